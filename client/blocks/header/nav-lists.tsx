import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import { PRODUCT_GROUPS } from '#shared/site.ts';
import { useRenderContext } from '../../render-context.ts';
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

/** A bar item whose submenu opens on hover or focus; the item itself links to the section's page. */
function DesktopSubmenu({ link, links }: { link: NavLink; links: NavLink[] }) {
  return (
    <li className="has-submenu">
      <a href={link.href}>
        {link.label}
        <ChevronDownIcon />
      </a>
      <ul className="submenu">
        <LinkItems links={links} />
      </ul>
    </li>
  );
}

/** A panel item that opens its submenu in place; the section's own page is the submenu's first link. */
function MobileSubmenu({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <li>
      <details name="mobile-submenu">
        <summary>
          {label}
          <ChevronDownIcon />
        </summary>
        <ul>
          <LinkItems links={links} />
        </ul>
      </details>
    </li>
  );
}

function useNavLinks() {
  const { t } = useTranslation('common');
  const paths = usePaths();
  // The office's services (docs/content.md, "Lists"), in its order.
  const serviceLinks = useRenderContext()
    .lists('services')
    .map((service) => ({ href: paths.service(service.slug ?? ''), label: service.fields.title ?? '' }));
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
        {/* Left out of the bar from 960 to 1199 px, where the logo beside it is the way home (site-header.css). */}
        <li className="main-nav__home">
          <a href={paths.homeLink()}>{t('nav.home')}</a>
        </li>
        <li>
          <a href={paths.about()}>{t('nav.about')}</a>
        </li>
        <DesktopSubmenu link={{ href: paths.services(), label: t('nav.services') }} links={serviceLinks} />
        <DesktopSubmenu link={{ href: paths.productPlan(), label: t('nav.products') }} links={productLinks} />
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
        <MobileSubmenu
          label={t('nav.services')}
          links={[{ href: paths.services(), label: t('nav.allServices') }, ...serviceLinks]}
        />
        <MobileSubmenu
          label={t('nav.products')}
          links={[{ href: paths.productPlan(), label: t('nav.allProducts') }, ...productLinks]}
        />
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
