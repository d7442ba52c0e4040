// A product's price in dollars or tögrög as the office sets it (docs/content.md, "Prices"): the currency chosen beside
// the price, saved in a draft, published to the pages, JSON-LD and the API, refused when it is no currency of ours or
// the price is over its limit; an empty price is on request; revisions and content files from before currencies read as
// dollars.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { productFormOf, type ProductContent } from '#shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[] = ['editor']) => officeAccount(t, login, roles, '/admin/products');
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const page = async (path: string) => (await request(t.app).get(path)).text;

const [FIRST] = readProductsFile();
if (!FIRST) throw new Error('the shipped catalogue has products');
const FIRST_FORM = productFormOf(FIRST);

/** The first product's form with `changes`, as the editor's browser posts it. */
const edit = (changes: Record<string, string>, revision = '0', action = 'publish') => ({
  ...FIRST_FORM,
  ...changes,
  revision,
  action,
});

const isInvalid = (html: string, name: string) =>
  [...html.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)].some(
    ([tag]) => tag.includes(`name="${name}"`) && tag.includes('aria-invalid="true"'),
  );

/** The option of the currency select the form shows chosen. */
const chosenCurrency = (html: string) =>
  /<select[^>]*name="currency"[^>]*>[\s\S]*?<option value="(\w+)" selected="">/.exec(html)?.[1];

const productOffer = (html: string) => {
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const graph = (JSON.parse(ld) as { '@graph': Array<Record<string, unknown>> })['@graph'];
  return graph.find((item) => item['@type'] === 'Product')?.offers;
};

/** The price row of a product page, as read on screen. */
const priceRow = (html: string) =>
  (/<div class="product-specs__row product-specs__row--price">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '')
    .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('office: a product’s price and its currency', () => {
  it('offers dollars and tögrög beside the price, in both languages, dollars for a product set before', async () => {
    const editor = await signedIn('writer');
    const en = (await get(`/en/admin/products/${FIRST.id}`, editor)).text;
    expect(en).toMatch(/<label for="product-currency">Currency<\/label>/);
    expect(en).toContain('<option value="USD" selected="">US dollars ($)</option>');
    expect(en).toContain('<option value="MNT">Tugrik (₮)</option>');
    const mn = (await get(`/admin/products/${FIRST.id}`, editor)).text;
    expect(mn).toMatch(/<label for="product-currency">Валют<\/label>/);
    expect(mn).toContain('<option value="MNT">Төгрөг (₮)</option>');
    expect(chosenCurrency((await get('/en/admin/products/new', editor)).text)).toBe('USD');
  });

  it('publishes a price in tögrög to the product page, the catalogue, JSON-LD, the API and the office’s list', async () => {
    const editor = await signedIn('writer');
    const published = await post(
      `/admin/products/${FIRST.id}`,
      editor,
      edit({ price: '1 250 000', currency: 'MNT', discount: '85' }),
    );
    expect(published.status).toBe(303);
    const productPage = await page(`/en/shop-single/${FIRST.slug}`);
    // 85 % of ₮1,250,000 = ₮1,062,500 ≈ $307.96 at ₮3,450.12; the regular price struck, ≈ $362.31.
    expect(priceRow(productPage)).toBe(
      'Price ₮1,062,500 ≈ $307.96 ₮1,250,000 15% off Converted at ₮3,450.12 per $ on 2026-03-15.',
    );
    expect(productOffer(productPage)).toMatchObject({ price: '1062500', priceCurrency: 'MNT' });
    expect(await page('/en/products/')).toContain('₮1,062,500');
    const api = (await request(t.app).get('/api/products?lng=en')).body as Array<Record<string, unknown>>;
    expect(api.find((product) => product.id === FIRST.id)).toMatchObject({ price: 1_250_000, currency: 'MNT' });
    expect(chosenCurrency((await get(`/en/admin/products/${FIRST.id}`, editor)).text)).toBe('MNT');
    expect((await get('/en/admin/products', editor)).text).toContain('₮1,250,000');
  });

  it('keeps the currency in a draft, and lists its change among the version’s changes', async () => {
    const editor = await signedIn('writer');
    await post(`/admin/products/${FIRST.id}`, editor, edit({ price: '27 000 000', currency: 'MNT' }, '0', 'draft'));
    expect(chosenCurrency((await get(`/en/admin/products/${FIRST.id}`, editor)).text)).toBe('MNT');
    // Visitors still see the published price, in dollars.
    expect(priceRow(await page(`/en/shop-single/${FIRST.slug}`))).toContain('$7,850');
    await post(`/admin/products/${FIRST.id}`, editor, edit({ price: '27 000 000', currency: 'MNT' }));
    const history = (await get(`/en/admin/products/${FIRST.id}`, editor)).text;
    expect(history).toMatch(/<dt>Currency<\/dt>[\s\S]*?<del>US dollars \(\$\)<\/del>[\s\S]*?<ins>Tugrik \(₮\)<\/ins>/);
  });

  it('refuses a currency that is not one of ours, naming the field and keeping what was typed', async () => {
    const editor = await signedIn('writer');
    const refused = await post(`/en/admin/products/${FIRST.id}`, editor, edit({ price: '900', currency: 'EUR' }));
    expect(refused.status).toBe(400);
    expect(isInvalid(refused.text, 'currency')).toBe(true);
    expect(refused.text).toContain('Choose US dollars or tugrik.');
    expect(refused.text).toContain('value="900"');
    expect(priceRow(await page(`/en/shop-single/${FIRST.slug}`))).toContain('$7,850');
  });

  it('refuses a price over its currency’s limit: ten million dollars, fifty billion tögrög', async () => {
    const editor = await signedIn('writer');
    const dollars = await post(`/admin/products/${FIRST.id}`, editor, edit({ price: '20 000 000', currency: 'USD' }));
    expect(dollars.status).toBe(400);
    expect(isInvalid(dollars.text, 'price')).toBe(true);
    const tugrik = await post(`/admin/products/${FIRST.id}`, editor, edit({ price: '20 000 000', currency: 'MNT' }));
    expect(tugrik.status).toBe(303);
    expect(priceRow(await page(`/en/shop-single/${FIRST.slug}`))).toContain('₮20,000,000');
  });

  it('publishes an empty price as on request, with no offer in JSON-LD', async () => {
    const editor = await signedIn('writer');
    expect((await post(`/admin/products/${FIRST.id}`, editor, edit({ price: '' }))).status).toBe(303);
    const productPage = await page(`/en/shop-single/${FIRST.slug}`);
    expect(priceRow(productPage)).toBe('Price Price on request');
    expect(productOffer(productPage)).toBeUndefined();
    expect(priceRow(await page(`/shop-single/${FIRST.slug}`))).toBe('Үнэ Үнэ тохиролцоно');
  });

  it('reads a revision published before prices had a currency as dollars, the shipped product unchanged', async () => {
    const stored: Record<string, unknown> = { ...FIRST, price: 8100, visibility: 'shown', formerSlugs: [] };
    delete stored.id;
    delete stored.currency;
    const basis: Record<string, unknown> = { ...FIRST };
    delete basis.id;
    delete basis.currency;
    const old = { ...stored, basis } as unknown as ProductContent;
    await t.store.content.publish('product', String(FIRST.id), old, 0, 'office', new Date());
    await t.productCatalogue.refresh();
    expect(t.productCatalogue.entry(FIRST.id)).toMatchObject({ fields: { price: 8100, currency: 'USD' } });
    expect(t.productCatalogue.entry(FIRST.id)?.outdatedBasis).toBeUndefined();
    expect(priceRow(await page(`/en/shop-single/${FIRST.slug}`))).toContain('≈ ₮27,946,000 $8,100');
    const editor = await signedIn('writer');
    const form = (await get(`/en/admin/products/${FIRST.id}`, editor)).text;
    expect(chosenCurrency(form)).toBe('USD');
    expect(form).not.toContain('ships this product with other details');
  });

  it('imports a content file from before currencies as dollars, and one in tögrög as such', async () => {
    const editor = await signedIn('writer');
    const withoutCurrency: Record<string, unknown> = { ...FIRST, visibility: 'shown', formerSlugs: [] };
    delete withoutCurrency.id;
    delete withoutCurrency.currency;
    const send = (products: unknown[]) =>
      request(t.app)
        .post('/admin/texts/import')
        .set('Cookie', editor.cookie)
        .set('Origin', 'http://localhost:3000')
        .field('_csrf', editor.token)
        .attach(
          'file',
          Buffer.from(JSON.stringify({ format: 'site-content', version: 1, exportedAt: '', texts: [], products })),
          'content.json',
        );
    // The shipped product as an older site exported it: nothing to publish.
    const unchanged = await send([{ id: FIRST.id, value: withoutCurrency }]);
    expect(unchanged.headers.location).toContain('published=0');
    const tugrik = await send([{ id: FIRST.id, value: { ...withoutCurrency, price: 5_000_000, currency: 'MNT' } }]);
    expect(tugrik.headers.location).toContain('published=1');
    expect(priceRow(await page(`/en/shop-single/${FIRST.slug}`))).toContain('₮5,000,000');
    const exported = JSON.parse((await get('/admin/texts/export.json', editor)).text) as {
      products: Array<{ id: number; value: Record<string, unknown> }>;
    };
    expect(exported.products.find((item) => item.id === FIRST.id)?.value).toMatchObject({
      price: 5_000_000,
      currency: 'MNT',
    });
    const over = await send([{ id: FIRST.id, value: { ...withoutCurrency, price: 20_000_000 } }]);
    expect(over.headers.location).toContain('published=0');
  });
});
