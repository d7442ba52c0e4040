import { useTranslation } from 'react-i18next';
import { CSRF_FIELD, type AdminFrame } from '#shared/admin-view.ts';
import { ISLAND_STATE_ID, type IslandState } from '#shared/render-contract.ts';
import { scriptJson } from '#shared/script-json.ts';
import { LogoMark } from '../ui/logo-mark.tsx';
import { OfficeNav } from './office-nav.tsx';

/** Every state-changing form of a signed-in page carries the session's CSRF token. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

interface AdminDocumentProps {
  frame: AdminFrame;
  /** The page's content, rendered already (render-admin.tsx). */
  main: string;
  /** On a page with islands: what they read in the browser; the office loader then runs. */
  islandState: IslandState | undefined;
}

/** The whole document of an office page: its own stylesheet, never indexed; a script only with an island. */
export function AdminDocument({ frame, main, islandState }: AdminDocumentProps) {
  const { t } = useTranslation('admin');
  const { lng, title, base, stylesheets, scripts, languageSwitch, session, refreshSeconds } = frame;
  return (
    <html lang={lng}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refreshSeconds ? <meta httpEquiv="refresh" content={String(refreshSeconds)} /> : null}
        <title>{`${title} · ${t('office')}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className={session ? 'office office--signed-in' : 'office'}>
        <a className="skip" href="#main">
          {t('skip')}
        </a>
        <header className="bar">
          {/* The company's mark and name, so the staff know whose office this is. */}
          <a className="bar__title" href={base}>
            <LogoMark />
            <span className="bar__name">
              {t('common:company.shortName')} <span className="bar__office">{t('office')}</span>
            </span>
          </a>
          {session ? null : (
            <a href={languageSwitch.href} hrefLang={languageSwitch.lng} lang={languageSwitch.lng}>
              {languageSwitch.label}
            </a>
          )}
        </header>
        {session ? <OfficeNav frame={frame} session={session} /> : null}
        <main id="main" className="main" dangerouslySetInnerHTML={{ __html: main }} />
        {islandState ? (
          <>
            <script
              type="application/json"
              id={ISLAND_STATE_ID}
              dangerouslySetInnerHTML={{ __html: scriptJson(islandState) }}
            />
            {scripts.map((src) => (
              <script key={src} type="module" src={src} />
            ))}
          </>
        ) : null}
      </body>
    </html>
  );
}
