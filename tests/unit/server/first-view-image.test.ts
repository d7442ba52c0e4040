import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createFirstViewImage } from '#server/render/first-view-image.ts';

const SMALL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>A &amp; B</title><rect width="10" height="10"/></svg>`;
const DRAWING = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" width="20" height="10"><defs><linearGradient id="sky"><stop offset="0" stop-color="#000"/></linearGradient><g id="tree"><rect width="2" height="5"/></g></defs><rect width="20" height="10" fill="url(#sky)"/><use href="#tree" x="4"/></svg>
`;

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-view-'));
  mkdirSync(path.join(dir, 'images', 'about'), { recursive: true });
  writeFileSync(path.join(dir, 'images', 'about', 'lead.svg'), SMALL_SVG);
  writeFileSync(path.join(dir, 'images', 'about', 'drawing.svg'), DRAWING);
  writeFileSync(path.join(dir, 'images', 'about', 'other.svg'), SMALL_SVG);
  writeFileSync(path.join(dir, 'images', 'about', 'huge.svg'), `<svg>${'<g/>'.repeat(10_000)}</svg>`);
  writeFileSync(path.join(dir, 'secret.svg'), SMALL_SVG);
  return dir;
}

const img = (src: string, priority?: string, alt = '') =>
  `<img class="card__image" src="${src}" width="40" height="20" alt="${alt}"${priority ? ` fetchPriority="${priority}"` : ''}>`;
const preload = (src: string) => `<link rel="preload" as="image" href="${src}" fetchPriority="high"/>`;
const island = (inner: string) =>
  `<div class="island" data-island="catalogue" data-props="{&quot;a&quot;:&quot;&lt;div&gt;&quot;}"><div>${inner}</div></div>`;

/** The SVG a data: address in an HTML attribute stands for, as the browser reads it. */
function decoded(html: string): string {
  const src = /src="data:image\/svg\+xml,([^"]*)"/.exec(html)?.[1] ?? '';
  return decodeURIComponent(src.replaceAll('&amp;', '&'));
}

describe('first view image', () => {
  const images = createFirstViewImage({ clientDir: clientDir() });

  it('draws the first high-priority picture in the page as the <svg> itself, with the image’s class, size and text', () => {
    const page = `<head>${preload('/images/about/drawing.svg')}</head><body>${img('/images/about/drawing.svg', 'high', 'A haul truck &amp; a rig')}${img('/images/about/other.svg', 'high')}</body>`;
    const html = images.inline(page);
    const svg = /<svg\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(svg).toContain('class="card__image"');
    expect(svg).toContain('width="40"');
    expect(svg).toContain('height="20"');
    expect(svg).toContain('viewBox="0 0 20 10"');
    expect(svg).toContain('role="img" aria-label="A haul truck &amp; a rig"');
    expect(svg).not.toMatch(/width="20"|<\?xml/);
    expect(html).not.toContain('src="/images/about/drawing.svg"');
    // The second picture and the page's head are left as they were, less the preload nothing uses now.
    expect(html).toContain('src="/images/about/other.svg"');
    expect(html).not.toContain('rel="preload"');
  });

  it('renames the drawing’s ids and the references to them, so they cannot clash with the page’s', () => {
    const html = images.inline(img('/images/about/drawing.svg', 'high'));
    expect(html).toContain('id="first-view-sky"');
    expect(html).toContain('fill="url(#first-view-sky)"');
    expect(html).toContain('href="#first-view-tree"');
    expect(html).not.toMatch(/id="(sky|tree)"/);
    expect(html).toContain('aria-hidden="true"');
  });

  it('keeps an <img> inside an island, which React hydrates, and gives it the file as a data: address', () => {
    const html = images.inline(`${preload('/images/about/lead.svg')}${island(img('/images/about/lead.svg', 'high'))}`);
    expect(html).not.toContain('<svg');
    expect(html.match(/data:image\/svg\+xml/g)).toHaveLength(1);
    expect(decoded(html).replaceAll("'", '"')).toBe(SMALL_SVG);
    expect(html).not.toContain('rel="preload"');
  });

  it('inlines a picture that comes after an island as the <svg>', () => {
    const html = images.inline(island('<p>form</p>') + img('/images/about/lead.svg', 'high'));
    expect(html).toMatch(/<\/div><svg\b/);
  });

  it('leaves pictures alone that are not the first view, too large, missing or outside the images', () => {
    const pages = [
      img('/images/about/lead.svg'),
      img('/images/about/lead.svg', 'low'),
      img('/images/about/huge.svg', 'high'),
      img('/images/about/missing.svg', 'high'),
      img('/images/../secret.svg', 'high'),
      img('https://example.com/images/x.svg', 'high'),
    ];
    for (const page of pages) expect(images.inline(page)).toBe(page);
  });
});
