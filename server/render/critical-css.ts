import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { Parser } from 'htmlparser2';
import { LRUCache } from 'lru-cache';
import { documentHtml, type CriticalStyles, type DocumentParts } from './assemble-document.ts';

// Critical CSS. A page's head carries, inline, the rules its own markup uses (found by beasties), so the first
// paint waits for no stylesheet. The full stylesheets are still linked, as media="print" (fetched without
// blocking); the page loader switches them on, and a <noscript> copy links them as usual without script.
// The inline style is allowed by its hash in the page's Content-Security-Policy, never by 'unsafe-inline'.
// A stylesheet of nothing but @font-face rules (fonts.css) is inlined whole and not linked again: declared a
// second time by a later sheet, a face loads anew and its font is swapped in under the reader.

export interface CriticalCss {
  /** The critical styles of a document, given its parts; undefined when it links no stylesheet. */
  styles(parts: DocumentParts): Promise<CriticalStyles | undefined>;
}

const FONT_FACE = /@font-face\s*{[^}]*}/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;

/** The attribute names our stylesheets select on ([hidden], [aria-current='page'] …). */
function selectedAttributes(css: string): Set<string> {
  return new Set([...css.matchAll(/\[([a-zA-Z-]+)/g)].map(([, name = '']) => name.toLowerCase()));
}

/**
 * What decides which rules match a page: its elements, classes, ids, and the values of the attributes the
 * stylesheets select on, with the text and the other attributes left out (read by an HTML parser). Pages that
 * differ only in text (another product, another language) share their critical CSS, so beasties runs once for
 * all of them.
 */
function markupShape(html: string, attributes: Set<string>, stylesheets: readonly string[]): string {
  const tokens = new Set<string>(stylesheets);
  const parser = new Parser({
    onopentag(tag, attribs) {
      tokens.add(tag);
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'class') for (const token of value.split(' ')) tokens.add(`.${token}`);
        else if (name === 'id') tokens.add(`#${value}`);
        else if (attributes.has(name)) tokens.add(`${tag}[${name}=${value}]`);
      }
    },
  });
  parser.end(html);
  return createHash('sha256')
    .update([...tokens].sort().join('\n'))
    .digest('base64url');
}

/** The text of the first <style> element in a document (beasties puts the critical rules in the head's one). */
function firstStyle(html: string): string {
  let css = '';
  let state: 'before' | 'inside' | 'after' = 'before';
  const parser = new Parser({
    onopentag(tag) {
      if (tag === 'style' && state === 'before') state = 'inside';
    },
    ontext(text) {
      if (state === 'inside') css += text;
    },
    onclosetag(tag) {
      if (tag === 'style' && state === 'inside') state = 'after';
    },
  });
  parser.end(html);
  return css;
}

const cspHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

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
  async function criticalRules(linked: string, fontHrefs: readonly string[]): Promise<string> {
    const rules = firstStyle(await beasties.process(linked));
    return fontHrefs.map((href) => sheet(href).fontFaces).join('') + rules;
  }

  return {
    async styles(parts) {
      const hrefs = parts.stylesheets;
      if (hrefs.length === 0) return undefined;
      const fontHrefs = hrefs.filter((href) => sheet(href).fontFaces !== undefined);
      const deferred = hrefs.filter((href) => !fontHrefs.includes(href));
      // The document as beasties reads it: linking the sheets it reduces, not those inlined whole.
      const linked = documentHtml({ ...parts, stylesheets: deferred });
      const attributes = new Set(hrefs.flatMap((href) => [...sheet(href).attributes]));
      const shape = markupShape(linked, attributes, hrefs);
      let pending = shapes.get(shape);
      if (!pending) {
        pending = criticalRules(linked, fontHrefs);
        shapes.set(shape, pending);
        pending.catch(() => shapes.delete(shape));
      }
      const css = await pending;
      return { css, hash: cspHash(css), deferred };
    },
  } satisfies CriticalCss;
}
