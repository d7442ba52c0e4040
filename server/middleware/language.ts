import type { NextFunction, Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { handle } from 'i18next-http-middleware';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGES, type Language } from '#shared/constants.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageDetection(i18n: I18n) {
  // No ignoreRoutes: any path can fall through to a page (404), which needs the visitor's language.
  return handle(i18n);
}

// A ?lng= choice is remembered in the i18next cookie (SameSite=Lax, so it survives arriving from
// another site). Set only here: the detector's own cookie cache would write it on every response.
export function rememberLanguage({ secure }: { secure: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const asked = req.query[LANGUAGE_QUERY];
    const lng = typeof asked === 'string' ? asked.toLowerCase() : undefined;
    if (isLanguage(lng)) {
      res.cookie(LANGUAGE_COOKIE, lng, { sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_MS });
    }
    next();
  };
}

export function requestLanguage(req: Request): Language {
  return isLanguage(req.language) ? req.language : DEFAULT_LANGUAGE;
}
