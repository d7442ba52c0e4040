import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Partner logos may be SVG drawings (docs/photos.md, "The SVG sanitizer"). An SVG is a document that can run script, so
// it is cleaned before it is stored: DOMPurify (cure53; the sanitizer browsers' own Sanitizer API was modelled on,
// released every few weeks) with its SVG profile, over jsdom's DOM. It drops <script>, <foreignObject>, event
// handler attributes and javascript: addresses itself; the hooks below also drop every reference outside the
// file (href/xlink:href not starting with '#', url(…) in styles that does not point inside it, @import), so a
// logo never fetches anything nor tells a third party it was seen. It runs in the media worker
// (media-worker.ts): jsdom is large, and stays out of the process that serves pages.

const SVG_NS = 'http://www.w3.org/2000/svg';
/** An address inside the document: `#id`. */
const isLocal = (value: string) => value.trim().startsWith('#');
// url( followed by anything but #…: an outside reference in a style.
const OUTSIDE_URL = /url\(\s*(?!['"]?\s*#)/i;
const IMPORT = /@import/i;

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const created = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  created.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !isLocal(value)) data.keepAttr = false;
    if (name === 'style' && (OUTSIDE_URL.test(value) || IMPORT.test(value))) data.keepAttr = false;
    if (/^on/i.test(name)) data.keepAttr = false;
    // Presentation attributes may hold url(…) too (fill="url(https://…)").
    if (OUTSIDE_URL.test(value)) data.keepAttr = false;
  });
  created.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && (OUTSIDE_URL.test(node.textContent ?? '') || IMPORT.test(node.textContent ?? ''))) {
      node.parentNode?.removeChild(node);
    }
  });
  purifier = created;
  return created;
}

/** The size a drawing declares (width/height, else its viewBox), for the layout's width and height. */
function declaredSize(svg: Element): { width: number; height: number } {
  const number = (value: string | null) => {
    const parsed = Number.parseFloat(value ?? '');
    return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
  };
  const box = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = number(svg.getAttribute('width')) ?? (box.length === 4 ? box[2] : undefined);
  const height = number(svg.getAttribute('height')) ?? (box.length === 4 ? box[3] : undefined);
  return width && height ? { width: Math.round(width), height: Math.round(height) } : { width: 300, height: 150 };
}

export interface SanitizedSvg {
  svg: string;
  width: number;
  height: number;
}

/**
 * The drawing with everything that could run or reach outside removed; undefined when nothing of an <svg> is
 * left (it was not one, or a DOCTYPE declared entities, which no logo needs and which can expand without end).
 */
export function sanitizeSvg(text: string): SanitizedSvg | undefined {
  if (/<!ENTITY/i.test(text)) return undefined;
  const clean = getPurifier().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'image', 'foreignObject', 'script', 'iframe', 'video', 'audio'],
    WHOLE_DOCUMENT: false,
  });
  // Read back as XML (what an <img> of it will be): the SVG namespace on the root, as a browser needs it.
  // HTML's serializer writes a no-break space as &nbsp;, which XML does not know.
  const xml = clean.replace(/&nbsp;/g, '&#160;');
  const namespaced = /^<svg\b[^>]*\sxmlns=/.test(xml) ? xml : xml.replace(/^<svg\b/, `<svg xmlns="${SVG_NS}"`);
  const { window } = new JSDOM('');
  const parsed = new window.DOMParser().parseFromString(namespaced, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') return undefined;
  if (parsed.getElementsByTagName('parsererror').length > 0) return undefined;
  const { width, height } = declaredSize(root);
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${root.outerHTML}`, width, height };
}
