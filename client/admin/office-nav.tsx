import { useTranslation } from 'react-i18next';
import { ADMIN_NAV_GROUPS, type AdminFrame, type AdminNavLink } from '#shared/admin-view.ts';
import { CsrfField } from './admin-document.tsx';

type Session = NonNullable<AdminFrame['session']>;

/** A link of the office's menu, marked when it is the page's own part. */
function NavLink({ link, label }: { link: AdminNavLink; label: string }) {
  return (
    <a href={link.href} aria-current={link.current ? 'page' : undefined}>
      {label}
    </a>
  );
}

/** The language switch, who is signed in, a link to their own account and the sign-out, in one corner. */
function AccountCorner({ frame, session }: { frame: AdminFrame; session: Session }) {
  const { t } = useTranslation('admin');
  const own = session.nav.find((link) => link.group === 'account');
  const { languageSwitch } = frame;
  return (
    <div className="office-corner">
      <a href={languageSwitch.href} hrefLang={languageSwitch.lng} lang={languageSwitch.lng}>
        {languageSwitch.label}
      </a>
      <span className="office-corner__who">{t('signedInAs', { login: session.login })}</span>
      {own ? (
        <a href={own.href} aria-current={own.current ? 'page' : undefined}>
          {t(own.labelKey)}
        </a>
      ) : null}
      <form method="post" action={`${frame.base}/logout`}>
        <CsrfField token={session.csrfToken} />
        <button type="submit" className="button button--quiet button--small">
          {t('signOut')}
        </button>
      </form>
    </div>
  );
}

/**
 * The office's menu: its parts by section, then the account's corner. A <details> so that on a phone it folds
 * under one button and opens with no script; from a laptop's width the stylesheet shows it as a sidebar whether
 * open or not (admin/shell.css).
 */
export function OfficeNav({ frame, session }: { frame: AdminFrame; session: Session }) {
  const { t } = useTranslation('admin');
  const groups = ADMIN_NAV_GROUPS.map((group) => ({
    group,
    links: session.nav.filter((link) => link.group === group),
  })).filter(({ links }) => links.length > 0);
  return (
    <details className="office-nav">
      <summary className="office-nav__toggle">
        <span className="office-nav__icon" aria-hidden="true" />
        {t('nav.menu')}
      </summary>
      {/* One landmark for the parts and the account's corner: every link of the menu is in it. */}
      <nav className="office-nav__panel" aria-label={t('nav.label')}>
        <div className="office-nav__parts">
          {groups.map(({ group, links }) => (
            <section key={group} className="office-nav__group" aria-labelledby={`nav-${group}`}>
              <h2 id={`nav-${group}`}>{t(`nav.groups.${group}`)}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link.href}>
                    <NavLink link={link} label={t(link.labelKey)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <AccountCorner frame={frame} session={session} />
      </nav>
    </details>
  );
}
