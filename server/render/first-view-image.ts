import { readFileSync } from 'node:fs';
import path from 'node:path';
import svgToTinyDataUri from 'mini-svg-data-uri';

// The picture a page shows first (its largest paint: the hero, the about photo, the first product) travels inside
// the document as a data: URI, so a phone paints it with the text instead of one round trip later. Components
// mark it with fetchpriority="high"; only the first such image of a page, and only a small illustration of our
// own (an SVG under /images, compressed with the page), is inlined. CSP allows data: images.

/** Larger illustrations stay files: inlined, they would delay the text more than the round trip they save. */
const MAX_BYTES = 24 * 1024;
const LEAD_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const OWN_SVG = /\bsrc="(\/images\/[a-z0-9/_-]+\.svg)"/i;

export interface FirstViewImage {
  inline(html: string): string;
}

export function createFirstViewImage({ clientDir }: { clientDir: string }): FirstViewImage {
  const uris = new Map<string, string | null>();

  function dataUri(src: string): string | null {
    let uri = uris.get(src);
    if (uri !== undefined) return uri;
    const file = path.join(clientDir, src);
    uri = null;
    if (file.startsWith(clientDir + path.sep)) {
      try {
        const svg = readFileSync(file, 'utf8');
        if (Buffer.byteLength(svg) <= MAX_BYTES) uri = svgToTinyDataUri(svg);
      } catch {
        // Not in the build: the page keeps the file's address.
      }
    }
    uris.set(src, uri);
    return uri;
  }

  return {
    inline(html) {
      return html.replace(LEAD_IMAGE, (tag) =>
        tag.replace(OWN_SVG, (attribute, src: string) => {
          const uri = dataUri(src);
          // A literal & in the attribute would be read as a character reference.
          return uri ? `src="${uri.replaceAll('&', '&amp;')}"` : attribute;
        }),
      );
    },
  };
}
