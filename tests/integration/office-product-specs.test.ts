// A product's specifications as the office edits them (docs/content.md, "Specifications"): the fields of its
// category in the form, published to its page's table and the catalogue's filters, another category's left out,
// a bad number refused by name, and carried by the content file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: OfficeAccount;
beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'writer', ['editor'], '/en/admin/products');
});
afterAll(() => t.close());

const [BIT] = readProductsFile();
if (!BIT) throw new Error('the shipped catalogue has products');
const path = `/en/admin/products/${BIT.id}`;
const publish = (changes: Record<string, string>, revision: string) =>
  officePost(t, path, editor, { ...productFormOf(BIT), ...changes, revision, action: 'publish' });
const text = async (url: string) => (await request(t.app).get(url)).text.replaceAll('<!-- -->', '');

describe('a product’s specifications in the office', () => {
  it('are edited in its form, shown on its page, filtered by, and carried by the content file', async () => {
    const form = (await officeGet(t, path, editor)).text;
    expect(form).toContain('Drilling bit specifications');
    expect(form).toMatch(/<input[^>]*name="iadc"[^>]*value="637"/);

    const refused = await publish({ powerKw: 'strong', category: 'Mining Equipment' }, '0');
    expect(refused.status).toBe(400);
    expect(refused.text.replaceAll('<!-- -->', '')).toContain('Power (kW): Type a number, e.g. 251 or 7,5.');
    expect(refused.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="powerKw" value="strong"/);

    // A tyre's field typed on a bit is not kept: it is not the bit's category's.
    const published = await publish({ iadc: '7-3-7', thread: 'API 4-1/2" REG', tyreSize: '40.00R57' }, '0');
    expect(published.status).toBe(303);
    const page = await text(`/en/shop-single/${BIT.slug}`);
    expect(page).toContain('<dt>Gauge diameter</dt><dd>251 mm (9 7/8&quot;)</dd>');
    expect(page).toContain('<dt>IADC code</dt><dd>7-3-7</dd>');
    expect(page).toContain('<dt>Bearing</dt><dd>Sealed journal</dd>');
    expect(await text(`/shop-single/${BIT.slug}`)).toContain('<dt>Холхивч</dt><dd>Битүүмжилсэн гулсах</dd>');
    expect(page).not.toContain('40.00R57');
    // The version lists what changed, by the field's name in the office.
    const history = (await officeGet(t, path, editor)).text.replaceAll('<!-- -->', '');
    expect(history).toMatch(
      /IADC code \(e\.g\. 637 or 5-1-7\)[\s\S]{0,200}<del[^>]*>637<\/del>[\s\S]{0,300}<ins[^>]*>7-3-7<\/ins>/,
    );
    const series7 = await text('/en/products/Drilling%20Bit?iadc=7');
    expect(series7).toContain('Showing 1–1 of 1 products');

    const file = (await officeGet(t, '/admin/texts/export.json', editor)).text;
    const exported = (JSON.parse(file) as { products: Array<{ id: number; value: Record<string, unknown> }> }).products;
    const value = exported.find((product) => product.id === BIT.id)?.value;
    expect(value).toMatchObject({ iadc: '7-3-7', thread: 'API 4-1/2" REG', bearing: 'journal' });
    expect(value).not.toHaveProperty('tyreSize');
  });
});
