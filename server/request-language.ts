import type { Request } from 'express';
import { DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import { isLanguage } from '#shared/language-link.ts';

/** The language the language middleware (middleware/language.ts) set on the request; Mongolian otherwise. */
export function requestLanguage(req: Request): Language {
  return isLanguage(req.language) ? req.language : DEFAULT_LANGUAGE;
}
