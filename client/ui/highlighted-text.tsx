import type { ReactNode } from 'react';
import type { HighlightRange } from '#shared/search.ts';

/** Splits a text at its highlight ranges; ranges out of order, overlapping or out of bounds are ignored. */
export function splitHighlights(
  text: string,
  ranges: readonly HighlightRange[],
): Array<{ text: string; isMatch: boolean }> {
  const parts: Array<{ text: string; isMatch: boolean }> = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), isMatch: false });
    parts.push({ text: text.slice(start, end), isMatch: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isMatch: false });
  return parts;
}

// Search matches as <mark> elements. Built from React text nodes, so whatever the text holds is escaped.
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  const nodes: ReactNode[] = splitHighlights(text, ranges).map((part, index) =>
    part.isMatch ? <mark key={index}>{part.text}</mark> : part.text,
  );
  return <>{nodes}</>;
}
