import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { FirstViewContext, PageImage } from '#client/ui/first-view-image.tsx';
import { createInlineDrawings } from '#server/render/inline-drawings.ts';
import type { RenderContext } from '#shared/render-contract.ts';

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

const drawings = createInlineDrawings({ clientDir: clientDir() });

/** A server render of `element` (inside an island's root or not), and what it recorded. */
function render(element: ReactNode, inIsland = false) {
  const ctx = { drawings, islands: [] } as Pick<RenderContext, 'drawings' | 'islands' | 'leadImage'>;
  const html = renderToString(
    <FirstViewContext.Provider value={{ ctx: ctx as RenderContext, inIsland }}>{element}</FirstViewContext.Provider>,
  );
  return { html, leadImage: ctx.leadImage };
}

const img = (src: string, fetchPriority?: 'high' | 'low', alt = '') => (
  <PageImage className="card__image" src={src} width={40} height={20} alt={alt} fetchPriority={fetchPriority} />
);

/** The SVG a data: address in an HTML attribute stands for, as the browser reads it. */
function decoded(html: string): string {
  const src = /src="data:image\/svg\+xml,([^"]*)"/.exec(html)?.[1] ?? '';
  return decodeURIComponent(src.replaceAll('&amp;', '&'));
}

describe('first view image', () => {
  it('draws the first high-priority picture as the <svg> itself, with the image’s class, size and text', () => {
    const { html, leadImage } = render(
      <>
        {img('/images/about/drawing.svg', 'high', 'A haul truck & a rig')}
        {img('/images/about/other.svg', 'high')}
      </>,
    );
    const svg = /<svg\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(svg).toContain('class="card__image"');
    expect(svg).toContain('width="40"');
    expect(svg).toContain('height="20"');
    expect(svg).toContain('viewBox="0 0 20 10"');
    expect(svg).toContain('role="img" aria-label="A haul truck &amp; a rig"');
    expect(svg).not.toMatch(/width="20"|<\?xml/);
    expect(html).not.toContain('src="/images/about/drawing.svg"');
    // The second picture stays a file, and nothing preloads the one inlined.
    expect(html).toContain('src="/images/about/other.svg"');
    expect(html).not.toContain('href="/images/about/drawing.svg"');
    expect(leadImage).toEqual({ src: '/images/about/drawing.svg', carriedAs: 'svg' });
  });

  it('renames the drawing’s ids and the references to them, so they cannot clash with the page’s', () => {
    const { html } = render(img('/images/about/drawing.svg', 'high'));
    expect(html).toContain('id="first-view-sky"');
    expect(html).toContain('fill="url(#first-view-sky)"');
    expect(html).toContain('href="#first-view-tree"');
    expect(html).not.toMatch(/id="(sky|tree)"/);
    expect(html).toContain('aria-hidden="true"');
  });

  it('keeps an <img> inside an island, which React hydrates, and gives it the file as a data: address', () => {
    const { html, leadImage } = render(img('/images/about/lead.svg', 'high'), true);
    expect(html).not.toContain('<svg');
    expect(html.match(/data:image\/svg\+xml/g)).toHaveLength(1);
    expect(decoded(html).replaceAll("'", '"')).toBe(SMALL_SVG);
    expect(html).not.toContain('rel="preload"');
    expect(leadImage).toEqual({ src: '/images/about/lead.svg', carriedAs: 'data-uri' });
  });

  it('leaves pictures alone that are not the first view, too large, missing or outside the images', () => {
    const files = [
      ['/images/about/huge.svg', 'high'],
      ['/images/about/missing.svg', 'high'],
      ['/images/../secret.svg', 'high'],
      ['https://example.com/images/x.svg', 'high'],
      ['/images/about/lead.svg', undefined],
      ['/images/about/lead.svg', 'low'],
    ] as const;
    for (const [src, priority] of files) {
      const { html, leadImage } = render(img(src, priority));
      expect(html).toContain(`src="${src}"`);
      expect(html).not.toContain('<svg');
      // A high-priority file is still the page's lead image, and stays the first: a later drawing is not inlined.
      expect(leadImage?.carriedAs).toBe(priority === 'high' ? 'file' : undefined);
    }
    const { html } = render(
      <>
        {img('/images/about/huge.svg', 'high')}
        {img('/images/about/lead.svg', 'high')}
      </>,
    );
    expect(html).not.toContain('<svg');
  });

  it('is a plain <img> in the browser, where no server render provides the drawings', () => {
    const html = renderToString(img('/images/about/lead.svg', 'high'));
    expect(html).toContain('src="/images/about/lead.svg"');
    expect(html).not.toContain('<svg');
  });
});
