// Site search (beyond docs/specification.md §2's placeholder). Pure: documents come from sources, built with
// the visitor's translate function, so the index is always in the active language; nothing here sees a request.

import type { HighlightedText, HighlightRange, SearchKind, SearchResult } from '#shared/search.ts';
import { codeMatches, compactNumber, type FoundCode } from './search-normalise.ts';
import {
  findMatches,
  fold,
  foldedText,
  endOf,
  mergeRanges,
  parseQuery,
  startOf,
  textCodes,
  type FoldedText,
  type QueryTerms,
} from './search-terms.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SearchDocument {
  kind: SearchKind;
  url: string;
  title: string;
  /** Searchable texts, most important first; the first one is the fallback snippet. */
  texts: string[];
  /** Its part numbers (a product's own and its alternatives, said in a text too): typed whole, it comes first. */
  numbers?: string[];
}

/** One kind of content: services, product types, pages, and the catalogue's products. */
export type SearchSource = (t: Translate) => SearchDocument[];

const MAX_RESULTS = 50;
const SNIPPET_LENGTH = 220;
const SNIPPET_LEAD = 60;

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
const KIND_ORDER: Record<SearchKind, number> = { service: 0, productType: 1, product: 2, person: 3, page: 4 };

// What a document is matched by, worked out once per document (the catalogue's are kept across searches,
// search-sources.ts): its words lower-cased in one string, a cheap test that rules out most documents before they
// are scored; the codes of its title and each text (search-normalise.ts); its part numbers as compared.
interface DocumentIndex {
  haystack: string;
  /** The title and each text, folded. */
  texts: FoldedText[];
  codes: FoundCode[][];
  numbers: Set<string>;
}
const indexes = new WeakMap<SearchDocument, DocumentIndex>();

/** A part number as typed whole: with its maker's name before it or without ("CAT 8E-5732", "8E-5732"). */
const exactForms = (number: string): string[] => {
  const bare = number.replace(/^\p{L}+\s+(?=.*\d)/u, '');
  return [...new Set([compactNumber(number), compactNumber(bare)])];
};

function indexOf(doc: SearchDocument): DocumentIndex {
  let index = indexes.get(doc);
  if (index === undefined) {
    const texts = [doc.title, ...doc.texts].map(fold);
    const codes = texts.map(textCodes);
    const numbers = (doc.numbers ?? []).map(foldedText);
    // A part number with spaces in it ("CAT 8E-5732") is a code of the text saying it, whole.
    for (const number of numbers) {
      const at = texts.findIndex((text) => text.folded.includes(number));
      const text = texts[at];
      const value = compactNumber(number);
      if (!text || !value) continue;
      const start = text.folded.indexOf(number);
      const end = endOf(text, start + number.length - 1);
      codes[at]?.push({ code: { type: 'code', value }, start: startOf(text, start), end });
    }
    const haystack = texts.map((text) => text.folded).join('\n');
    index = { haystack, texts, codes, numbers: new Set(numbers.flatMap(exactForms).filter(Boolean)) };
    indexes.set(doc, index);
  }
  return index;
}

/** False when some word or code of the query occurs nowhere in the document (true does not mean it matches). */
function mayMatch(index: DocumentIndex, query: QueryTerms): boolean {
  return (
    query.words.every((variants) => variants.some((variant) => index.haystack.includes(variant))) &&
    query.codes.every((code) => index.codes.some((found) => found.some((entry) => codeMatches(code, entry.code))))
  );
}

/** Where a text says the query's words and codes, and which of them it says (the words first, then the codes). */
function matchText(text: FoldedText, codes: readonly FoundCode[], query: QueryTerms) {
  const ranges: HighlightRange[] = [];
  const says: boolean[] = [];
  for (const variants of query.words) {
    const found = findMatches(text, [variants]);
    ranges.push(...found.ranges);
    says.push(found.matched > 0);
  }
  for (const code of query.codes) {
    const found = codes.filter((entry) => codeMatches(code, entry.code));
    ranges.push(...found.map((entry): HighlightRange => [entry.start, entry.end]));
    says.push(found.length > 0);
  }
  return { ranges: mergeRanges(ranges), says, matched: says.filter(Boolean).length };
}

interface Hit {
  /** The query is one of its part numbers. */
  exact: boolean;
  titleMatches: number;
  score: number;
  result: SearchResult;
}

function scoreDocument(doc: SearchDocument, index: DocumentIndex, query: QueryTerms, typed: string): Hit | null {
  const [title = fold(doc.title), ...folded] = index.texts;
  const titleMatch = matchText(title, index.codes[0] ?? [], query);
  const texts = folded.map((text, i) => ({ text: text.text, ...matchText(text, index.codes[i + 1] ?? [], query) }));
  // Every word and code of the query must occur somewhere in the document.
  const covered = titleMatch.says.every((said, term) => said || texts.some((entry) => entry.says[term]));
  if (!covered) return null;
  const best = texts.reduce<(typeof texts)[number] | undefined>(
    (top, entry) => (entry.matched > (top?.matched ?? 0) ? entry : top),
    undefined,
  );
  const snippet = best ?? { text: doc.texts[0] ?? '', ranges: [] };
  const score =
    titleMatch.matched * 10 + (texts[0]?.matched ?? 0) * 3 + texts.slice(1).reduce((sum, t) => sum + t.matched, 0);
  return {
    exact: typed !== '' && index.numbers.has(typed),
    titleMatches: titleMatch.matched,
    score,
    result: {
      kind: doc.kind,
      url: doc.url,
      title: { text: doc.title, ranges: titleMatch.ranges },
      snippet: excerpt(snippet.text, snippet.ranges),
    },
  };
}

/**
 * The documents matching every word and code of the query, best first: a product whose part number is the query
 * (docs/content.md, "Part numbers"), then more of the query in the title, then services and products before
 * pages, then more matches overall. An empty query finds nothing.
 */
export function searchDocuments(documents: SearchDocument[], query: string): SearchResult[] {
  const terms = parseQuery(query);
  if (terms.words.length === 0 && terms.codes.length === 0) return [];
  const typed = compactNumber(foldedText(query));
  return documents
    .map((doc) => ({ doc, index: indexOf(doc) }))
    .filter(({ index }) => mayMatch(index, terms))
    .map(({ doc, index }) => scoreDocument(doc, index, terms, typed))
    .filter((hit) => hit !== null)
    .sort(
      (x, y) =>
        Number(y.exact) - Number(x.exact) ||
        y.titleMatches - x.titleMatches ||
        KIND_ORDER[x.result.kind] - KIND_ORDER[y.result.kind] ||
        y.score - x.score,
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
