// The markup the office writes long texts in (product descriptions first), parsed here into the JSON tree of
// shared/rich-text.ts that <RichText> renders as React elements: no HTML string is made, and the parser stays on
// the server (docs/architecture.md §2: shared/ and the islands reach the browser; §4: no HTML rewritten).
//
// The subset, markdown-it's 'zero' preset with only these rules on:
// - paragraphs, apart by a blank line; a single line break stays a line break (<br>), as the editor typed it;
// - bullet (-, *, +) and numbered (1. or 1)) lists; a list inside a list is flattened into its items;
// - **bold**, *italic* (or _italic_), [text](address) and bare http(s):// or mailto: addresses;
// - a backslash shows a markup character as itself (\*).
// Nothing else is markup: HTML, headings, code, quotes, images, tables and entities stay the text typed.
// Links go only to http(s), mailto and tel; any other [text](address) stays as typed, as plain text.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { isSafeHref, richTextPlain } from '#shared/rich-text.ts';
import type { RichBlock, RichInline, RichText } from '#shared/rich-text.ts';

const md = new MarkdownIt('zero', { linkify: true });
md.enable(['list', 'newline', 'escape', 'emphasis', 'link', 'linkify']);
// Only addresses written with their scheme become links: "info@x.mn" or "x.mn" inside a sentence stay text.
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
md.validateLink = isSafeHref;

function inlines(tokens: readonly Token[]): RichInline[] {
  const root: RichInline[] = [];
  const open: RichInline[][] = [root];
  for (const token of tokens) {
    const into = open.at(-1) ?? root;
    switch (token.type) {
      case 'softbreak':
      case 'hardbreak':
        into.push({ br: true });
        break;
      case 'strong_open':
      case 'em_open':
      case 'link_open': {
        const children: RichInline[] = [];
        if (token.type === 'strong_open') into.push({ strong: children });
        else if (token.type === 'em_open') into.push({ em: children });
        else into.push({ link: String(token.attrGet('href') ?? ''), children });
        open.push(children);
        break;
      }
      case 'strong_close':
      case 'em_close':
      case 'link_close':
        if (open.length > 1) open.pop();
        break;
      default: {
        // 'text', and the words of any token no rule here expects: never lost, always text.
        if (!token.content) break;
        const last = into.at(-1);
        if (last && 'text' in last) last.text += token.content;
        else into.push({ text: token.content });
      }
    }
  }
  return root;
}

/** The office's markup as a rich-text tree; any string is accepted, and what is not markup is text. */
export function parseMarkup(source: string): RichText {
  const doc: RichBlock[] = [];
  let items: RichInline[][] | undefined; // the outermost open list's items
  let item: RichInline[] | undefined; // the item being filled, until it closes
  let depth = 0;
  for (const token of md.parse(source, {})) {
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        if (depth++ > 0) break; // a nested list's items join the outer list
        items = [];
        if (token.type === 'bullet_list_open') doc.push({ ul: items });
        else {
          const start = Number(token.attrGet('start') ?? 1);
          doc.push(start === 1 ? { ol: items } : { ol: items, start });
        }
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        if (--depth === 0) items = undefined;
        break;
      case 'list_item_open':
        item = [];
        items?.push(item);
        break;
      case 'list_item_close':
        item = undefined;
        break;
      case 'inline': {
        const content = inlines(token.children ?? []);
        if (!items) {
          doc.push({ p: content });
        } else if (item) {
          // An item's second paragraph goes on a new line of the same item.
          if (item.length > 0) item.push({ br: true });
          item.push(...content);
        } else {
          // Words of an item after the list nested in it: an item of their own, so nothing is lost.
          items.push(content);
        }
      }
    }
  }
  return doc;
}

/** The words of a markup text without the markup (meta descriptions, search, JSON-LD). */
export function markupPlain(source: string): string {
  return richTextPlain(parseMarkup(source));
}
