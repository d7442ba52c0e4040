// Rich text as plain JSON: the server parses the office's markup into it (server/content/markup.ts) and
// <RichText> (client/ui/rich-text.tsx) renders it with React elements, so no HTML string is ever built from it.
// This file reaches the browser: types and two small functions, no parser.

export type RichInline =
  | { text: string }
  | { strong: RichInline[] }
  | { em: RichInline[] }
  | { link: string; children: RichInline[] }
  | { br: true };

/** A list holds its items, each a line of inline content; `start` only when a numbered list does not start at 1. */
export type RichBlock = { p: RichInline[] } | { ul: RichInline[][] } | { ol: RichInline[][]; start?: number };

export type RichText = RichBlock[];

/** The only link targets kept: web pages, e-mail and telephone. Anything else (javascript:, data:, a path…) is text. */
export function isSafeHref(href: string): boolean {
  return /^(?:https?|mailto|tel):/i.test(href.trim());
}

function inlinePlain(nodes: readonly RichInline[]): string {
  return nodes
    .map((node) => {
      if ('text' in node) return node.text;
      if ('br' in node) return '\n';
      if ('strong' in node) return inlinePlain(node.strong);
      if ('em' in node) return inlinePlain(node.em);
      return inlinePlain(node.children);
    })
    .join('');
}

/** The words without the markup (meta descriptions, search, JSON-LD): blocks apart by a blank line, list items by a line. */
export function richTextPlain(doc: RichText): string {
  return doc
    .map((block) => {
      if ('p' in block) return inlinePlain(block.p);
      return ('ul' in block ? block.ul : block.ol).map(inlinePlain).join('\n');
    })
    .join('\n\n');
}
