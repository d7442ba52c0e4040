import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from '../html-escaping.ts';

// Critical CSS. A page's head carries, inline, the rules its own markup uses (found by beasties), so the first
// paint waits for no stylesheet. The full stylesheets are still linked, as media="print" (fetched without
// blocking); the page loader switches them on, and a <noscript> copy links them as usual without script.
// The inline style is allowed by its hash in the page's Content-Security-Policy, never by 'unsafe-inline'.
// A stylesheet of nothing but @font-face rules (fonts.css) is inlined whole and not linked again: declared a
// second time by a later sheet, a face loads anew and its font is swapped in under the reader.

export interface InlinedStyles {
  html: string;
  /** CSP sources ('sha256-…') of the page's inline styles. */
  styleHashes: string[];
}

export interface CriticalCss {
  inline(html: string): Promise<InlinedStyles>;
}

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)">/g;
const START_TAG = /<([a-z][a-z0-9-]*)((?:\s+[a-zA-Z:-]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([a-zA-Z:-]+)(?:="([^"]*)")?/g;
const FONT_FACE = /@font-face\s*{[^}]*}/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;

/** The attribute names our stylesheets select on ([hidden], [aria-current='page'] …). */
function selectedAttributes(css: string): Set<string> {
  return new Set([...css.matchAll(/\[([a-zA-Z-]+)/g)].map(([, name = '']) => name.toLowerCase()));
}

/**
 * What decides which rules match a page: its elements, classes, ids, and the values of the attributes the
 * stylesheets select on, with the text and the other attributes left out. Pages that differ only in text
 * (another product, another language) share their critical CSS, so beasties runs once for all of them.
 */
function markupShape(html: string, attributes: Set<string>, stylesheets: readonly string[]): string {
  const tokens = new Set<string>(stylesheets);
  for (const [, tag = '', attrs = ''] of html.matchAll(START_TAG)) {
    tokens.add(tag);
    for (const [, rawName = '', value = ''] of attrs.matchAll(ATTRIBUTE)) {
      const name = rawName.toLowerCase();
      if (name === 'class') for (const token of value.split(/\s+/)) tokens.add(`.${token}`);
      else if (name === 'id') tokens.add(`#${value}`);
      else if (attributes.has(name)) tokens.add(`${tag}[${name}=${value}]`);
    }
  }
  return createHash('sha256')
    .update([...tokens].sort().join('\n'))
    .digest('base64url');
}

const cspHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The head's stylesheet links replaced by the inline critical rules and links that do not block. */
function withInlineStyles(html: string, css: string, deferredHrefs: readonly string[]): string {
  const deferred = deferredHrefs
    .map((href) => escapeHtml(href))
    .map(
      (href) =>
        `<link rel="stylesheet" href="${href}" media="print" data-deferred-style>` +
        `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
    )
    .join('');
  let isFirst = true;
  return html.replace(STYLESHEET_LINK, () => {
    if (!isFirst) return '';
    isFirst = false;
    return `<style>${css}</style>${deferred}`;
  });
}

export function createCriticalCss({ clientDir, maxShapes = 200 }: { clientDir: string; maxShapes?: number }) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    // Matches markup only once the head's script has run (web-fonts-script.ts), before the first paint.
    allowRules: [/\[data-web-fonts\]/],
    logLevel: 'warn',
  });
  const sheets = new Map<string, { attributes: Set<string>; fontFaces: string | undefined }>();
  const shapes = new LRUCache<string, Promise<string>>({ max: maxShapes });

  /** Read once per stylesheet: the attributes its selectors use, and its rules if it holds only font faces. */
  function sheet(href: string) {
    let known = sheets.get(href);
    if (!known) {
      const css = readFileSync(path.join(clientDir, href), 'utf8').replace(COMMENT, '');
      const isFontsOnly = css.replace(FONT_FACE, '').trim() === '';
      known = { attributes: selectedAttributes(css), fontFaces: isFontsOnly ? css.trim() : undefined };
      sheets.set(href, known);
    }
    return known;
  }

  // The fonts are named through custom properties, which beasties cannot follow: their rules come whole (a
  // few hundred bytes), so the fonts are requested as early as the text that uses them.
  async function criticalRules(html: string, fontHrefs: readonly string[]): Promise<string> {
    const withoutFonts = html.replace(STYLESHEET_LINK, (link, href: string) => (fontHrefs.includes(href) ? '' : link));
    const processed = await beasties.process(withoutFonts);
    const rules = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? '';
    return fontHrefs.map((href) => sheet(href).fontFaces).join('') + rules;
  }

  return {
    async inline(html: string): Promise<InlinedStyles> {
      const hrefs = [...html.matchAll(STYLESHEET_LINK)].map(([, href = '']) => href);
      if (hrefs.length === 0) return { html, styleHashes: [] };
      const fontHrefs = hrefs.filter((href) => sheet(href).fontFaces !== undefined);
      const attributes = new Set(hrefs.flatMap((href) => [...sheet(href).attributes]));
      const shape = markupShape(html, attributes, hrefs);
      let pending = shapes.get(shape);
      if (!pending) {
        pending = criticalRules(html, fontHrefs);
        shapes.set(shape, pending);
        pending.catch(() => shapes.delete(shape));
      }
      const css = await pending;
      const deferredHrefs = hrefs.filter((href) => !fontHrefs.includes(href));
      return { html: withInlineStyles(html, css, deferredHrefs), styleHashes: [cspHash(css)] };
    },
  } satisfies CriticalCss;
}
