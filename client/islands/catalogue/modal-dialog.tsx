import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

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
// the close button is the caller's. Focus starts on the element marked data-autofocus, else the first control. Tab and Shift+Tab wrap around inside it, focus goes back to the opener
// afterwards, and the page behind does not scroll while it is open (modal-dialog.css: html:has(.modal[open])).
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

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableIn(ref.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className="modal__panel">{children}</div>
    </dialog>
  );
}
