// Framework-free, so the header's menu (no React) and the React dialogs share it.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

type TabKeyEvent = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>;

/** The controls Tab reaches inside `root`, in order; hidden ones (a closed <details>, say) are left out. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/** Keeps Tab and Shift+Tab inside a modal `root`: past the last control to the first, and back. */
export function trapFocus(root: HTMLElement, event: TabKeyEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = focusableIn(root);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = root.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
