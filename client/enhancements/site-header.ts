import { HEADER_FIXED_AFTER_PX } from '#shared/constants.ts';
import { trapFocus } from '../lib/focus-trap.ts';

// The header's behaviour without a framework, so content pages need no React: fixed and active past 80 px of
// scroll (docs/specification.md §4) and the mobile slide-in menu as a modal dialog (toggle, close icon, overlay,
// Escape, a chosen link; focus kept inside while open). Without script the menu opens as the #mobile-menu :target.
// `needStyles` switches on the full stylesheets, where the rules of the fixed header and the open menu are.
export function enhanceSiteHeader(needStyles: () => unknown = () => undefined, doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('header.site-header');
  const panel = header?.querySelector<HTMLElement>('#mobile-menu');
  const toggle = header?.querySelector<HTMLElement>('.menu-toggle');
  const closer = panel?.querySelector<HTMLElement>('.mobile-menu__close');
  const overlay = header?.querySelector<HTMLElement>('.mobile-menu__overlay');
  if (!header || !panel || !toggle || !closer || !overlay) return;
  const win = doc.defaultView ?? window;

  const updateFixed = () => {
    const isFixed = win.scrollY > HEADER_FIXED_AFTER_PX;
    if (isFixed) needStyles();
    header.classList.toggle('is-fixed', isFixed);
  };
  // Reading the scroll position forces a layout: at the next frame, with the one the browser does anyway.
  win.requestAnimationFrame(updateFixed);
  win.addEventListener('scroll', updateFixed, { passive: true });

  const setOpen = (isOpen: boolean) => {
    needStyles();
    panel.classList.toggle('is-open', isOpen);
    overlay.classList.toggle('is-open', isOpen);
    panel.setAttribute('aria-modal', String(isOpen));
    toggle.setAttribute('aria-expanded', String(isOpen));
  };
  const open = () => {
    setOpen(true);
    closer.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.focus();
  };
  const onActivate = (element: HTMLElement, action: () => void) =>
    element.addEventListener('click', (event) => {
      event.preventDefault();
      action();
    });

  onActivate(toggle, open);
  onActivate(closer, () => close(true));
  onActivate(overlay, () => close(true));
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('.mobile-menu__list a')) close(false);
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      trapFocus(panel, event);
    }
  });
  // At most one submenu open, also where <details name> is not supported yet.
  const submenus = Array.from(panel.querySelectorAll('details'));
  for (const details of submenus)
    details.addEventListener('toggle', () => {
      if (details.open) for (const other of submenus) if (other !== details) other.open = false;
    });

  // A tap before this script ran used the no-script path (#mobile-menu:target): take it over as state.
  if (win.location.hash === '#mobile-menu') {
    win.history.replaceState(null, '', win.location.pathname + win.location.search);
    open();
  }
  header.dataset.ready = '';
}
