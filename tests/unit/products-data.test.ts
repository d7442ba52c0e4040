import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PRODUCT_CATEGORIES, productsFileSchema } from '#shared/schemas/product-schema.ts';
import type { Product } from '#shared/schemas/product-schema.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const CATALOGUE_DIR = path.join(PUBLIC, 'images/catalogue');

const raw: unknown = JSON.parse(readFileSync(path.join(ROOT, 'data/products.json'), 'utf8'));
const parsed = productsFileSchema.safeParse(raw);
const products: Product[] = parsed.success ? parsed.data : [];

const CYRILLIC = /[\u0400-\u04FF]/;
const imageFile = (product: Product) => path.join(PUBLIC, product.image);
const rootTag = (svg: string) => /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';

describe('data/products.json', () => {
  it('parses with productsFileSchema', () => {
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('has at least 30 products', () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PRODUCT_CATEGORIES.map((category) => [category]))('has at least 10 products in %s', (category) => {
    expect(products.filter((product) => product.category === category).length).toBeGreaterThanOrEqual(10);
  });

  it('numbers the products 1..n', () => {
    expect(products.map((product) => product.id)).toEqual(products.map((_, index) => index + 1));
  });

  it('names each image after its slug', () => {
    const misnamed = products.filter((product) => product.image !== `/images/catalogue/${product.slug}.svg`);
    expect(misnamed.map((product) => product.slug)).toEqual([]);
  });

  it('writes the Mongolian names and descriptions in Cyrillic, not as English copies', () => {
    const bad = products.flatMap((product) =>
      (['name', 'description'] as const)
        .filter((field) => !CYRILLIC.test(product[field].mn) || product[field].mn === product[field].en)
        .map((field) => `${product.slug}.${field}`),
    );
    expect(bad).toEqual([]);
  });

  it('keeps the English texts in English', () => {
    const bad = products.filter((product) => CYRILLIC.test(product.name.en) || CYRILLIC.test(product.description.en));
    expect(bad.map((product) => product.slug)).toEqual([]);
  });
});

describe('catalogue artwork', () => {
  it.each(products.map((product) => [product.image, product] as const))('%s is a safe 800x600 SVG', (_, product) => {
    const file = imageFile(product);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    const root = rootTag(svg);
    expect(root).toContain('viewBox="0 0 800 600"');
    expect(svg).not.toMatch(/<script\b/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    // Only same-document references (#id) are allowed: no links, no external images or fonts.
    expect(svg).not.toMatch(/\s(?:xlink:)?href\s*=\s*["'](?!#)/i);
    expect(svg).not.toMatch(/url\(\s*["']?(?!#)/i);
    expect(svg).not.toMatch(/<(?:image|foreignObject)\b/i);
  });

  it('has no file in public/images/catalogue that no product uses', () => {
    const used = new Set(products.map((product) => imageFile(product)));
    const files = readdirSync(CATALOGUE_DIR).map((name) => path.join(CATALOGUE_DIR, name));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });
});
