import type { Request, Response } from 'express';
import { languageSwitchHref, otherLanguage } from '#shared/language-link.ts';
import { requestLanguage } from '../request-language.ts';
import { sessionCsrfToken } from './admin-session.ts';
import { markupText, type Markup } from './html.ts';
import { layoutView } from './layout-view.ts';
import { loginView, type LoginInput } from './login-view.ts';

/** The account a request is signed in as, set by the session step of the sign-in routes. */
export interface SignedIn {
  login: string;
  tokenHash: string;
}

export const signedIn = (res: Response) => res.locals.admin as SignedIn | undefined;

export type AdminPages = ReturnType<typeof adminPages>;

/** Sends the inbox's pages in the staff's language, with the language switch and the signed-in bar. */
export function adminPages(csrfSecret: string) {
  function send(req: Request, res: Response, status: number, title: string, body: Markup): void {
    const lng = requestLanguage(req);
    const target = otherLanguage(lng);
    const [pathname = '/', search = ''] = req.originalUrl.split(/\?(.*)/s, 2);
    const admin = signedIn(res);
    const page = layoutView({
      t: req.t,
      lng,
      title,
      base: req.baseUrl,
      languageSwitch: {
        href: languageSwitchHref(pathname, search, target),
        lng: target,
        label: req.i18n.getFixedT(target)(`admin:languages.${target}`),
      },
      session: admin && { login: admin.login, csrfToken: sessionCsrfToken(csrfSecret, admin.tokenHash) },
      body,
    });
    res.status(status).type('html').send(markupText(page));
  }

  const sendLogin = (req: Request, res: Response, status: number, input: Omit<LoginInput, 't' | 'base'> = {}) =>
    send(req, res, status, req.t('admin:login.title'), loginView({ t: req.t, base: req.baseUrl, ...input }));

  return { send, sendLogin };
}
