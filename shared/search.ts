// What the site search answers (the server's search service) and the search page shows. Results carry
// highlight ranges, not markup: the page turns them into <mark> elements, so nothing is injected as HTML.

export type SearchKind = 'service' | 'productType' | 'product' | 'person' | 'page';

/** [start, end) offsets into the text, in UTF-16 code units, sorted and not overlapping. */
export type HighlightRange = [number, number];

export interface HighlightedText {
  text: string;
  ranges: HighlightRange[];
}

export interface SearchResult {
  kind: SearchKind;
  /** The page's path in the route table (Mongolian); shown in the page's language. */
  url: string;
  title: HighlightedText;
  snippet: HighlightedText;
}
