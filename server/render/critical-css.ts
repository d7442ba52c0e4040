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

/** What a stylesheet's selectors can name: attributes ([hidden], [aria-current='page'] …), classes and ids. */
interface Selected {
  attributes: Set<string>;
  /** Undefined when the sheet escapes characters in names (`.sm\:flex`), which these patterns cannot read. */
  names: Set<string> | undefined;
}

function selected(css: string): Selected {
  const attributes = new Set([...css.matchAll(/\[([a-zA-Z-]+)/g)].map(([, name = '']) => name.toLowerCase()));
  // A superset (a colour such as #fff reads as an id, a file's .woff2 as a class), which only costs a token.
  const names = css.includes('\\')
    ? undefined
    : new Set([...css.matchAll(/([.#]-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name));
  return { attributes, names };
}

/**
 * What decides which rules match a page: its elements, the classes and ids the stylesheets name, and the values
 * of the attributes they select on, with the text and everything else left out (read by an HTML parser). Pages
 * that differ only in text or in names no rule uses (another product, its card's id, another language) share
 * their critical CSS, so beasties runs once for all of them: it takes tens of milliseconds a page.
 */
function markupShape(html: string, { attributes, names }: Selected, stylesheets: readonly string[]): string {
  const tokens = new Set<string>(stylesheets);
  const add = (token: string) => {
    if (!names || names.has(token)) tokens.add(token);
  };
  const parser = new Parser({
    onopentag(tag, attribs) {
      tokens.add(tag);
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'class') for (const token of value.split(' ')) add(`.${token}`);
        else if (name === 'id') add(`#${value}`);
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
  const sheets = new Map<string, { selected: Selected; fontFaces: string | undefined }>();
  const shapes = new LRUCache<string, Promise<string>>({ max: maxShapes });

  /** Read once per stylesheet: what its selectors name, and its rules if it holds only font faces. */
  function sheet(href: string) {
    let known = sheets.get(href);
    if (!known) {
      const css = readFileSync(path.join(clientDir, href), 'utf8').replace(COMMENT, '');
      const isFontsOnly = css.replace(FONT_FACE, '').trim() === '';
      known = { selected: selected(css), fontFaces: isFontsOnly ? css.trim() : undefined };
      sheets.set(href, known);
    }
    return known;
  }

  const selections = new Map<string, Selected>();
  /** What any of the stylesheets names (a page links one of a few sets of sheets). */
  function selectedBy(hrefs: readonly string[]): Selected {
    const key = hrefs.join(' ');
    let known = selections.get(key);
    if (!known) {
      const all = hrefs.map((href) => sheet(href).selected);
      const exact = all.every(({ names }) => names);
      known = {
        attributes: new Set(all.flatMap(({ attributes }) => [...attributes])),
        names: exact ? new Set(all.flatMap(({ names }) => [...(names ?? [])])) : undefined,
      };
      selections.set(key, known);
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
      const shape = markupShape(linked, selectedBy(hrefs), hrefs);
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
