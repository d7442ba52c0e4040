// A product's photos (docs/photos.md, "Products' photos"): chosen from the library in the product's form without
// script, ordered (the first the main one), described in both languages (the photo's own texts by default); the product
// page shows the main photo as its lead image and the others as a gallery, the catalogue's cards, the API and the
// saved lists the main photo only, JSON-LD every photo; without one, the shipped drawing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { smallPng } from '../helpers/media-fixtures.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PHOTO_TIMEOUT = 120_000;

let t: TestApp;
let editor: OfficeAccount;

/** Uploads a picture through the office's form; its id once processed. */
async function uploaded(data: Buffer, alt: { mn: string; en: string }): Promise<string> {
  const res = await request(t.app)
    .post('/admin/media')
    .set('Cookie', editor.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .field('_csrf', editor.token)
    .field('use', 'product')
    .field('alt_mn', alt.mn)
    .field('alt_en', alt.en)
    .attach('file', data, 'photo.png');
  const path = String(res.headers.location).replace(/\?.*$/, '');
  for (;;) {
    const html = (await officeGet(t, path, editor)).text;
    if (!html.includes('http-equiv="refresh"')) return path.split('/').pop() ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const [FIRST, SECOND] = readProductsFile();
if (!FIRST || !SECOND) throw new Error('the shipped catalogue has products');
const PAGE = `/en/shop-single/${FIRST.slug}`;

const publish = (changes: Record<string, string>, revision: string) =>
  officePost(t, `/en/admin/products/${FIRST.id}`, editor, {
    ...productFormOf(FIRST),
    ...changes,
    revision,
    action: 'publish',
  });

const page = async (path: string) => (await request(t.app).get(path)).text;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1] ?? '').join('\n');
/** The product's picture on its page (the detail's figure). */
const detailPicture = (html: string) =>
  /<figure class="product-detail__picture">(.*?)<\/figure>/s.exec(html)?.[1] ?? '';
const gallery = (html: string) => /<ul class="product-gallery"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';

let wide = '';
let square = '';
let undescribed = '';
beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'editor', ['editor'], '/admin/products');
  wide = await uploaded(await smallPng(1200, 800), {
    mn: 'Шарошкан хошуу ширээн дээр',
    en: 'The tricone bit on a bench',
  });
  square = await uploaded(await smallPng(900, 900), { mn: 'Хошууны шүд ойроос', en: 'Close-up of the bit’s teeth' });
  undescribed = await uploaded(await smallPng(640, 480), { mn: '', en: 'Only in English' });
}, PHOTO_TIMEOUT);
afterAll(() => t.close());

describe("a product's photos", () => {
  it('are offered in the product’s form: the photos ready and described in both languages, by what they show', async () => {
    const html = (await officeGet(t, `/en/admin/products/${FIRST.id}`, editor)).text;
    expect(html).toContain(`<option value="${wide}">The tricone bit on a bench</option>`);
    expect(html).toContain(`<option value="${square}">Close-up of the bit’s teeth</option>`);
    expect(html).not.toContain(`value="${undescribed}"`);
    expect(html).toMatch(/<select[^>]*name="photos\.0\.id"/);
    expect(html).toMatch(/<input[^>]*name="photos\.1\.order"/);
  });

  it('refuses a photo that cannot be shown yet, naming its row', async () => {
    const res = await publish(
      { 'photos.0.id': undescribed, 'photos.0.alt.mn': 'Хошуу', 'photos.0.alt.en': 'Bit' },
      '0',
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain('Choose one of the photos that are ready and described in both languages.');
    expect(res.text).toContain(`value="${undescribed}" selected=""`);
  });

  it('refuses a place that is not a whole number', async () => {
    const res = await publish({ 'photos.0.id': wide, 'photos.0.order': 'first' }, '0');
    expect(res.status).toBe(400);
    expect(res.text).toMatch(
      /<input[^>]*name="photos\.0\.order"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="photos\.0\.order"/,
    );
  });

  describe('once published with two photos, the square one placed first', () => {
    let productPage = '';
    beforeAll(async () => {
      // Descriptions left empty take the photo's own; the places, not the rows, decide the order.
      const res = await publish(
        {
          'photos.0.id': wide,
          'photos.0.order': '2',
          'photos.1.id': square,
          'photos.1.order': '1',
          'photos.1.alt.en': 'The teeth of the 251 mm bit',
        },
        '0',
      );
      expect(res.status).toBe(303);
      productPage = await page(PAGE);
    });

    it('shows the main photo as the page’s lead image: a <picture> fetched first, never lazy, preloaded', () => {
      const picture = detailPicture(productPage);
      expect(picture).toContain(`<source type="image/avif" srcSet="/media/u/${square}-320-`);
      expect(picture).toMatch(
        new RegExp(
          `<img class="photo-frame__image photo-focus--x50-y50" src="/media/u/${square}-[0-9a-f-]+\\.webp" width="800" height="600" alt="The teeth of the 251 mm bit" fetchPriority="high"/>`,
        ),
      );
      expect(picture).not.toContain('loading="lazy"');
      expect(picture).toContain('class="photo-frame__placeholder" src="data:image/webp;base64,');
      expect(productPage).toMatch(
        new RegExp(`<link rel="preload" as="image"[^>]*imageSrcSet="/media/u/${square}-320-[^"]+avif 320w`, 'i'),
      );
      expect(productPage).not.toContain('style=');
    });

    it('shows the other photos as a gallery, lazy, each linking to its large file, with the photo’s own text', () => {
      const items = gallery(productPage);
      expect(items).toContain(`alt="The tricone bit on a bench"`);
      expect(items).toContain('loading="lazy"');
      // Its widest file: 960 px (no file is wider than the upload, 1200 px here).
      expect(items).toMatch(
        new RegExp(`<a class="product-gallery__link" href="/media/u/${wide}-960-[0-9a-f]{10}\\.webp">`),
      );
      expect(items).not.toContain(square);
    });

    it('names every photo in JSON-LD, the main one first', () => {
      const ld = JSON.parse(jsonLd(productPage)) as { '@graph': Array<{ '@type': string; image?: unknown }> };
      const product = ld['@graph'].find((item) => item['@type'] === 'Product');
      expect(product?.image).toEqual([
        expect.stringMatching(new RegExp(`^http://[^/]+/media/u/${square}-640-[0-9a-f]{10}\\.webp$`)),
        expect.stringMatching(new RegExp(`^http://[^/]+/media/u/${wide}-640-[0-9a-f]{10}\\.webp$`)),
      ]);
    });

    it('shows the main photo on the catalogue’s card, in Mongolian with its Mongolian text', async () => {
      const catalogue = await page('/products/');
      const card = new RegExp(`<li class="product-card">.*?href="/shop-single/${FIRST.slug}".*?</li>`, 's').exec(
        catalogue,
      )?.[0];
      expect(card).toContain(`<source type="image/avif" srcSet="/media/u/${square}-320-`);
      expect(card).toContain('alt="Хошууны шүд ойроос"');
      expect(catalogue).not.toContain(`/media/u/${wide}-`);
      // Another product keeps its drawing.
      expect(catalogue).toContain(SECOND.image);
    });

    it('gives the API and the saved lists the main photo only: its file as the picture, no gallery', async () => {
      const products = (await request(t.app).get('/api/products?lng=en')).body as Array<Record<string, unknown>>;
      const product = products.find((item) => item.id === FIRST.id);
      expect(product?.image).toMatch(new RegExp(`^/media/u/${square}-640-[0-9a-f]{10}\\.webp$`));
      expect(product?.photo).toMatchObject({ id: square, alt: 'The teeth of the 251 mm bit' });
      expect(product).not.toHaveProperty('gallery');
      expect(product).not.toHaveProperty('photos');
    });

    it('serves the files the page names', async () => {
      for (const [path] of productPage.matchAll(/\/media\/u\/[0-9a-f]{16}-\d+-[0-9a-f]{10}\.(?:avif|webp)/g)) {
        const res = await request(t.app).get(path);
        expect(res.status).toBe(200);
      }
    });

    it('goes back to the drawing when every photo is taken off', async () => {
      const state = await t.store.content.state('product', String(FIRST.id));
      const res = await publish({ 'photos.0.id': '', 'photos.1.id': '' }, String(state.revision));
      expect(res.status).toBe(303);
      const html = await page(PAGE);
      expect(detailPicture(html)).not.toContain('<picture>');
      expect(html).not.toContain('product-gallery');
      expect(html).toContain(FIRST.image.replace(/^.*\//, '').replace(/\.svg$/, ''));
    });
  });

  it('shows the next photo when the main one is taken out of the library, whose files the clean-up keeps', async () => {
    const state = await t.store.content.state('product', String(FIRST.id));
    expect((await publish({ 'photos.0.id': square, 'photos.1.id': wide }, String(state.revision))).status).toBe(303);
    const media = await t.store.content.state('media', square);
    const removed = await officePost(t, `/en/admin/media/${square}/delete`, editor, {
      revision: String(media.revision),
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.location).toBe('/en/admin/media?notice=removed');
    expect((await officeGet(t, '/en/admin/media?notice=removed', editor)).text).toContain('Taken out of the library.');

    const html = await page(PAGE);
    expect(detailPicture(html)).toContain(`srcSet="/media/u/${wide}-320-`);
    expect(html).not.toContain(`/media/u/${square}-`);

    const cleaned = await officePost(t, '/en/admin/media/clean-up', editor, {});
    expect(cleaned.headers.location).toBe('/en/admin/media?notice=cleaned');
    // A version of the product names it: restoring that version later loses nothing.
    const files = await t.store.mediaFiles.list();
    expect(files.some((listed) => listed.name.startsWith(`${square}-`))).toBe(true);
  });
});
