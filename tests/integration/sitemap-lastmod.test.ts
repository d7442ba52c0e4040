// The sitemap's lastmod (docs/content.md, "SEO fields"): an item's pages carry the time of its last publish, a site
// page that of its SEO record or its texts, whichever is later; a page whose content was never published has none.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { COLLECTIONS } from '#shared/collections.ts';
import { collectionFormOf } from '#shared/schemas/collection-schema.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { OFFICE_ORIGIN, officeAccount, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

// The office's posts come from the site's own origin.
const ORIGIN = OFFICE_ORIGIN;

let t: TestApp;
let editor: OfficeAccount;
let now = FIXED_NOW;
/** `minutes` after the app's start (within a session's life), and as the sitemap writes it. */
const at = (minutes: number) => new Date(FIXED_NOW.getTime() + minutes * 60_000);
const lastmod = (minutes: number) =>
  at(minutes)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  editor = await officeAccount(t, 'writer', ['editor'], '/admin/pages');
});
afterAll(() => t.close());

/** The lastmod of each language version of the page at `path` (null: none), as the sitemap lists them. */
async function lastmodsOf(path: string): Promise<Array<string | null>> {
  const xml = (await request(t.app).get('/sitemap.xml')).text;
  return [path, `/en${path === '/' ? '/' : path}`].map((address) => {
    const url = new RegExp(`<url><loc>${ORIGIN}${address}</loc>(?:<lastmod>([^<]+)</lastmod>)?`).exec(xml);
    if (!url) throw new Error(`the sitemap lists no ${address}`);
    return url[1] ?? null;
  });
}

const [product] = readProductsFile();
if (!product) throw new Error('the shipped catalogue has products');
const service = shippedCollections(readShippedTexts()).services[0];
if (!service?.slug) throw new Error('the shipped services have pages');

describe('GET /sitemap.xml lastmod', () => {
  it('leaves it out for every page whose content was never published', async () => {
    const xml = (await request(t.app).get('/sitemap.xml')).text;
    expect(xml).not.toContain('<lastmod>');
  });

  it('gives a product’s page the time of its last publish, in both languages', async () => {
    const form = productFormOf(product);
    expect(
      (await officePost(t, `/admin/products/${product.id}`, editor, { ...form, revision: '0', action: 'publish' }))
        .status,
    ).toBe(303);
    expect(await lastmodsOf(`/shop-single/${product.slug}`)).toEqual([lastmod(0), lastmod(0)]);

    now = at(1);
    const changed = { ...form, 'name.en': `${form['name.en'] ?? ''} (new)`, revision: '1', action: 'publish' };
    expect((await officePost(t, `/admin/products/${product.id}`, editor, changed)).status).toBe(303);
    expect(await lastmodsOf(`/shop-single/${product.slug}`)).toEqual([lastmod(1), lastmod(1)]);
    // The other products were not published.
    const [, other] = readProductsFile();
    expect(await lastmodsOf(`/shop-single/${other?.slug ?? ''}`)).toEqual([null, null]);
  });

  it('gives each page of a list item (a service and its video) the time of its last publish', async () => {
    now = at(2);
    const form = collectionFormOf(COLLECTIONS.services, service.fields, service.slug);
    const published = await officePost(t, `/admin/lists/services/${service.id}`, editor, {
      ...form,
      revision: '0',
      action: 'publish',
    });
    expect(published.status).toBe(303);
    expect(await lastmodsOf(`/service-single/${service.slug}`)).toEqual([lastmod(2), lastmod(2)]);
    expect(await lastmodsOf(`/Video/${service.slug}`)).toEqual([lastmod(2), lastmod(2)]);
  });

  it('gives a site page the later of its SEO record’s and its texts’ last publish', async () => {
    now = at(3);
    const seo = await officePost(t, '/admin/pages/home', editor, {
      'seoTitle.en': 'Mining supply in Mongolia',
      revision: '0',
      action: 'publish',
    });
    expect(seo.status).toBe(303);
    expect(await lastmodsOf('/')).toEqual([lastmod(3), lastmod(3)]);
    expect(await lastmodsOf('/about')).toEqual([null, null]);

    // A text only the home page shows, published later.
    now = at(4);
    const text = await officePost(t, '/admin/texts/home:hero.servicesCta', editor, {
      mn: 'Үйлчилгээ үзэх',
      en: 'See our services',
      revision: '0',
      action: 'publish',
    });
    expect(text.status).toBe(303);
    expect(await lastmodsOf('/')).toEqual([lastmod(4), lastmod(4)]);
    // The about page's own title, a text of its head.
    now = at(5);
    const title = await officePost(t, '/admin/texts/pages:meta.about.title', editor, {
      mn: 'Бидний тухай',
      en: 'About the company',
      revision: '0',
      action: 'publish',
    });
    expect(title.status).toBe(303);
    expect(await lastmodsOf('/about')).toEqual([lastmod(5), lastmod(5)]);
  });
});
