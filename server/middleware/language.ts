import type { NextFunction, Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { handle } from 'i18next-http-middleware';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, type Language } from '#shared/constants.ts';
import { isLanguage, localizePath, pageLanguage, pagePath } from '#shared/language-link.ts';
import { sameSitePath } from '#shared/same-site-path.ts';

export { isLanguage } from '#shared/language-link.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const isApi = (req: Request) => req.path.startsWith('/api/');
const isPageRequest = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !isApi(req);

/** The query string without its lng parameter, the others kept as they were written ('' when none is left). */
function queryWithoutLanguage(rawQuery: string): string {
  const kept = rawQuery
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0]?.toLowerCase() !== LANGUAGE_QUERY);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

interface LanguageRedirect {
  location: string;
  /** The language to remember (the i18next cookie), when the visitor chose one with ?lng=. */
  remember?: Language;
}

/**
 * One URL per language. On a page address:
 * - ?lng=en|mn (the header's switch, and links from before the language URLs) remembers the choice and
 *   redirects to that language's address without the parameter;
 * - a visitor who chose English and opens a Mongolian address is redirected to its English twin.
 * Undefined when the address is already the right one.
 */
export function languageRedirectOf(req: Request): LanguageRedirect | undefined {
  if (!isPageRequest(req)) return undefined;
  const [askedPath = '/', rawQuery = ''] = req.originalUrl.split(/\?(.*)/s, 2);
  // `//host/x` would be another host to the browser that follows the redirect.
  const rawPath = sameSitePath(askedPath);
  if (rawQuery !== '') {
    const asked = new URLSearchParams(rawQuery).get(LANGUAGE_QUERY)?.toLowerCase();
    if (isLanguage(asked)) {
      return { location: localizePath(pagePath(rawPath), asked) + queryWithoutLanguage(rawQuery), remember: asked };
    }
  }
  const chosen = (req.cookies as Record<string, string | undefined>)[LANGUAGE_COOKIE]?.toLowerCase();
  if (chosen === 'en' && pageLanguage(rawPath) !== 'en') {
    return { location: localizePath(rawPath, 'en') + (rawQuery ? `?${rawQuery}` : '') };
  }
  return undefined;
}

/**
 * The redirects of languageRedirectOf. The chosen language is kept in the i18next cookie (SameSite=Lax, so it
 * survives arriving from another site). Temporary and never cached: the answer depends on the visitor's cookie.
 */
export function languageRedirects({ secure }: { secure: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const redirect = languageRedirectOf(req);
    if (!redirect) return next();
    if (redirect.remember) {
      res.cookie(LANGUAGE_COOKIE, redirect.remember, { sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_MS });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.append('Vary', 'Cookie');
    res.redirect(302, redirect.location);
  };
}

/**
 * req.language, req.i18n and req.t. A page's language is its address's (/en/… English, else Mongolian); an API
 * request says it with ?lng= (the forms' actions do), else the i18next cookie, else Mongolian.
 */
export function languageDetection(i18n: I18n) {
  // No ignoreRoutes: any path can fall through to a page (404), which needs the visitor's language.
  const detect = handle(i18n);
  return (req: Request, res: Response, next: NextFunction) => {
    // A language set on the request skips the middleware's detectors.
    // Under a mounted router (the office inbox at /en/admin) the path is the whole of base and path.
    if (!isApi(req)) (req as Request & { lng?: string }).lng = pageLanguage(req.baseUrl + req.path);
    detect(req, res, next);
  };
}
