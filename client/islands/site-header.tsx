import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_FIXED_AFTER_PX } from '#shared/constants.ts';
import { paths } from '#shared/routes.ts';
import { CloseIcon, MenuIcon, SearchIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo-mark.tsx';
import { DesktopNav, MobileNav, type Submenu } from './header/nav-lists.tsx';
import { HeaderLists } from './shop/header-lists.tsx';
import { ToastHost } from './shop/toast-host.tsx';

interface SiteHeaderProps {
  /** The same page in the other language (a plain link: works without script). */
  switchHref: string;
  switchLng: 'mn' | 'en';
}

const FOCUSABLE = 'a[href], button, summary, input, [tabindex]:not([tabindex="-1"])';

// Header behaviour: fixed and active past 80 px of scroll (SPEC §4), and the mobile slide-in menu.
// Without script the menu still opens (#mobile-menu:target) and the submenus are native <details>.
export function SiteHeader({ switchHref, switchLng }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const [isFixed, setFixed] = useState(false);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<Submenu | null>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const searchId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => setFixed(window.scrollY > HEADER_FIXED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // A tap before hydration used the no-script path (#mobile-menu:target): take it over as state.
  useEffect(() => {
    if (window.location.hash !== '#mobile-menu') return;
    history.replaceState(null, '', window.location.pathname + window.location.search);
    // After hydration on purpose: the first client render must match the server's (menu closed).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (isMenuOpen) panelRef.current?.querySelector<HTMLElement>('.mobile-menu__close')?.focus();
  }, [isMenuOpen]);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Keep focus inside the open panel (a modal menu).
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // At most one submenu open; the browser toggles <details>, we mirror it and close the other.
  const onSubmenuToggle = (key: Submenu) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpenSubmenu((current) => (isOpen ? key : current === key ? null : current));
  };

  const company = t('company.shortName');

  return (
    <header className={isFixed ? 'site-header is-fixed' : 'site-header'}>
      <div className="site-header__inner container">
        <a className="brand" href="/home" aria-label={t('header.homeLink', { company: t('company.name') })}>
          <LogoMark />
          <span className="brand__name">{company}</span>
        </a>

        <DesktopNav />

        <div className="site-header__actions">
          <HeaderLists />
          <a className="header-search" href={paths.search()} title={t('nav.search')}>
            <SearchIcon />
            <span className="visually-hidden">{t('nav.search')}</span>
          </a>
          <a
            className="lang-switch"
            href={switchHref}
            hrefLang={switchLng}
            lang={switchLng}
            title={t('header.switchLanguage')}
            aria-label={t('header.switchLanguage')}
          >
            {switchLng.toUpperCase()}
          </a>
          <a
            ref={toggleRef}
            className="menu-toggle"
            href="#mobile-menu"
            role="button"
            aria-controls="mobile-menu"
            aria-expanded={isMenuOpen}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
            <span className="visually-hidden">{t('nav.openMenu')}</span>
          </a>
        </div>
      </div>

      <div
        id="mobile-menu"
        ref={panelRef}
        className={isMenuOpen ? 'mobile-menu is-open' : 'mobile-menu'}
        role="dialog"
        aria-modal={isMenuOpen}
        aria-label={t('nav.mobileLabel')}
        onKeyDown={onPanelKeyDown}
      >
        <div className="mobile-menu__head">
          <span className="mobile-menu__company">{t('company.name')}</span>
          <a
            className="mobile-menu__close"
            href="#"
            role="button"
            onClick={(event) => {
              event.preventDefault();
              closeMenu(true);
            }}
          >
            <CloseIcon />
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </a>
        </div>
        <form className="mobile-menu__search" role="search" method="get" action={paths.search()}>
          <label className="visually-hidden" htmlFor={searchId}>
            {t('nav.searchLabel')}
          </label>
          <input id={searchId} type="search" name="query" placeholder={t('nav.searchPlaceholder')} />
          <button type="submit">
            <SearchIcon />
            <span className="visually-hidden">{t('nav.search')}</span>
          </button>
        </form>
        <MobileNav openSubmenu={openSubmenu} onSubmenuToggle={onSubmenuToggle} onLinkChosen={() => closeMenu(false)} />
      </div>
      <a
        className={isMenuOpen ? 'mobile-menu__overlay is-open' : 'mobile-menu__overlay'}
        href="#"
        tabIndex={-1}
        aria-hidden="true"
        onClick={(event) => {
          event.preventDefault();
          closeMenu(true);
        }}
      />
      <ToastHost />
    </header>
  );
}
