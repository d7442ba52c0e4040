import { DEFAULT_LANGUAGE, LANGUAGE_QUERY, LANGUAGES, type Language } from './constants.ts';

// One URL per language: Mongolian at the specification's paths (/about), English under /en/ (/en/about,
// /en/ for the home page). The path alone decides the language of a page.
const ENGLISH_PREFIX = '/en';
const ENGLISH_PATH = /^\/en(?=\/|$)/i;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a page path is in: English under /en/ (any case), else Mongolian. */
export function pageLanguage(pathname: string): Language {
  return ENGLISH_PATH.test(pathname) ? 'en' : DEFAULT_LANGUAGE;
}

/** The page path without its language prefix: /en/about → /about, /en → /. */
export function pagePath(pathname: string): string {
  return pathname.replace(ENGLISH_PATH, '') || '/';
}

/** A path of the route table (query and hash included) in one language: /about → /en/about for English. */
export function localizePath(path: string, lng: Language): string {
  return lng === DEFAULT_LANGUAGE ? path : `${ENGLISH_PREFIX}${path}`;
}

/**
 * The header's language switch: the same page in the other language, marked with ?lng= so the server
 * remembers the choice (a cookie) before it redirects to the clean address. A plain link: it works without script.
 */
export function languageSwitchHref(pathname: string, search: string, target: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY, target);
  return `${localizePath(pagePath(pathname), target)}?${params.toString()}`;
}

export function otherLanguage(current: Language): Language {
  return current === 'mn' ? 'en' : 'mn';
}
