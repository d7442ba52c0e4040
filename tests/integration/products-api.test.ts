import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Product } from '#shared/schemas/product-schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

function product(id: number, category: Product['category']): Product {
  return {
    id,
    slug: `part-${id}`,
    name: { mn: `Сэлбэг ${id}`, en: `Part ${id}` },
    description: { mn: `Сэлбэгийн тайлбар ${id}`, en: `About part ${id}` },
    image: `/images/catalogue/part-${id}.svg`,
    category,
    length: 10 * id,
    diameter: 5 * id,
    length1: id,
    // Part 2 is priced in tögrög (docs/content.md, "Prices"), the others in dollars.
    price: id === 2 ? 250_000 : 100 * id,
    currency: id === 2 ? 'MNT' : 'USD',
    discount: id === 2 ? 90 : 100,
  };
}

const PRODUCTS = [product(1, 'Drilling Bit'), product(2, 'Heavy Tires'), product(3, 'Drilling Bit')];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: PRODUCTS });
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('answers the array of products (docs/specification.md §3/§7 fields plus id and slug) in Mongolian by default', async () => {
    const res = await request(t.app).get('/api/products');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body).toHaveLength(3);
    expect(res.body[1]).toEqual({
      id: 2,
      slug: 'part-2',
      name: 'Сэлбэг 2',
      description: 'Сэлбэгийн тайлбар 2',
      image: '/images/catalogue/part-2.svg',
      category: 'Heavy Tires',
      length: 20,
      diameter: 10,
      length1: 2,
      price: 250_000,
      currency: 'MNT',
      discount: 90,
    });
  });

  it('answers in English with ?lng=en and with the language cookie', async () => {
    const byQuery = await request(t.app).get('/api/products?lng=en');
    const byCookie = await request(t.app).get('/api/products').set('Cookie', 'i18next=en');
    expect(byQuery.body[0].name).toBe('Part 1');
    expect(byCookie.body[0].description).toBe('About part 1');
    expect(byCookie.headers['content-language']).toBe('en');
  });

  it('filters by category, whatever its case', async () => {
    const res = await request(t.app).get('/api/products?category=drilling%20bit');
    expect(res.body.map((item: { id: number }) => item.id)).toEqual([1, 3]);
  });

  it('answers an empty array for an unknown category, and every product for an empty one', async () => {
    const unknown = await request(t.app).get('/api/products?category=Hammers');
    const empty = await request(t.app).get('/api/products?category=');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
    expect(empty.body).toHaveLength(3);
  });

  it('lets the browser keep the answer for 5 minutes, privately, varying with the language cookie', async () => {
    const res = await request(t.app).get('/api/products');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.etag).toMatch(/^"mn-[\w-]+"$/);
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const first = await request(t.app).get('/api/products?category=Heavy%20Tires');
    const again = await request(t.app)
      .get('/api/products?category=Heavy%20Tires')
      .set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('gives each language and each filter its own ETag, so a language switch is never answered 304', async () => {
    const mn = await request(t.app).get('/api/products');
    const en = await request(t.app).get('/api/products?lng=en');
    const bits = await request(t.app).get('/api/products?category=Drilling%20Bit');
    expect(new Set([mn.headers.etag, en.headers.etag, bits.headers.etag]).size).toBe(3);
    const switched = await request(t.app)
      .get('/api/products')
      .set('Cookie', 'i18next=en')
      .set('If-None-Match', mn.headers.etag ?? '');
    expect(switched.status).toBe(200);
    expect(switched.body[0].name).toBe('Part 1');
  });
});

describe('the catalogue filter posted without script', () => {
  it('redirects ?category= to the category address (docs/specification.md §2: the category is a path segment)', async () => {
    const res = await request(t.app).get('/products/?category=Heavy+Tires');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/products/Heavy%20Tires');
  });

  it('redirects the empty choice (All) to the whole catalogue, also from /shop', async () => {
    const res = await request(t.app).get('/shop?category=');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/products/');
  });

  it('keeps an English visitor on the English catalogue', async () => {
    const res = await request(t.app).get('/en/products/?category=drilling+bit');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/products/Drilling%20Bit');
  });
});
