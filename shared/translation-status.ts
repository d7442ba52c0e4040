import { LANGUAGES, type Language } from './constants.ts';

// Whether an item is complete in both languages, and whether one language was changed after the other
// (docs/content.md, "Translation status"). Read from the values alone, whatever their kind: every text the office
// types in two languages is stored as { mn, en } (a text, a product's name and each of its spec rows, a list
// item's localized fields, the company's details), so a value's bilingual pairs are found by walking it. What a
// value keeps beside its fields is not the office's typing: `basis` (the shipped value an edit was written over).

/** A place in a value that holds a text in both languages: its path ("name", "specs.2.value") and both texts. */
export interface BilingualText {
  path: string;
  texts: Record<Language, string>;
}

export interface TranslationStatus {
  /** By language, the paths whose text in it is empty while the other language's is filled. */
  missing: Record<Language, string[]>;
  /** By language, the paths where the other language was changed in a later version than this one. */
  outdated: Record<Language, string[]>;
}

const NOT_TYPED = new Set(['basis']);

const isBilingual = (value: object): value is Record<Language, string> =>
  LANGUAGES.every((lng) => typeof (value as Record<string, unknown>)[lng] === 'string');

/** Every bilingual text in `value`, depth first, in the order of its keys. */
export function bilingualTexts(value: unknown, path = ''): BilingualText[] {
  if (typeof value !== 'object' || value === null) return [];
  if (!Array.isArray(value) && isBilingual(value)) return [{ path, texts: { mn: value.mn, en: value.en } }];
  return Object.entries(value).flatMap(([key, inner]) =>
    NOT_TYPED.has(key) ? [] : bilingualTexts(inner, path ? `${path}.${key}` : key),
  );
}

const noneByLanguage = (): Record<Language, string[]> => ({ mn: [], en: [] });
const otherThan = (lng: Language): Language => (lng === 'mn' ? 'en' : 'mn');

/**
 * The status of `versions`, newest first: the value being edited (a draft, or the published value) and then each
 * earlier one, down to the shipped default when there is one. Followed from the oldest change to the newest, each
 * path's text that changed in one language only leaves the other out of date, until that one changes too (its
 * translation); a change to both at once leaves both current.
 */
export function translationStatus(versions: readonly unknown[]): TranslationStatus {
  const [current] = versions;
  const missing = noneByLanguage();
  for (const { path, texts } of bilingualTexts(current)) {
    for (const lng of LANGUAGES) {
      if (texts[lng].trim() === '' && texts[otherThan(lng)].trim() !== '') missing[lng].push(path);
    }
  }
  // By path, the language waiting for its translation of the other's last change.
  const waiting = new Map<string, Language>();
  for (let index = versions.length - 2; index >= 0; index -= 1) {
    const before = new Map(bilingualTexts(versions[index + 1]).map(({ path, texts }) => [path, texts]));
    for (const { path, texts } of bilingualTexts(versions[index])) {
      const older = before.get(path);
      if (!older) continue;
      const changed = LANGUAGES.filter((lng) => older[lng].trim() !== texts[lng].trim());
      const [only] = changed;
      if (changed.length === 2 || (only && waiting.get(path) === only)) waiting.delete(path);
      else if (only) waiting.set(path, otherThan(only));
    }
  }
  const outdated = noneByLanguage();
  for (const [path, lng] of waiting) outdated[lng].push(path);
  return { missing, outdated };
}

/** Whether the status asks for a translator: a text missing, or one out of date, in either language. */
export const needsTranslation = ({ missing, outdated }: TranslationStatus): boolean =>
  LANGUAGES.some((lng) => missing[lng].length > 0 || outdated[lng].length > 0);

/** By what a translator is needed for, the languages lacking a text or behind the other (a list's badges). */
export type TranslationNeed = Record<'missing' | 'outdated', Language[]>;

/** The languages the status names, or undefined when it asks for no translator. */
export function needOf(status: TranslationStatus): TranslationNeed | undefined {
  if (!needsTranslation(status)) return undefined;
  return {
    missing: LANGUAGES.filter((lng) => status.missing[lng].length > 0),
    outdated: LANGUAGES.filter((lng) => status.outdated[lng].length > 0),
  };
}

/** A form's two-language inputs (`name.mn`, `name.en`) as the pairs translationStatus reads (`name: { mn, en }`). */
export function bilingualOf(form: Readonly<Record<string, string>>): Record<string, Record<Language, string>> {
  const pairs: Record<string, Record<Language, string>> = {};
  for (const input of Object.keys(form)) {
    const base = /^(.+)\.mn$/.exec(input)?.[1];
    if (base !== undefined) pairs[base] = { mn: form[input] ?? '', en: form[`${base}.en`] ?? '' };
  }
  return pairs;
}
