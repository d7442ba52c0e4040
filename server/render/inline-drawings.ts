import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import svgToTinyDataUri from 'mini-svg-data-uri';
import type { InlineDrawing, InlineDrawings } from '#shared/render-contract.ts';

// The small drawings of our own (SVG files under /images in the build) a page may carry inline as its first view
// (client/ui/first-view-image.tsx). Each file is read and prepared once.

/** Larger illustrations stay files: inlined, they would delay the text more than the round trip they save. */
const MAX_BYTES = 24 * 1024;
const IMAGES_DIR = 'images/';
/** Its ids get this prefix in the page, so that no id of the page's own can clash with the drawing's. */
const ID_PREFIX = 'first-view-';
/** The root's attributes the <img>'s box replaces. */
const BOX_ATTRIBUTES = new Set(['width', 'height', 'preserveAspectRatio', 'class']);

/** The drawing's root attributes and content, found by an XML parser; undefined if the file is no <svg>. */
export function prepareDrawing(svg: string): InlineDrawing | undefined {
  let depth = 0;
  let attributes: Record<string, string> | undefined;
  let contentStart = 0;
  let contentEnd = -1;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth += 1;
        if (depth !== 1 || name !== 'svg') return;
        attributes = Object.fromEntries(Object.entries(attribs).filter(([key]) => !BOX_ATTRIBUTES.has(key)));
        contentStart = parser.endIndex + 1;
      },
      onclosetag() {
        depth -= 1;
        if (depth === 0 && contentEnd < 0) contentEnd = parser.startIndex;
      },
    },
    { xmlMode: true },
  );
  parser.end(svg);
  if (!attributes || contentEnd < contentStart) return undefined;
  const content = svg
    .slice(contentStart, contentEnd)
    .replaceAll(' id="', ` id="${ID_PREFIX}`)
    .replaceAll('url(#', `url(#${ID_PREFIX}`)
    .replaceAll('href="#', `href="#${ID_PREFIX}`)
    .trim();
  // Its quotes percent-encoded: written into an attribute by React, a ' would take six bytes (&#x27;).
  return { attributes, content, dataUri: svgToTinyDataUri(svg).replaceAll("'", '%27') };
}

export function createInlineDrawings({ clientDir }: { clientDir: string }): InlineDrawings {
  const drawings = new Map<string, InlineDrawing | undefined>();

  function read(src: string): InlineDrawing | undefined {
    const file = path.join(clientDir, src);
    if (!src.endsWith('.svg') || !file.startsWith(path.join(clientDir, IMAGES_DIR))) return undefined;
    try {
      const text = readFileSync(file, 'utf8');
      return Buffer.byteLength(text) <= MAX_BYTES ? prepareDrawing(text) : undefined;
    } catch {
      // Not in the build: the page keeps the file's address.
      return undefined;
    }
  }

  return {
    get(src) {
      if (!drawings.has(src)) drawings.set(src, read(src));
      return drawings.get(src);
    },
  };
}

/** Development: pages keep their files. */
export const NO_INLINE_DRAWINGS: InlineDrawings = { get: () => undefined };
