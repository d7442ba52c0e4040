import type { TFunction } from 'i18next';
import { html, type Markup } from './html.ts';

export interface LayoutInput {
  t: TFunction;
  lng: string;
  title: string;
  /** The admin's base path: /admin, or /en/admin in English. */
  base: string;
  /** The same page in the other language, and that language's name in itself. */
  languageSwitch: { href: string; lng: string; label: string };
  /** Who is signed in, with the token their forms carry; absent on the sign-in page. */
  session?: { login: string; csrfToken: string };
  body: Markup;
}

export const ADMIN_STYLESHEET = '/admin/admin.css';

/** A hidden field with the session's token: every state-changing form of a signed-in page carries it. */
export const csrfField = (token: string) => html`<input type="hidden" name="_csrf" value="${token}" />`;

export function layoutView({ t, lng, title, base, languageSwitch, session, body }: LayoutInput): Markup {
  return html`<!doctype html>
    <html lang="${lng}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${t('admin:title')}</title>
        <link rel="stylesheet" href="${ADMIN_STYLESHEET}" />
      </head>
      <body>
        <a class="skip" href="#main">${t('admin:skip')}</a>
        <header class="bar">
          <a class="bar__title" href="${base}">${t('admin:title')}</a>
          <nav class="bar__actions">
            <a href="${languageSwitch.href}" hreflang="${languageSwitch.lng}" lang="${languageSwitch.lng}"
              >${languageSwitch.label}</a
            >
            ${
              session &&
              html`<span class="bar__who">${t('admin:signedInAs', { login: session.login })}</span>
                <form method="post" action="${base}/logout">
                  ${csrfField(session.csrfToken)}<button type="submit" class="button button--quiet">
                    ${t('admin:signOut')}
                  </button>
                </form>`
            }
          </nav>
        </header>
        <main id="main" class="main">${body}</main>
      </body>
    </html> `;
}
