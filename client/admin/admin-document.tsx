import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CSRF_FIELD, type AdminFrame } from '#shared/admin-view.ts';

/** Every state-changing form of a signed-in page carries the session's CSRF token. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

/** The whole document of an office page: no scripts, its own stylesheet, never indexed. */
export function AdminDocument({ frame, children }: { frame: AdminFrame; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { lng, title, base, stylesheets, languageSwitch, session } = frame;
  return (
    <html lang={lng}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${t('title')}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <a className="skip" href="#main">
          {t('skip')}
        </a>
        <header className="bar">
          <a className="bar__title" href={base}>
            {t('title')}
          </a>
          <nav className="bar__actions">
            <a href={languageSwitch.href} hrefLang={languageSwitch.lng} lang={languageSwitch.lng}>
              {languageSwitch.label}
            </a>
            {session ? (
              <>
                <span className="bar__who">{t('signedInAs', { login: session.login })}</span>
                <form method="post" action={`${base}/logout`}>
                  <CsrfField token={session.csrfToken} />
                  <button type="submit" className="button button--quiet">
                    {t('signOut')}
                  </button>
                </form>
              </>
            ) : null}
          </nav>
        </header>
        <main id="main" className="main">
          {children}
        </main>
      </body>
    </html>
  );
}
