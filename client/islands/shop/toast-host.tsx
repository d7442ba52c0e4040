import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Bounce, ToastContainer } from 'react-toastify/unstyled';
// The unstyled build: the default one injects a <style>, which the Content-Security-Policy forbids. Its
// stylesheet is imported by client/styles/lists.css (a module import here broke the jest CSS stub: require cycle).
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '#shared/constants.ts';

// SPEC §9 toast defaults: top-right, auto-close 5000 ms, pause on hover and on focus loss, drag to close at
// 80 %, light theme. Mounted after hydration only (nothing to show in server HTML); one per page, in the header.
export function ToastHost() {
  const { t } = useTranslation('stores');
  const [isMounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration on purpose: absent from server HTML
  useEffect(() => setMounted(true), []);
  if (!isMounted) return null;
  // Into <body>, outside the header: the fixed header's stacking and the island's HTML stay as they were.
  return createPortal(
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      theme="light"
      transition={Bounce}
      aria-label={t('toast.region')}
    />,
    document.body,
  );
}
