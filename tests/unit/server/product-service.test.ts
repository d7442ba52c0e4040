import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createProductService } from '#server/services/product-service.ts';
import { parseProducts, ProductFileError, readProductsFile } from '#server/storage/product-file.ts';
import type { Product } from '#shared/schemas/product-schema.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'products-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function product(id: number, category: Product['category'], overrides: Partial<Product> = {}): Product {
  return {
    id,
    slug: `item-${id}`,
    name: { mn: `Бараа ${id}`, en: `Item ${id}` },
    description: { mn: `Тайлбар ${id}`, en: `Description ${id}` },
    image: `/images/catalogue/item-${id}.svg`,
    category,
    length: 100,
    diameter: 50,
    length1: 20,
    price: 1000,
    currency: 'USD',
    discount: 100,
    ...overrides,
  };
}

function writeProducts(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function errorOf(run: () => unknown): ProductFileError {
  try {
    run();
  } catch (err) {
    if (err instanceof ProductFileError) return err;
    throw err;
  }
  throw new Error('expected a ProductFileError');
}

describe('readProductsFile', () => {
  it('reads and validates data/products.json', () => {
    const products = readProductsFile();
    expect(products.length).toBeGreaterThanOrEqual(30);
  });

  it('names the file, the entry (index, id and slug) and the field of a bad value', () => {
    const file = writeProducts('bad-price.json', [
      product(1, 'Drilling Bit'),
      { ...product(2, 'Heavy Tires'), price: 'cheap' },
    ]);
    const error = errorOf(() => readProductsFile(file));
    expect(error.message).toContain('bad-price.json');
    expect(error.message).toContain('products[1] (id 2, slug "item-2"), field "price"');
  });

  it('names a nested field by its path, e.g. the Mongolian name', () => {
    const file = writeProducts('no-mn.json', [{ ...product(1, 'Drilling Bit'), name: { mn: ' ', en: 'Bit' } }]);
    expect(errorOf(() => readProductsFile(file)).message).toContain(
      'products[0] (id 1, slug "item-1"), field "name.mn": Mongolian text is missing',
    );
  });

  it('names an entry without a readable id or slug by its index alone', () => {
    const error = errorOf(() => parseProducts([42], 'data/products.json'));
    expect(error.message).toMatch(/^Invalid product catalogue data\/products\.json:\n {2}products\[0\]: /);
  });

  it('reports a duplicate slug on the entry that repeats it', () => {
    const file = writeProducts('duplicate.json', [
      product(1, 'Drilling Bit'),
      product(2, 'Drilling Bit', { slug: 'item-1' }),
    ]);
    expect(errorOf(() => readProductsFile(file)).message).toContain(
      'products[1] (id 2, slug "item-1"), field "slug": duplicate slug',
    );
  });

  it('names the file when it is not JSON at all', () => {
    const file = writeProducts('broken.json', '[{"id": 1,');
    const error = errorOf(() => readProductsFile(file));
    expect(error.message).toMatch(/broken\.json: cannot read it as JSON/);
  });

  it('reads a price without a currency as dollars, and takes one in tögrög', () => {
    const withoutCurrency: Record<string, unknown> = { ...product(1, 'Drilling Bit') };
    delete withoutCurrency.currency;
    const [dollars, tugrik] = parseProducts(
      [withoutCurrency, product(2, 'Heavy Tires', { price: 1_250_000, currency: 'MNT' })],
      'products.json',
    );
    expect(dollars).toMatchObject({ price: 1000, currency: 'USD' });
    expect(tugrik).toMatchObject({ price: 1_250_000, currency: 'MNT' });
    // The currency right after the price, where the office's forms put it (stored fields are compared as JSON).
    expect(Object.keys(dollars ?? {}).slice(9, 12)).toEqual(['price', 'currency', 'discount']);
  });

  it('refuses an unknown currency and a price over its currency’s limit', () => {
    const euros = errorOf(() => parseProducts([{ ...product(1, 'Drilling Bit'), currency: 'EUR' }], 'products.json'));
    expect(euros.message).toContain('products[0] (id 1, slug "item-1"), field "currency"');
    const dollars = errorOf(() => parseProducts([product(1, 'Drilling Bit', { price: 20_000_000 })], 'p.json'));
    expect(dollars.message).toContain('products[0] (id 1, slug "item-1"), field "price": at most 10000000');
    expect(parseProducts([product(1, 'Drilling Bit', { price: 20_000_000, currency: 'MNT' })], 'p.json')).toHaveLength(
      1,
    );
  });

  it('says so when the file holds something other than a list', () => {
    const error = errorOf(() => parseProducts({ products: [] }, 'products.json'));
    expect(error.message).toContain('the file must hold an array of products');
  });
});

describe('product service', () => {
  const products = [
    product(1, 'Drilling Bit'),
    product(2, 'Heavy Tires', { price: 0 }),
    product(3, 'Drilling Bit', { discount: 90 }),
    ...Array.from({ length: 10 }, (_, index) => product(4 + index, 'Mining Equipment')),
  ];
  const service = createProductService(products);

  it('lists the distinct categories in the order they first appear', () => {
    expect(service.categories()).toEqual(['Drilling Bit', 'Heavy Tires', 'Mining Equipment']);
  });

  it('lists every product in the requested language, with id and slug and the numbers as they are', () => {
    const [first] = service.list({ language: 'en' });
    expect(first).toEqual({
      id: 1,
      slug: 'item-1',
      name: 'Item 1',
      description: 'Description 1',
      image: '/images/catalogue/item-1.svg',
      category: 'Drilling Bit',
      length: 100,
      diameter: 50,
      length1: 20,
      price: 1000,
      currency: 'USD',
      discount: 100,
    });
    expect(service.list({ language: 'mn' })[0]?.name).toBe('Бараа 1');
    expect(service.list({ language: 'mn' })).toHaveLength(13);
  });

  it('filters by category whatever its case, and finds nothing in an unknown one', () => {
    expect(service.list({ category: 'drilling BIT', language: 'en' }).map((p) => p.id)).toEqual([1, 3]);
    expect(service.list({ category: 'Hammers', language: 'en' })).toEqual([]);
    expect(service.findCategory('heavy tires')).toBe('Heavy Tires');
  });

  it('cuts a category into pages of the given size and counts them', () => {
    const second = service.page({ category: 'Mining Equipment', page: 2, size: 6, language: 'en' });
    expect(second.products.map((p) => p.id)).toEqual([10, 11, 12, 13]);
    expect(second).toMatchObject({ category: 'Mining Equipment', page: 2, pageCount: 2, total: 10 });
    const all = service.page({ category: null, page: 1, size: 6, language: 'en' });
    expect(all).toMatchObject({ category: null, page: 1, pageCount: 3, total: 13 });
    expect(all.products).toHaveLength(6);
  });

  it('brings a page number outside the pages that exist back inside', () => {
    expect(service.page({ category: null, page: 99, size: 6, language: 'en' }).page).toBe(3);
    expect(service.page({ category: null, page: 0, size: 6, language: 'en' }).page).toBe(1);
    expect(service.page({ category: null, page: Number.NaN, size: 6, language: 'en' }).page).toBe(1);
  });

  it('answers one empty page for a category without products', () => {
    expect(service.page({ category: 'Unknown', page: 1, size: 6, language: 'en' })).toMatchObject({
      products: [],
      page: 1,
      pageCount: 1,
      total: 0,
    });
  });

  it('orders a page by the price charged at the rate, products on request last, again at another rate', () => {
    const rated = createProductService([
      product(1, 'Drilling Bit', { price: 100 }),
      product(2, 'Drilling Bit', { price: 300_000, currency: 'MNT' }),
      product(3, 'Drilling Bit', { price: 0 }),
      product(4, 'Heavy Tires', { price: 50, discount: 90 }),
    ]);
    const rate = { mntPerUsd: 3450.12, date: '2026-03-15' };
    const ids = (query: Partial<Parameters<typeof rated.page>[0]>) =>
      rated.page({ category: null, page: 1, size: 6, language: 'en', ...query }).products.map((p) => p.id);
    expect(ids({ sort: 'price-asc', rate })).toEqual([4, 2, 1, 3]);
    expect(ids({ sort: 'price-desc', rate })).toEqual([1, 2, 4, 3]);
    expect(ids({ sort: 'price-desc', rate, category: 'drilling bit' })).toEqual([1, 2, 3]);
    expect(rated.page({ category: null, page: 1, size: 6, language: 'en', sort: 'price-asc', rate })).toMatchObject({
      sort: 'price-asc',
      isSorted: true,
    });
    // At a rate where ₮300,000 is more than $100, the order follows it.
    expect(ids({ sort: 'price-asc', rate: { mntPerUsd: 2000, date: '2026-03-16' } })).toEqual([4, 1, 2, 3]);
    // No rate: ₮ and $ cannot be compared, the catalogue's order stays.
    expect(
      rated.page({ category: null, page: 1, size: 6, language: 'en', sort: 'price-asc', rate: null }),
    ).toMatchObject({ isSorted: false, sort: 'price-asc' });
    expect(ids({ sort: 'price-asc', rate: null })).toEqual([1, 2, 3, 4]);
    expect(ids({})).toEqual([1, 2, 3, 4]);
  });

  it('finds a product by its slug in either case, in the requested language', () => {
    expect(service.findBySlug('ITEM-2', 'mn')).toMatchObject({ id: 2, name: 'Бараа 2', price: 0 });
    expect(service.findBySlug('nothing', 'en')).toBeUndefined();
    expect(service.slugs()).toContain('item-13');
  });
});
