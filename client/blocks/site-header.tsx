import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';
import { CloseIcon, MenuIcon, SearchIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo-mark.tsx';
import { HeaderLists } from './header/header-lists.tsx';
import { DesktopNav, MobileNav } from './header/nav-lists.tsx';

interface SiteHeaderProps {
  /** The same page in the other language (a plain link: works without script). */
  switchHref: string;
  switchLng: 'mn' | 'en';
}

// The site header as plain HTML. Its behaviour (fixed past 80 px, the mobile menu's dialog, the list counts)
// is a small script with no framework, client/enhancements/site-header.ts; without script the menu opens as
// the #mobile-menu :target and the submenus are native <details>.
export function SiteHeader({ switchHref, switchLng }: SiteHeaderProps) {
  const paths = usePaths();
  const { t } = useTranslation('common');
  const searchId = useId();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        {/* From 960 to 1199 px the logo stands alone (site-header.css): its tooltip says where it leads. */}
        <a
          className="brand"
          href={paths.homeLink()}
          aria-label={t('header.homeLink', { company: t('company.name') })}
          title={t('header.homeLink', { company: t('company.name') })}
        >
          <LogoMark />
          <span className="brand__name">{t('company.shortName')}</span>
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
            className="menu-toggle"
            href="#mobile-menu"
            role="button"
            aria-controls="mobile-menu"
            aria-expanded="false"
            title={t('nav.openMenu')}
          >
            <MenuIcon />
            <span className="visually-hidden">{t('nav.openMenu')}</span>
          </a>
        </div>
      </div>

      <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="false" aria-label={t('nav.mobileLabel')}>
        <div className="mobile-menu__head">
          <span className="mobile-menu__company">{t('company.name')}</span>
          <a className="mobile-menu__close" href="#" role="button" title={t('nav.closeMenu')}>
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
        <MobileNav />
      </div>
      <a className="mobile-menu__overlay" href="#" tabIndex={-1} aria-hidden="true" />
    </header>
  );
}
