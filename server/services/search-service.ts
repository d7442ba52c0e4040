// Site search (issue #3: beyond SPEC §2's placeholder). Pure: documents come from sources, built with the
// visitor's translate function, so the index is always in the active language; nothing here sees a request.

import type { HighlightedText, HighlightRange, SearchKind, SearchResult } from '#shared/search.ts';
import { withSynonyms } from './search-synonyms.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SearchDocument {
  kind: SearchKind;
  url: string;
  title: string;
  /** Searchable texts, most important first; the first one is the fallback snippet. */
  texts: string[];
}

/** One kind of content: services, product types, pages, and (issue #4) the catalogue's products. */
export type SearchSource = (t: Translate) => SearchDocument[];

export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;
const MAX_RESULTS = 50;
const SNIPPET_LENGTH = 220;
const SNIPPET_LEAD = 60;

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

/** Lower-cased query words, their stems and synonyms: a match is any of them at the start of a word. */
export function queryTerms(query: string): string[][] {
  const words = [
    ...new Set(
      normalizeQuery(query)
        .toLocaleLowerCase()
        .split(/[\s,.;:!?"'«»“”()]+/),
    ),
  ];
  return words
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((word) => withSynonyms([...new Set([word, ...stems(word)])]));
}

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

// Lower-cases the text one character at a time, remembering where each folded unit came from,
// so ranges found in the folded text point at the same characters of the original.
function fold(text: string): { folded: string; start: number[]; end: number[] } {
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
  return { folded, start, end };
}

function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
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
export function findMatches(text: string, terms: string[][]): { ranges: HighlightRange[]; matched: number } {
  const { folded, start, end } = fold(text);
  const ranges: HighlightRange[] = [];
  let matched = 0;
  for (const variants of terms) {
    let found = false;
    for (const variant of variants) {
      for (let at = folded.indexOf(variant); at !== -1; at = folded.indexOf(variant, at + 1)) {
        if (at > 0 && WORD_CHAR.test(folded[at - 1] ?? '')) continue;
        ranges.push([start[at] ?? 0, end[at + variant.length - 1] ?? text.length]);
        found = true;
      }
    }
    if (found) matched += 1;
  }
  return { ranges: mergeRanges(ranges), matched };
}

// A window of a long text around its first match, cut at spaces, with the ranges moved along.
function excerpt(text: string, ranges: HighlightRange[]): HighlightedText {
  if (text.length <= SNIPPET_LENGTH) return { text, ranges };
  const first = ranges[0]?.[0] ?? 0;
  let from = Math.max(0, first - SNIPPET_LEAD);
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  let to = Math.min(text.length, from + SNIPPET_LENGTH);
  if (to < text.length) to = text.lastIndexOf(' ', to) > from ? text.lastIndexOf(' ', to) : to;
  const prefix = from > 0 ? '…' : '';
  const suffix = to < text.length ? '…' : '';
  const shifted = ranges
    .filter(([s, e]) => s >= from && e <= to)
    .map(([s, e]): HighlightRange => [s - from + prefix.length, e - from + prefix.length]);
  return { text: `${prefix}${text.slice(from, to).trim()}${suffix}`, ranges: shifted };
}

// Specific content before the pages that summarise it, when both match in their titles.
const KIND_ORDER: Record<SearchKind, number> = { service: 0, productType: 1, product: 2, page: 3 };

interface Hit {
  titleMatches: number;
  score: number;
  result: SearchResult;
}

function scoreDocument(doc: SearchDocument, terms: string[][]): Hit | null {
  const title = findMatches(doc.title, terms);
  const texts = doc.texts.map((text) => ({ text, ...findMatches(text, terms) }));
  // Every word of the query must occur somewhere in the document.
  const covered = terms.every((variants) =>
    [doc.title, ...doc.texts].some((text) => findMatches(text, [variants]).matched > 0),
  );
  if (!covered) return null;
  const best = texts.reduce<(typeof texts)[number] | undefined>(
    (top, entry) => (entry.matched > (top?.matched ?? 0) ? entry : top),
    undefined,
  );
  const snippet = best ?? { text: doc.texts[0] ?? '', ranges: [] };
  const score =
    title.matched * 10 + (texts[0]?.matched ?? 0) * 3 + texts.slice(1).reduce((sum, t) => sum + t.matched, 0);
  return {
    titleMatches: title.matched,
    score,
    result: {
      kind: doc.kind,
      url: doc.url,
      title: { text: doc.title, ranges: title.ranges },
      snippet: excerpt(snippet.text, snippet.ranges),
    },
  };
}

/**
 * The documents matching every word of the query, best first: more query words in the title, then services and
 * products before pages, then more matches overall. An empty query finds nothing.
 */
export function searchDocuments(documents: SearchDocument[], query: string): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return documents
    .map((doc) => scoreDocument(doc, terms))
    .filter((hit) => hit !== null)
    .sort(
      (x, y) =>
        y.titleMatches - x.titleMatches || KIND_ORDER[x.result.kind] - KIND_ORDER[y.result.kind] || y.score - x.score,
    )
    .slice(0, MAX_RESULTS)
    .map((hit) => hit.result);
}

export function createSearchService(sources: readonly SearchSource[]) {
  return {
    /** Searches every source in the language of `t` (the visitor's). */
    search(query: string, t: Translate): SearchResult[] {
      const documents = sources.flatMap((source) => source(t));
      return searchDocuments(documents, query);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
