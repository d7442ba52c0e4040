// Site search (beyond docs/specification.md §2's placeholder). Pure: documents come from sources, built with
// the visitor's translate function, so the index is always in the active language; nothing here sees a request.

import type { HighlightedText, HighlightRange, SearchKind, SearchResult } from '#shared/search.ts';
import { findMatches, foldedText, queryTerms } from './search-terms.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SearchDocument {
  kind: SearchKind;
  url: string;
  title: string;
  /** Searchable texts, most important first; the first one is the fallback snippet. */
  texts: string[];
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

// A document's words lower-cased in one string, worked out once per document (the catalogue's are kept across
// searches, search-sources.ts): a cheap test that rules out most documents before they are scored.
const haystacks = new WeakMap<SearchDocument, string>();

/** False when some word of the query occurs nowhere in the document (true does not mean it matches). */
function mayMatch(doc: SearchDocument, terms: string[][]): boolean {
  let haystack = haystacks.get(doc);
  if (haystack === undefined) {
    haystack = foldedText([doc.title, ...doc.texts].join('\n'));
    haystacks.set(doc, haystack);
  }
  return terms.every((variants) => variants.some((variant) => haystack.includes(variant)));
}

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
    .filter((doc) => mayMatch(doc, terms))
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
