import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import * as media from '#shared/media.ts';
import type { Media } from '#shared/media.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
/** Illustrations must stay light: the largest (hero slides) are drawn well under this. */
const MAX_SVG_BYTES = 25 * 1024;

function isMedia(value: unknown): value is Media {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.src === 'string' && typeof v.width === 'number' && typeof v.height === 'number';
}

/** Every Media object reachable from the module's exports (nested objects and arrays included). */
function collect(value: unknown, found: Media[] = []): Media[] {
  if (isMedia(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) collect(item, found);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collect(item, found);
  return found;
}

const entries = collect(media);
const svgs = [...new Map(entries.filter((m) => m.src.endsWith('.svg')).map((m) => [m.src, m])).values()];
const fileOf = (src: string) => path.join(PUBLIC, src);
const read = (src: string) => readFileSync(fileOf(src), 'utf8');
const rootTag = (svg: string) => /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Width and height from a PNG's IHDR chunk (bytes 16..24, after the 8-byte signature). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

describe('shared/media.ts', () => {
  it('declares the site images (hero slides, services, team, partners, share picture)', () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
  });

  it.each(entries.map((m) => [m.src, m] as const))('%s exists in public/', (src) => {
    expect(statSync(fileOf(src)).isFile()).toBe(true);
  });

  // Catalogue pictures belong to data/products.json and are checked with it (products-data.test.ts).
  it('has no file in public/images outside the catalogue that no entry uses', () => {
    const used = new Set(entries.map((m) => fileOf(m.src)));
    const catalogue = path.join(PUBLIC, 'images', 'catalogue') + path.sep;
    const unused = listFiles(path.join(PUBLIC, 'images')).filter(
      (file) => !used.has(file) && !file.startsWith(catalogue),
    );
    expect(unused).toEqual([]);
  });
});

describe.each(svgs.map((m) => [m.src, m] as const))('%s', (src, { width, height }) => {
  it('declares the same viewBox, width and height as media.ts', () => {
    const tag = rootTag(read(src));
    expect(attr(tag, 'xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(attr(tag, 'viewBox')).toBe(`0 0 ${width} ${height}`);
    expect(attr(tag, 'width')).toBe(String(width));
    expect(attr(tag, 'height')).toBe(String(height));
  });

  it('is self-contained and inert: no script, no event handlers, no external or raster references', () => {
    const svg = read(src);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    expect(svg).not.toMatch(/<(image|foreignObject|iframe|object|embed)\b/i);
    expect(svg).not.toMatch(/data:/i);
    for (const [, ref] of svg.matchAll(/\s(?:xlink:)?href="([^"]*)"/g)) expect(ref).toMatch(/^#/);
    for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref).toMatch(/^#/);
  });

  it(`stays under ${MAX_SVG_BYTES / 1024} kB`, () => {
    expect(statSync(fileOf(src)).size).toBeLessThan(MAX_SVG_BYTES);
  });
});

describe('raster images', () => {
  it('share.png is a 1200x630 PNG, as declared, small enough for link previews', () => {
    const file = fileOf(media.SHARE_IMAGE.src);
    expect(pngSize(file)).toEqual({ width: media.SHARE_IMAGE.width, height: media.SHARE_IMAGE.height });
    expect(statSync(file).size).toBeLessThan(200 * 1024);
  });

  it('apple-touch-icon.png is 180x180', () => {
    expect(pngSize(path.join(PUBLIC, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  it('favicon.svg is the inert 40x40 mark', () => {
    const svg = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
    expect(attr(rootTag(svg), 'viewBox')).toBe('0 0 40 40');
    expect(svg).not.toMatch(/<script|\son[a-z]+\s*=|href=/i);
  });
});
