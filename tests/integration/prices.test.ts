// Prices in tögrög and dollars (docs/content.md, "Prices") as the server renders them: ₮ first and $ beside it at the
// day's rate, the rate and its date stated once, in both languages; only the entered currency without a rate (none yet,
// none to be had, or stale figures); JSON-LD offers in the entered currency; the catalogue in a price order without
// script.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Product } from '#shared/schemas/product-schema.ts';
import type { RatesSource } from '#server/services/rates-service.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { EXPECTED_VIEW, fixedRates } from '../helpers/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SHIPPED = readProductsFile();

function product(id: number, overrides: Partial<Product>): Product {
  return {
    id,
    slug: `part-${id}`,
    name: { mn: `Сэлбэг ${id}`, en: `Part ${id}` },
    description: { mn: `Сэлбэгийн тайлбар ${id}`, en: `About part ${id}` },
    image: `/images/catalogue/part-${id}.svg`,
    category: 'Drilling Bit',
    length: 100,
    diameter: 50,
    length1: 20,
    price: 100,
    currency: 'USD',
    discount: 100,
    ...overrides,
  };
}

// At ₮3,450.12 per $ (the fixed figures): part 1 ≈ ₮345,000; part 2 ₮300,000; part 3 on request; part 4 $45 after
// 10 % off ≈ ₮155,000; part 5 ₮2,000,000. Parts 1, 3 and 4 are drilling bits (dollars only), 2 and 5 tyres (tögrög).
const MIXED = [
  product(1, { price: 100 }),
  product(2, { price: 300_000, currency: 'MNT', category: 'Heavy Tires' }),
  product(3, { price: 0 }),
  product(4, { price: 50, discount: 90 }),
  product(5, { price: 2_000_000, currency: 'MNT', category: 'Heavy Tires' }),
];

const apps: TestApp[] = [];
async function app(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const made = await createTestApp(options);
  apps.push(made);
  return made;
}
afterAll(() => apps.forEach((made) => made.close()));

let withRate: TestApp;
let withoutRate: TestApp;
let mixed: TestApp;
let mixedWithoutRate: TestApp;
beforeAll(async () => {
  withRate = await app();
  withoutRate = await app({ rates: fixedRates(null) });
  mixed = await app({ products: MIXED });
  mixedWithoutRate = await app({ products: MIXED, rates: fixedRates(null) });
});

const get = async (made: TestApp, path: string) => (await request(made.app).get(path)).text;

/** The text a reader sees: tags and the screen readers' words ("about") left out, spaces made plain. */
function visible(html: string): string {
  return html
    .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
    .replace(/<\/?(?:dt|dd|p|div|li)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a screen reader hears: the visually hidden words kept, the signs hidden from it (≈) left out. */
const heard = (html: string) =>
  html
    .replace(/<span aria-hidden="true">[^<]*<\/span>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const cardPrices = (html: string) =>
  [...html.matchAll(/<p class="product-card__price">([\s\S]*?)<\/p>/g)].map((m) => visible(m[1] ?? ''));

const cardSlugs = (html: string) =>
  [...html.matchAll(/<h3 id="product-card-([^"]+)" class="product-card__title">/g)].map((m) => m[1]);

const detailPrice = (html: string) =>
  visible(/<div class="product-specs__row product-specs__row--price">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

function islandProps(html: string): Record<string, unknown> {
  const raw = /data-island="catalogue"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? '{}';
  return JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
}

function productLd(html: string): Record<string, unknown> | undefined {
  const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    '@graph': Array<Record<string, unknown>>;
  };
  return ld['@graph'].find((entry) => entry['@type'] === 'Product');
}

describe('catalogue prices', () => {
  it('shows ₮ first and the entered $ beside it, with the rate and its date once, in English', async () => {
    const html = await get(withRate, '/en/products/');
    // $7,850 × 3,450.12 = ₮27,083,442: to the nearest ₮1,000 above ₮100,000.
    expect(cardPrices(html)[0]).toBe('≈₮27,083,000 $7,850');
    expect(heard(html)).toContain('about ₮27,083,000');
    expect(visible(mainOf(html)).match(/Converted at ₮3,450.12 per \$ on 2026-03-15\./g)).toHaveLength(1);
    expect(islandProps(html).rate).toEqual({ mntPerUsd: 3450.12, date: '2026-03-15' });
  });

  it('says the same in Mongolian', async () => {
    const html = await get(withRate, '/products/');
    expect(cardPrices(html)[0]).toBe('≈₮27,083,000 $7,850');
    expect(heard(html)).toContain('ойролцоогоор ₮27,083,000');
    expect(visible(html)).toContain('2026-03-15 өдрийн ханшаар хөрвүүлэв: $1 = ₮3,450.12.');
  });

  it('shows a tögrög price as entered with its $ equivalent, and a discount on both', async () => {
    const html = await get(mixed, '/en/products/');
    expect(cardPrices(html)).toEqual([
      '≈₮345,000 $100',
      '₮300,000 ≈$86.95',
      'Price on request',
      '≈₮155,000 $45 ≈₮173,000 10% off',
      '₮2,000,000 ≈$579.69',
    ]);
  });

  const cases: Array<[string, RatesSource]> = [
    ['no figures ever fetched, the first fetch under way', { ...fixedRates(null), tickerFigures: () => 'fetching' }],
    ['the figures unavailable', fixedRates(null)],
    ['stale figures of an earlier day', fixedRates({ ...EXPECTED_VIEW, stale: true })],
  ];
  for (const [case_, rates] of cases) {
    it(`shows only the entered currency with ${case_}, in both languages`, async () => {
      const made = await app({ products: MIXED, rates });
      for (const path of ['/en/products/', '/products/']) {
        const html = await get(made, path);
        expect(cardPrices(html)).toEqual([
          '$100',
          '₮300,000',
          path === '/en/products/' ? 'Price on request' : 'Үнэ тохиролцоно',
          path === '/en/products/' ? '$45 $50 10% off' : '$45 $50 10% хямдрал',
          '₮2,000,000',
        ]);
        expect(mainOf(html)).not.toContain('≈');
        expect(mainOf(html)).not.toContain('3,450.12');
        expect(islandProps(html).rate).toBeNull();
      }
    });
  }
});

describe('product page prices', () => {
  const tyre = SHIPPED.find((p) => p.slug === 'otr-tyre-40-00r57-e4');

  it('shows the discounted price in ₮ and $, the regular one struck, the saving and the rate, in English', async () => {
    const html = await get(withRate, `/en/shop-single/${tyre?.slug ?? ''}`);
    // 95 % of $44,000 = $41,800 ≈ ₮144,215,016 → ₮144,215,000; regular ₮151,805,280 → ₮151,805,000.
    expect(detailPrice(html)).toBe(
      'Price ≈₮144,215,000 $41,800 ≈₮151,805,000 5% off Converted at ₮3,450.12 per $ on 2026-03-15.',
    );
    const row = /<div class="product-specs__row product-specs__row--price">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(heard(row)).toContain('about ₮144,215,000 $41,800 Regular price: about ₮151,805,000 5% off');
  });

  it('shows the same in Mongolian', async () => {
    const html = await get(withRate, `/shop-single/${tyre?.slug ?? ''}`);
    expect(detailPrice(html)).toBe(
      'Үнэ ≈₮144,215,000 $41,800 ≈₮151,805,000 5% хямдрал 2026-03-15 өдрийн ханшаар хөрвүүлэв: $1 = ₮3,450.12.',
    );
  });

  it('shows only the entered currency, and no rate, when there are no figures, in both languages', async () => {
    expect(detailPrice(await get(withoutRate, `/en/shop-single/${tyre?.slug ?? ''}`))).toBe(
      'Price $41,800 $44,000 5% off',
    );
    expect(detailPrice(await get(withoutRate, `/shop-single/${tyre?.slug ?? ''}`))).toBe(
      'Үнэ $41,800 $44,000 5% хямдрал',
    );
    expect(detailPrice(await get(mixedWithoutRate, '/en/shop-single/part-5'))).toBe('Price ₮2,000,000');
    expect(detailPrice(await get(mixedWithoutRate, '/shop-single/part-5'))).toBe('Үнэ ₮2,000,000');
  });

  it('shows a tögrög price with its $ equivalent, and no rate for a product on request', async () => {
    expect(detailPrice(await get(mixed, '/en/shop-single/part-5'))).toBe(
      'Price ₮2,000,000 ≈$579.69 Converted at ₮3,450.12 per $ on 2026-03-15.',
    );
    expect(detailPrice(await get(mixed, '/shop-single/part-5'))).toBe(
      'Үнэ ₮2,000,000 ≈$579.69 2026-03-15 өдрийн ханшаар хөрвүүлэв: $1 = ₮3,450.12.',
    );
    expect(detailPrice(await get(mixed, '/en/shop-single/part-3'))).toBe('Price Price on request');
    expect(detailPrice(await get(mixed, '/shop-single/part-3'))).toBe('Үнэ Үнэ тохиролцоно');
  });
});

describe('JSON-LD offers', () => {
  it('offer the price charged in the currency entered, whatever the rate; none for a product on request', async () => {
    const usd = { '@type': 'Offer', price: '41800.00', priceCurrency: 'USD' };
    expect(productLd(await get(withRate, '/en/shop-single/otr-tyre-40-00r57-e4'))?.offers).toMatchObject(usd);
    expect(productLd(await get(withoutRate, '/en/shop-single/otr-tyre-40-00r57-e4'))?.offers).toMatchObject(usd);
    const mnt = { '@type': 'Offer', price: '2000000', priceCurrency: 'MNT' };
    expect(productLd(await get(mixed, '/en/shop-single/part-5'))?.offers).toMatchObject(mnt);
    expect(productLd(await get(mixedWithoutRate, '/shop-single/part-5'))?.offers).toMatchObject(mnt);
    const onRequest = productLd(await get(mixed, '/en/shop-single/part-3'));
    expect(onRequest?.name).toBe('Part 3');
    expect(onRequest).not.toHaveProperty('offers');
  });
});

describe('the catalogue in a price order, without script', () => {
  it('orders by the ₮ price, dollars and tögrög compared at the rate, products on request last', async () => {
    expect(cardSlugs(await get(mixed, '/en/products/?sort=price-asc'))).toEqual([
      'part-4',
      'part-2',
      'part-1',
      'part-5',
      'part-3',
    ]);
    expect(cardSlugs(await get(mixed, '/products/?sort=price-desc'))).toEqual([
      'part-5',
      'part-1',
      'part-2',
      'part-4',
      'part-3',
    ]);
    // An order of no meaning is the catalogue's own.
    expect(cardSlugs(await get(mixed, '/en/products/?sort=cheapest'))).toEqual(MIXED.map((p) => p.slug));
  });

  it('pages the shipped catalogue in that order, keeping it in the paging links, with the first page as canonical', async () => {
    const rated = [...SHIPPED]
      .filter((p) => p.price > 0)
      .sort((a, b) => (b.price * b.discount) / 100 - (a.price * a.discount) / 100)
      .map((p) => p.slug);
    const first = await get(withRate, '/en/products/?sort=price-desc');
    expect(cardSlugs(first)).toEqual(rated.slice(0, 6));
    expect(first).toContain('rel="next" href="/en/products/?sort=price-desc&amp;page=2"');
    expect(first).toContain('<link rel="canonical" href="http://localhost:3000/en/products/">');
    const last = await get(withRate, '/en/products/?sort=price-desc&page=6');
    // The two products on request end the list.
    expect(cardSlugs(last).slice(-2)).toEqual(SHIPPED.filter((p) => p.price === 0).map((p) => p.slug));
    expect(last).toContain('rel="prev" href="/en/products/?sort=price-desc&amp;page=5"');
    expect(last).toContain('<link rel="canonical" href="http://localhost:3000/en/products/">');
  });

  it('offers the order beside the category, the one shown chosen, in both languages', async () => {
    const html = await get(withRate, '/en/products/Heavy%20Tires?sort=price-asc');
    const select = /<select[^>]*name="sort"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    expect([...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['listed', 'As listed'],
      ['price-asc', 'Price: lowest first'],
      ['price-desc', 'Price: highest first'],
    ]);
    expect(select).toContain('<option value="price-asc" selected="">');
    const mn = await get(withRate, '/products/?sort=price-desc');
    expect(mn).toContain('<option value="price-desc" selected="">Үнэ: ихээс бага руу</option>');
    expect(islandProps(html)).toMatchObject({ sort: 'price-asc', isSorted: true, category: 'Heavy Tires' });
  });

  it('keeps the order chosen when the filter form is sent without script', async () => {
    const res = await request(withRate.app).get('/en/products/?category=Heavy+Tires&sort=price-desc');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/products/Heavy%20Tires?sort=price-desc');
    const listed = await request(withRate.app).get('/products/?category=&sort=listed');
    expect(listed.headers.location).toBe('/products/');
    const unknown = await request(withRate.app).get('/shop?category=Heavy+Tires&sort=cheapest');
    expect(unknown.headers.location).toBe('/products/Heavy%20Tires');
  });

  it('without a rate, compares prices of one currency as they are, products on request last', async () => {
    expect(cardSlugs(await get(mixedWithoutRate, '/en/products/Drilling%20Bit?sort=price-desc'))).toEqual([
      'part-1',
      'part-4',
      'part-3',
    ]);
    expect(cardSlugs(await get(mixedWithoutRate, '/en/products/Heavy%20Tires?sort=price-desc'))).toEqual([
      'part-5',
      'part-2',
    ]);
  });

  it('without a rate, keeps the catalogue’s order where ₮ and $ prices mix, and says why', async () => {
    const html = await get(mixedWithoutRate, '/en/products/?sort=price-asc');
    expect(cardSlugs(html)).toEqual(MIXED.map((p) => p.slug));
    expect(visible(html)).toContain(
      "Without today's exchange rate, prices in ₮ and $ cannot be compared: the products are listed in the catalogue's order.",
    );
    expect(islandProps(html)).toMatchObject({ sort: 'price-asc', isSorted: false, rate: null });
    const mn = await get(mixedWithoutRate, '/products/?sort=price-asc');
    expect(visible(mn)).toContain('Өнөөдрийн ханш тодорхойгүй тул төгрөг, долларын үнийг харьцуулах боломжгүй');
    // With the rate, nothing to explain.
    expect(visible(mainOf(await get(mixed, '/en/products/?sort=price-asc')))).not.toContain('cannot be compared');
  });
});

describe('GET /api/products', () => {
  it('names each price’s currency, dollars for the shipped catalogue, and converts nothing', async () => {
    const shipped = (await request(withRate.app).get('/api/products?lng=en')).body as Array<Record<string, unknown>>;
    expect(new Set(shipped.map((item) => item.currency))).toEqual(new Set(['USD']));
    expect(shipped[0]).toMatchObject({ price: SHIPPED[0]?.price, currency: 'USD', discount: SHIPPED[0]?.discount });
    const parts = (await request(mixed.app).get('/api/products?lng=en')).body as Array<Record<string, unknown>>;
    expect(parts.map((item) => [item.price, item.currency])).toEqual(MIXED.map((p) => [p.price, p.currency]));
  });
});
