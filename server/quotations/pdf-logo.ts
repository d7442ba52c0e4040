import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../project-root.ts';

// The company mark on the quotation: the site's own logo file (public/favicon.svg, which client/ui/logo-mark.tsx
// draws too), so a new mark needs no change here. The drawing is a few filled shapes and one stroke; this reads
// exactly what it uses (rect with rx, path with fill or stroke) and pdfkit draws the paths as they are written.

/** What pdfkit's document offers to draw the mark. */
interface Canvas {
  save(): this;
  restore(): this;
  translate(x: number, y: number): this;
  scale(factor: number): this;
  roundedRect(x: number, y: number, w: number, h: number, r?: number): this;
  path(d: string): this;
  fill(colour?: string): this;
  stroke(colour?: string): this;
  lineWidth(width: number): this;
  lineCap(cap: 'butt' | 'round' | 'square'): this;
}

interface Shape {
  tag: string;
  attributes: Record<string, string>;
}

// The built site serves public/ from dist/client/ (the image has no public/); the sources have it where it is.
const LOGO_FILES = ['dist/client/favicon.svg', 'public/favicon.svg'].map((file) => path.join(ROOT_DIR, file));

function readShapes(svg: string): { viewBox: number; shapes: Shape[] } {
  const viewBox = Number(/viewBox="0 0 ([\d.]+) [\d.]+"/.exec(svg)?.[1] ?? 0);
  const shapes = [...svg.matchAll(/<(rect|path)\s([^>]*?)\/?>/g)].map(([, tag = '', body = '']) => ({
    tag,
    attributes: Object.fromEntries([...body.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k = '', v = '']) => [k, v])),
  }));
  return { viewBox, shapes };
}

let logo: ReturnType<typeof readShapes> | null | undefined;

/** The logo's shapes, read once; null when the file is not there or not the simple drawing this reads. */
function logoShapes(): ReturnType<typeof readShapes> | null {
  if (logo !== undefined) return logo;
  const file = LOGO_FILES.find((candidate) => existsSync(candidate));
  const read = file ? readShapes(readFileSync(file, 'utf8')) : undefined;
  logo = read && read.viewBox > 0 && read.shapes.length > 0 ? read : null;
  return logo;
}

/** Draws the logo `size` points square with its top left at (x, y); false when there is none to draw. */
export function drawLogo(doc: Canvas, x: number, y: number, size: number): boolean {
  const read = logoShapes();
  if (!read) return false;
  doc
    .save()
    .translate(x, y)
    .scale(size / read.viewBox);
  for (const { tag, attributes: a } of read.shapes) {
    if (tag === 'rect') {
      doc.roundedRect(Number(a.x ?? 0), Number(a.y ?? 0), Number(a.width), Number(a.height), Number(a.rx ?? 0));
    } else if (a.d) doc.path(a.d);
    else continue;
    if (a.stroke) {
      doc.lineWidth(Number(a['stroke-width'] ?? 1));
      if (a['stroke-linecap'] === 'round' || a['stroke-linecap'] === 'square') doc.lineCap(a['stroke-linecap']);
      doc.stroke(a.stroke);
    } else doc.fill(a.fill ?? '#000000');
  }
  doc.restore();
  return true;
}
