// A product's part number and alternative numbers (docs/content.md, "Part numbers"): the office adds an OEM number,
// the product page (its JSON-LD too), the API, search and the content file carry it, and a query that is a
// product's part number finds that product first, before one that only names the number.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ContentFile } from '#server/content/content-file.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { officeAccount, officeGet, officePost } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const [BIT, OTHER] = readProductsFile();
if (!BIT?.partNumber || !OTHER) throw new Error('the shipped catalogue has numbered products');

/** The result addresses of the site search in English, best first. */
async function found(query: string): Promise<string[]> {
  const html = (await request(t.app).get(`/en/search?query=${encodeURIComponent(query)}`)).text;
  return [...html.matchAll(/<a[^>]*href="(\/en\/shop-single\/[^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('part numbers', () => {
  it('an OEM number the office adds is on the product page, in the API, the content file and search', async () => {
    const editor = await officeAccount(t, 'writer', ['editor'], '/admin/products');
    const published = await officePost(t, `/admin/products/${BIT.id}`, editor, {
      ...productFormOf(BIT),
      alternativeNumbers: 'Epiroc 5712 2513 37\nACME BX-99/81.R',
      revision: '0',
      action: 'publish',
    });
    expect(published.status).toBe(303);

    const page = (await request(t.app).get(`/en/shop-single/${BIT.slug}`)).text;
    expect(page).toContain(`<dd translate="no">${BIT.partNumber}</dd>`);
    expect(page).toContain('<dd translate="no">ACME BX-99/81.R</dd>');
    expect(page).toContain(`"mpn":"${BIT.partNumber}"`);
    const api = (await request(t.app).get('/api/products?lng=en')).body as Array<{
      id: number;
      alternativeNumbers?: string[];
    }>;
    expect(api.find((product) => product.id === BIT.id)?.alternativeNumbers).toEqual([
      'Epiroc 5712 2513 37',
      'ACME BX-99/81.R',
    ]);
    const file = JSON.parse((await officeGet(t, '/admin/texts/export.json', editor)).text) as ContentFile;
    expect(file.products?.find((product) => product.id === BIT.id)?.value.alternativeNumbers).toEqual([
      'Epiroc 5712 2513 37',
      'ACME BX-99/81.R',
    ]);

    // the office's list finds it by the number too
    const list = (await officeGet(t, `/en/admin/products?q=${encodeURIComponent('acme bx')}`, editor)).text;
    expect(list).toContain(`href="/en/admin/products/${BIT.id}"`);
    expect(list).not.toContain(`href="/en/admin/products/${OTHER.id}"`);

    // typed without its dashes, slashes and dots, in another case, in either language's search
    expect((await found('acme bx9981r'))[0]).toBe(`/en/shop-single/${BIT.slug}`);
    expect((await found('BX 99 81 R'))[0]).toBe(`/en/shop-single/${BIT.slug}`);
    const mn = (await request(t.app).get('/search?query=ACMEBX9981R')).text;
    expect(mn).toContain(`href="/shop-single/${BIT.slug}"`);
  });

  it('puts the product whose part number is typed first, before one naming it in its title', async () => {
    const editor = await officeAccount(t, 'writer', ['editor'], '/admin/products');
    const named = await officePost(t, `/admin/products/${OTHER.id}`, editor, {
      ...productFormOf(OTHER),
      'name.en': `${OTHER.name.en}, replaces ${BIT.partNumber}`,
      revision: '0',
      action: 'publish',
    });
    expect(named.status).toBe(303);
    const results = await found(BIT.partNumber?.toLowerCase().replaceAll('-', ' ') ?? '');
    expect(results.slice(0, 2)).toEqual([`/en/shop-single/${BIT.slug}`, `/en/shop-single/${OTHER.slug}`]);
  });
});
