import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createFirstViewImage } from '#server/render/first-view-image.ts';

const SMALL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>A &amp; B</title><rect width="10" height="10"/></svg>`;

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-view-'));
  mkdirSync(path.join(dir, 'images', 'about'), { recursive: true });
  writeFileSync(path.join(dir, 'images', 'about', 'lead.svg'), SMALL_SVG);
  writeFileSync(path.join(dir, 'images', 'about', 'other.svg'), SMALL_SVG);
  writeFileSync(path.join(dir, 'images', 'about', 'huge.svg'), `<svg>${'<g/>'.repeat(10_000)}</svg>`);
  writeFileSync(path.join(dir, 'secret.svg'), SMALL_SVG);
  return dir;
}

const img = (src: string, priority?: string) =>
  `<img src="${src}" width="10" height="10" alt=""${priority ? ` fetchPriority="${priority}"` : ''}>`;

/** The SVG a data: address in an HTML attribute stands for, as the browser reads it. */
function decoded(html: string): string {
  const src = /src="data:image\/svg\+xml,([^"]*)"/.exec(html)?.[1] ?? '';
  return decodeURIComponent(src.replaceAll('&amp;', '&'));
}

describe('first view image', () => {
  const images = createFirstViewImage({ clientDir: clientDir() });

  it('puts the first high-priority picture into the page as a data: address, equal to the file', () => {
    const html = images.inline(img('/images/about/lead.svg', 'high') + img('/images/about/other.svg', 'high'));
    expect(html.match(/data:image\/svg\+xml/g)).toHaveLength(1);
    expect(html).toContain('src="/images/about/other.svg"');
    expect(decoded(html).replaceAll("'", '"')).toBe(SMALL_SVG);
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
