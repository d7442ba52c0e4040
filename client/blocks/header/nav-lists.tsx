import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import { PRODUCT_GROUPS, SERVICES } from '#shared/site.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';

// The header's navigation lists: the desktop bar with hover/focus submenus, and the mobile panel's list
// with native <details> submenus (one open at a time: name= does that without script).

interface NavLink {
  href: string;
  label: string;
}

function LinkItems({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <a href={link.href}>{link.label}</a>
    </li>
  ));
}

function useNavLinks() {
  const { t } = useTranslation('common');
  const paths = usePaths();
  const serviceLinks = SERVICES.map((service) => ({
    href: paths.service(service.slug),
    label: t(`services.${service.key}.title`),
  }));
  const productLinks = PRODUCT_GROUPS.map((group) => ({
    href: paths.catalogue(group.category),
    label: t(`productGroups.${group.key}.title`),
  }));
  return { t, paths, serviceLinks, productLinks };
}

export function DesktopNav() {
  const { t, paths, serviceLinks, productLinks } = useNavLinks();
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        <li>
          <a href={paths.homeLink()}>{t('nav.home')}</a>
        </li>
        <li>
          <a href={paths.about()}>{t('nav.about')}</a>
        </li>
        <li className="has-submenu">
          <a href={paths.services()}>
            {t('nav.services')}
            <ChevronDownIcon />
          </a>
          <ul className="submenu">
            <LinkItems links={serviceLinks} />
          </ul>
        </li>
        <li className="has-submenu">
          <a href={paths.productPlan()}>
            {t('nav.products')}
            <ChevronDownIcon />
          </a>
          <ul className="submenu">
            <LinkItems links={productLinks} />
          </ul>
        </li>
        <li>
          <a href={paths.contact()}>{t('nav.contact')}</a>
        </li>
      </ul>
    </nav>
  );
}

export function MobileNav() {
  const { t, paths, serviceLinks, productLinks } = useNavLinks();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="mobile-menu__list">
        <li>
          <a href={paths.homeLink()}>{t('nav.home')}</a>
        </li>
        <li>
          <a href={paths.about()}>{t('nav.about')}</a>
        </li>
        <li>
          <details name="mobile-submenu">
            <summary>
              {t('nav.services')}
              <ChevronDownIcon />
            </summary>
            <ul>
              <li>
                <a href={paths.services()}>{t('nav.allServices')}</a>
              </li>
              <LinkItems links={serviceLinks} />
            </ul>
          </details>
        </li>
        <li>
          <details name="mobile-submenu">
            <summary>
              {t('nav.products')}
              <ChevronDownIcon />
            </summary>
            <ul>
              <li>
                <a href={paths.productPlan()}>{t('nav.allProducts')}</a>
              </li>
              <LinkItems links={productLinks} />
            </ul>
          </details>
        </li>
        <li>
          <a href={paths.contact()}>{t('nav.contact')}</a>
        </li>
        <li>
          <a href={paths.quote()}>{t('stores:header.quoteList')}</a>
        </li>
        <li>
          <a href={paths.wishlist()}>{t('stores:header.wishlist')}</a>
        </li>
        <li>
          <a href={paths.compare()}>{t('stores:header.compare')}</a>
        </li>
      </ul>
    </nav>
  );
}
