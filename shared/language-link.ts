import { LANGUAGE_QUERY, type Language } from './constants.ts';

// The header's language switch is a plain link to the same page with ?lng=, so it works without script.
export function languageSwitchHref(pathname: string, search: string, target: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY, target);
  return `${pathname}?${params.toString()}`;
}

export function otherLanguage(current: Language): Language {
  return current === 'mn' ? 'en' : 'mn';
}
