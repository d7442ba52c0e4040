import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import { isLanguage } from '#shared/language-link.ts';
import { pathsIn, type Paths } from '#shared/routes.ts';

/** The page's language, on the server and in an island alike (both render under the page's i18n instance). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The link builders in the page's language: on an English page, paths.about() is /en/about. */
export function usePaths(): Paths {
  return pathsIn(useLanguage());
}
