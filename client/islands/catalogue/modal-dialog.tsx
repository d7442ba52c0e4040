import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { focusableIn, trapFocus } from '../../lib/focus-trap.ts';

interface ModalDialogProps {
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  className: string;
  /** Where focus goes back when the dialog closes (the control that opened it). */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}

// A modal <dialog> (showModal: the rest of the page is inert, and it sits in the top layer above any other).
// Closes by Escape and by a click on the overlay (the ::backdrop, whose clicks land on the <dialog> itself);
// the close button is the caller's. Focus starts on the element marked data-autofocus, else the first control.
// Tab and Shift+Tab wrap around inside it (trapFocus), focus goes back to the opener afterwards, and the page
// behind does not scroll while it is open (modal-dialog.css: html:has(.modal[open])).
export function ModalDialog({ labelledBy, className, returnFocusTo, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A press that starts inside the panel and ends on the overlay (selecting text) is not an overlay click.
  const pressedOnOverlay = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // Chromium versions differ on what showModal focuses (the dialog or its first control): choose here.
      const initial = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0];
      initial?.focus();
    }
    return () => {
      if (dialog?.open) dialog.close();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo]);

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnOverlay.current) onClose();
    pressedOnOverlay.current = false;
  };

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: closed through state, so React and the DOM agree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => trapFocus(event.currentTarget, event)}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className="modal__panel">{children}</div>
    </dialog>
  );
}
