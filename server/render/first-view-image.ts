import { readFileSync } from 'node:fs';
import path from 'node:path';
import svgToTinyDataUri from 'mini-svg-data-uri';
import { islandSpans } from './island-spans.ts';

// The picture a page shows first (its largest paint: the hero, the about photo, the first product) travels inside
// the document, so a phone paints it with the text instead of one round trip later. Components mark it with
// fetchpriority="high"; only the first such image of a page, and only a small illustration of our own (an SVG
// under /images, compressed with the page), is inlined.
//
// Outside islands the <img> becomes the <svg> itself: a browser draws an SVG *image* in a document of its own,
// built on the main thread before the first paint (10 ms and more on a phone), while inline SVG is laid out with
// the page. Inside an island the markup must stay what React renders, so there it is a data: address (CSP allows
// data: images). Either way the preload React adds for the image goes: nothing needs the file any more.

/** Larger illustrations stay files: inlined, they would delay the text more than the round trip they save. */
const MAX_BYTES = 24 * 1024;
const LEAD_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const OWN_SVG = /\bsrc="(\/images\/[a-z0-9/_-]+\.svg)"/i;
/** Its ids get this prefix in the page, so that no id of the page's own can clash with the drawing's. */
const ID_PREFIX = 'first-view-';

export interface FirstViewImage {
  inline(html: string): string;
}

export function createFirstViewImage({ clientDir }: { clientDir: string }): FirstViewImage {
  const files = new Map<string, string | null>();

  function readSvg(src: string): string | null {
    let svg = files.get(src);
    if (svg !== undefined) return svg;
    const file = path.join(clientDir, src);
    svg = null;
    if (file.startsWith(clientDir + path.sep)) {
      try {
        const text = readFileSync(file, 'utf8');
        if (Buffer.byteLength(text) <= MAX_BYTES) svg = text;
      } catch {
        // Not in the build: the page keeps the file's address.
      }
    }
    files.set(src, svg);
    return svg;
  }

  return {
    inline(html) {
      const lead = LEAD_IMAGE.exec(html);
      const src = lead && OWN_SVG.exec(lead[0])?.[1];
      const svg = src && readSvg(src);
      if (!lead || !src || !svg) return html;
      const inIsland = islandSpans(html).some(([start, end]) => lead.index > start && lead.index < end);
      const replacement = inIsland ? withDataUri(lead[0], svg) : inlineSvg(lead[0], svg);
      const page = html.slice(0, lead.index) + replacement + html.slice(lead.index + lead[0].length);
      return page.replace(preloadOf(src), '');
    },
  };
}

function withDataUri(tag: string, svg: string): string {
  // A literal & in the attribute would be read as a character reference.
  return tag.replace(OWN_SVG, () => `src="${svgToTinyDataUri(svg).replaceAll('&', '&amp;')}"`);
}

/** The <img>'s class, size and text on the drawing's own <svg> element; `slice` draws it as object-fit: cover
 *  does (the same as the image's fill wherever the box has the picture's proportions). */
function inlineSvg(tag: string, svg: string): string {
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const alt = attribute('alt') ?? '';
  const className = attribute('class');
  const attributes = [
    className !== undefined && `class="${className}"`,
    `width="${attribute('width') ?? ''}"`,
    `height="${attribute('height') ?? ''}"`,
    'preserveAspectRatio="xMidYMid slice"',
    'data-first-view=""',
    alt ? `role="img" aria-label="${alt}"` : 'aria-hidden="true"',
  ].filter(Boolean);
  const drawing = svg
    .replace(/^[\s\S]*?(?=<svg\b)/, '')
    .replace(/\b(id)=(["'])([^"']+)\2/g, `$1=$2${ID_PREFIX}$3$2`)
    .replace(/url\(#/g, `url(#${ID_PREFIX}`)
    .replace(/\b((?:xlink:)?href)=(["'])#/g, `$1=$2#${ID_PREFIX}`)
    .trim();
  return drawing.replace(/^<svg\b([^>]*)>/, (_, own: string) => {
    const kept = own.replace(/\s(width|height|preserveAspectRatio|class)=(["'])[^"']*\2/g, '');
    return `<svg${kept} ${attributes.join(' ')}>`;
  });
}

/** React's <link rel="preload" as="image"> for the picture, as it writes it into the head. */
function preloadOf(src: string): RegExp {
  const escaped = src.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<link rel="preload" as="image" href="${escaped}"[^>]*>`, 'i');
}
