import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Bounce, toast, ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
// The unstyled build: the default one injects a <style>, which the Content-Security-Policy forbids. Its
// stylesheet is imported by client/styles/main.css (a module import here broke the jest CSS stub: require cycle).
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT, TOAST_LIMIT } from '#shared/constants.ts';
import { pageI18n } from '../../page-i18n.ts';
import { IslandProviders } from '../island-providers.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import type { ToastKind } from './notify.ts';

// docs/specification.md §9 toast defaults: top-right, auto-close 5000 ms, pause on hover and on focus loss, drag to
// close at 80 %, light theme; at most three at once (eight quick clicks must not bury the header). Their look and
// place (under the header, or above the ticker on phones) are client/styles/blocks/toasts.css's.
function ToastHost() {
  const { t } = useTranslation('stores');
  // The library's own button is named "close" in English on every page: ours says it in the page's language.
  const closeButton = ({ closeToast }: CloseButtonProps) => (
    <button
      type="button"
      className="toast-close"
      aria-label={t('toast.close')}
      title={t('toast.close')}
      onClick={closeToast}
    >
      <CloseIcon />
    </button>
  );
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      // Its timer bar would be named "notification timer" in English on every page; the toast closes all the same.
      hideProgressBar
      limit={TOAST_LIMIT}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      theme="light"
      transition={Bounce}
      closeButton={closeButton}
      aria-label={t('toast.region')}
    />
  );
}

let isMounted = false;

// One toast region per page, a root of its own at the end of <body> (nothing of it is in server HTML),
// mounted with the first toast. Toasts raised before it mounts are queued by react-toastify.
function mountToastHost(): void {
  if (isMounted) return;
  isMounted = true;
  const host = document.createElement('div');
  host.className = 'toast-host';
  document.body.append(host);
  createRoot(host).render(
    <IslandProviders i18n={pageI18n()}>
      <ToastHost />
    </IslandProviders>,
  );
}

// The toasts on screen, oldest first. A new one makes room by closing the oldest, so the feedback for what the
// visitor just did shows at once; the container's limit holds a new toast back only while that one leaves.
const shown: Array<string | number> = [];

export function showToast(kind: ToastKind, message: string): void {
  mountToastHost();
  if (shown.length >= TOAST_LIMIT) toast.dismiss(shown.shift());
  const id = toast[kind](message, {
    onClose: () => {
      const index = shown.indexOf(id);
      if (index >= 0) shown.splice(index, 1);
    },
  });
  shown.push(id);
}
