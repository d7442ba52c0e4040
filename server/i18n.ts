import { readdirSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import FsBackend from 'i18next-fs-backend';
import { LanguageDetector } from 'i18next-http-middleware';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from '#shared/constants.ts';
import { ROOT_DIR } from './project-root.ts';

export const LOCALES_DIR = path.join(ROOT_DIR, 'locales');

/** Namespaces are the file names in locales/en (the key-parity test keeps mn the same). */
export function listNamespaces(localesDir = LOCALES_DIR): string[] {
  return readdirSync(path.join(localesDir, FALLBACK_LANGUAGE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

// Detection for requests whose address does not say the language (the API; pages are decided by their path,
// middleware/language.ts): ?lng=, then the i18next cookie, else Mongolian.
// Without the siteDefault detector the middleware would fall back to English.
export async function createI18n(localesDir = LOCALES_DIR): Promise<I18n> {
  const detector = new LanguageDetector();
  detector.addDetector({ name: 'siteDefault', lookup: () => DEFAULT_LANGUAGE });
  const instance = i18next.createInstance();
  await instance
    .use(FsBackend)
    .use(detector)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      lowerCaseLng: true,
      fallbackLng: FALLBACK_LANGUAGE,
      // An empty text is shown empty, not replaced by the other language (i18next 27 changed the default).
      returnEmptyString: true,
      preload: [...LANGUAGES],
      ns: listNamespaces(localesDir),
      defaultNS: 'common',
      backend: { loadPath: path.join(localesDir, '{{lng}}/{{ns}}.json') },
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'siteDefault'],
        lookupQuerystring: 'lng',
        lookupCookie: LANGUAGE_COOKIE,
        caches: false,
      },
    });
  return instance;
}
