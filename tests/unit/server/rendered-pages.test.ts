// The kept pages after the office publishes: a text or a link drops every page; a product drops only the pages
// that show products (the catalogue, product pages, search), so the rest are still served without rendering.
import { describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import { createRenderedPages } from '#server/render/rendered-pages.ts';

const request = (originalUrl: string) => ({ originalUrl }) as Request;

function pagesWithCounter() {
  const renders: string[] = [];
  const pages = createRenderedPages({
    clock: { now: () => new Date('2026-03-15T04:00:00Z') },
    rates: { tickerFigures: () => 'fixed' } as never,
    maxBytes: 10_000_000,
    keepsPages: true,
  });
  const get = (url: string) =>
    pages.get(request(url), async () => {
      renders.push(url);
      return { status: 200, html: `<p>${url}</p>`, contentSecurityPolicy: '' };
    });
  return { pages, renders, get };
}

const URLS = ['/about', '/en/products/', '/products/Heavy%20Tires', '/en/shop-single/a-bit', '/search?query=bit', '/'];

describe('kept pages', () => {
  it('drops only the pages showing products when a product is published', async () => {
    const { pages, renders, get } = pagesWithCounter();
    for (const url of URLS) await get(url);
    expect(renders).toHaveLength(URLS.length);
    pages.productsChanged();
    for (const url of URLS) await get(url);
    expect(renders.slice(URLS.length)).toEqual([
      '/en/products/',
      '/products/Heavy%20Tires',
      '/en/shop-single/a-bit',
      '/search?query=bit',
    ]);
    expect(pages.cached(request('/about'))).toBeDefined();
    expect(pages.cached(request('/en/products/'))).toBeDefined();
  });

  it('drops every page when a text is published', async () => {
    const { pages, renders, get } = pagesWithCounter();
    for (const url of URLS) await get(url);
    pages.contentChanged();
    expect(pages.cached(request('/about'))).toBeUndefined();
    for (const url of URLS) await get(url);
    expect(renders).toHaveLength(URLS.length * 2);
  });

  it('counts hits, renders for want of a kept page, and pages dropped for room (not those a publish drops)', async () => {
    const counted = { hit: 0, miss: 0, evicted: 0 };
    const pages = createRenderedPages({
      clock: { now: () => new Date('2026-03-15T04:00:00Z') },
      rates: { tickerFigures: () => 'fixed' } as never,
      // Room for two of these pages (about 1.1 kB each, all encodings).
      maxBytes: 2_500,
      keepsPages: true,
      counts: {
        hit: () => void (counted.hit += 1),
        miss: () => void (counted.miss += 1),
        evicted: () => void (counted.evicted += 1),
      },
    });
    const get = (url: string) =>
      pages.get(request(url), async () => ({
        status: 200,
        html: `<p>${'x'.repeat(1000)}${url}</p>`,
        contentSecurityPolicy: '',
      }));
    await get('/about');
    await get('/about');
    expect(pages.cached(request('/about'))).toBeDefined();
    expect(pages.cached(request('/assets/main.css'))).toBeUndefined();
    expect(counted).toEqual({ hit: 2, miss: 1, evicted: 0 });
    await get('/service');
    await get('/contact');
    expect(counted).toEqual({ hit: 2, miss: 3, evicted: 1 });
    expect(pages.bytes()).toBeGreaterThan(2_000);
    expect(pages.bytes()).toBeLessThanOrEqual(2_500);
    pages.contentChanged();
    expect(counted.evicted).toBe(1);
    expect(pages.bytes()).toBe(0);
  });

  it('never keeps a products page whose render began before a product was published', async () => {
    const { pages } = pagesWithCounter();
    let finish: () => void = () => undefined;
    const started = pages.get(
      request('/en/products/'),
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ status: 200, html: 'old', contentSecurityPolicy: '' });
        }),
    );
    pages.productsChanged();
    finish();
    await started;
    expect(pages.cached(request('/en/products/'))).toBeUndefined();
  });

  it('drops only the pages showing a list the office published in', async () => {
    const { pages } = pagesWithCounter();
    const shown: Record<string, string[]> = { '/': ['services', 'testimonials'], '/about': ['services', 'team'] };
    const keep = (url: string) =>
      pages.get(request(url), async () => ({ status: 200, html: url, contentSecurityPolicy: '', lists: shown[url] }));
    for (const url of ['/', '/about']) await keep(url);
    pages.listsChanged(['testimonials']);
    expect(pages.cached(request('/'))).toBeUndefined();
    expect(pages.cached(request('/about'))).toBeDefined();
    await keep('/');
    pages.listsChanged(['services']);
    expect(pages.cached(request('/'))).toBeUndefined();
    expect(pages.cached(request('/about'))).toBeUndefined();
  });

  it('never keeps, nor lets a later request wait for, a render begun before a list it shows changed', async () => {
    const { pages } = pagesWithCounter();
    let finish: () => void = () => undefined;
    const started = pages.get(
      request('/'),
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ status: 200, html: 'old', contentSecurityPolicy: '', lists: ['testimonials'] });
        }),
    );
    pages.listsChanged(['testimonials']);
    const after = pages.get(request('/'), async () => ({ status: 200, html: 'new', contentSecurityPolicy: '' }));
    finish();
    expect((await started).identity.toString()).toBe('old');
    expect((await after).identity.toString()).toBe('new');
    expect(pages.cached(request('/'))?.identity.toString()).toBe('new');
  });
});
