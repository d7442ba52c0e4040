// The words of a search query (with Mongolian stems and synonyms) and where they occur in a text: the matching
// half of site search (search-service.ts ranks and cuts the results).

import type { HighlightRange } from '#shared/search.ts';
import { codesOf, keyboardFolded, queryCodes, type Code, type FoundCode } from './search-normalise.ts';
import { withSynonyms } from './search-synonyms.ts';

export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const VOWELS = 'аэиоуөүяеёюы';
// Mongolian case endings, longest first, each with the shortest stem it may leave (so "түрээс", rental,
// is not cut to "түр"). Stripped from a query word so that "гааль" finds "гаалийн" and "дугуйг" finds "дугуй".
const MN_SUFFIXES: ReadonlyArray<[string, number]> = [
  ['ийнхээ', 3],
  ['ынхаа', 3],
  ['ийн', 3],
  ['ын', 3],
  ['ний', 3],
  ['ны', 3],
  ['ийг', 3],
  ['ыг', 3],
  ['ээр', 4],
  ['аар', 4],
  ['оор', 4],
  ['өөр', 4],
  ['аас', 4],
  ['ээс', 4],
  ['оос', 4],
  ['өөс', 4],
];
const MIN_STEM = 3;

/** The query as the visitor typed it, trimmed and bounded. */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** A query as it is matched: its words (each with its stems and synonyms) and its codes (search-normalise.ts). */
export interface QueryTerms {
  /** Each word's variants: a match is any of them at the start of a word. */
  words: string[][];
  /** Sizes, IADC codes, tyre sizes, numbers and part numbers: each matches a code of a text. */
  codes: Code[];
}

/** The query's words and codes, folded as the texts are (lower case, Mongolian typed without Ө and Ү). */
export function parseQuery(query: string): QueryTerms {
  const { codes, words } = queryCodes(foldedText(normalizeQuery(query)));
  const unique = [...new Set(words)].slice(0, MAX_TERMS);
  return {
    words: unique.map((word) => withSynonyms([...new Set([word, ...stems(word)])])),
    codes: codes.slice(0, Math.max(0, MAX_TERMS - unique.length)),
  };
}

/** Lower-cased query words, their stems and synonyms: a match is any of them at the start of a word. */
export const queryTerms = (query: string): string[][] => parseQuery(query).words;

function stems(word: string): string[] {
  if (CYRILLIC.test(word)) return mongolianStems(word);
  const out: string[] = [];
  if (word.length >= 5 && word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.length >= 6 && word.endsWith('ing')) out.push(word.slice(0, -3));
  if (word.length >= 4 && word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out.filter((stem) => stem.length >= MIN_STEM);
}

function mongolianStems(word: string): string[] {
  const out: string[] = [];
  let stem = word.replace(/[ьъ]$/, '');
  const suffix = MN_SUFFIXES.find(([ending, min]) => stem.endsWith(ending) && stem.length - ending.length >= min);
  if (suffix) stem = stem.slice(0, -suffix[0].length);
  // Accusative -г after a vowel or й: дугуйг → дугуй.
  else if (/[аэиоуөүй]г$/.test(stem) && stem.length >= 5) stem = stem.slice(0, -1);
  out.push(stem);
  // A short vowel in the last syllable drops before an ending: өрөм → өрмийн, тээвэр → тээврийн.
  const chars = [...stem];
  const [before, vowel, after] = chars.slice(-3);
  const isConsonant = (char: string | undefined) =>
    char !== undefined && !VOWELS.includes(char) && !'йь'.includes(char);
  if (chars.length >= 4 && isConsonant(before) && vowel && VOWELS.includes(vowel) && isConsonant(after)) {
    out.push(chars.slice(0, -2).join('') + after);
  }
  return out.filter((candidate) => candidate.length >= MIN_STEM && candidate !== word);
}

/** A text as matched: lower-cased and keyboard-folded, with where each folded unit came from (none: from the
 *  same offset, the common case, which the index keeps without the two arrays). */
export interface FoldedText {
  text: string;
  folded: string;
  start?: number[];
  end?: number[];
}

// Lower-cases the text one character at a time, remembering where each folded unit came from,
// so ranges found in the folded text point at the same characters of the original; then folds what Mongolian
// keyboards lack (search-normalise.ts), which keeps the length.
export function fold(text: string): FoldedText {
  const lowered = text.toLocaleLowerCase();
  // One unit for one, with no surrogate pair: each folded unit is its original's.
  if (lowered.length === text.length && !/[\uD800-\uDFFF]/.test(text)) return { text, folded: keyboardFolded(lowered) };
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  let offset = 0;
  for (const char of text) {
    const lower = char.toLocaleLowerCase();
    for (let i = 0; i < lower.length; i++) {
      start.push(offset);
      end.push(offset + char.length);
    }
    folded += lower;
    offset += char.length;
  }
  return { text, folded: keyboardFolded(folded), start, end };
}

/** Where in the original text a folded unit starts and ends. */
export const startOf = (text: FoldedText, at: number) => text.start?.[at] ?? at;
export const endOf = (text: FoldedText, at: number) => text.end?.[at] ?? at + 1;

/** The text lower-cased as findMatches sees it. */
export const foldedText = (text: string): string => fold(text).folded;

/** The codes of a text (search-normalise.ts), where the text says them. */
export function textCodes(text: FoldedText): FoundCode[] {
  return codesOf(text.folded).map((found) => ({
    code: found.code,
    start: startOf(text, found.start),
    end: endOf(text, found.end - 1),
  }));
}

export function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Where the terms occur at the start of a word, and how many of the terms occur at all. */
export function findMatches(
  text: string | FoldedText,
  terms: string[][],
): { ranges: HighlightRange[]; matched: number } {
  const folding = typeof text === 'string' ? fold(text) : text;
  const { folded } = folding;
  const ranges: HighlightRange[] = [];
  let matched = 0;
  for (const variants of terms) {
    let found = false;
    for (const variant of variants) {
      for (let at = folded.indexOf(variant); at !== -1; at = folded.indexOf(variant, at + 1)) {
        if (at > 0 && WORD_CHAR.test(folded[at - 1] ?? '')) continue;
        ranges.push([startOf(folding, at), endOf(folding, at + variant.length - 1)]);
        found = true;
      }
    }
    if (found) matched += 1;
  }
  return { ranges: mergeRanges(ranges), matched };
}
