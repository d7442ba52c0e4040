export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Raises a toast. react-toastify and the toast region are fetched with the first one, not with the islands. */
export function notify(kind: ToastKind, message: string): void {
  import('./toast-host.tsx')
    .then(({ showToast }) => showToast(kind, message))
    .catch((err: unknown) => console.error('toast failed', err));
}
