// The SEO fields of an item with a page (docs/content.md, "SEO fields"): the title, description and share picture
// the office types are what the page's head says once published, in each language; left empty, the head is the
// page's own; too long, refused; the share picture is a library photo at its real size.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { COLLECTIONS } from '#shared/collections.ts';
import { mediaRef } from '#shared/media-library.ts';
import { collectionFormOf } from '#shared/schemas/collection-schema.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';
import { smallPng } from '../helpers/media-fixtures.ts';
import { officeAccount, officeGet, officePhoto, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PHOTO_TIMEOUT = 120_000;

let t: TestApp;
let editor: OfficeAccount;
let photo = '';

beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'writer', ['editor'], '/admin/lists/services');
  photo = await officePhoto(t, editor, {
    file: await smallPng(1600, 1000),
    use: 'service',
    alt: { mn: 'Өрмийн машин', en: 'A drill rig' },
  });
}, PHOTO_TIMEOUT);
afterAll(() => t.close());

const page = async (path: string) => (await request(t.app).get(path)).text;

/** The shipped service `id`'s form, with `changes`. */
function serviceForm(id: number, changes: Record<string, string> = {}): Record<string, string> {
  const shipped = shippedCollections(readShippedTexts()).services.find((item) => item.id === id);
  if (!shipped) throw new Error(`no shipped service ${id}`);
  return { ...collectionFormOf(COLLECTIONS.services, shipped.fields, shipped.slug), ...changes };
}

/** The content of a head's meta tag, by its property or name. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('SEO fields of a service', () => {
  it('keeps the page’s own head while they are empty', async () => {
    const before = await page('/en/service-single/consulting-services');
    const published = await officePost(t, '/admin/lists/services/1', editor, {
      ...serviceForm(1),
      revision: '0',
      action: 'publish',
    });
    expect(published.status).toBe(303);
    const after = await page('/en/service-single/consulting-services');
    const head = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1]?.replace(/<style[\s\S]*?<\/style>/g, '');
    expect(head(after)).toBe(head(before));
    // The form's section, and its preview showing the page's own title and description.
    const office = (await officeGet(t, '/en/admin/lists/services/1', editor)).text;
    // A section folds under its name; its legend names the group for a screen reader.
    expect(office).toContain('<summary>SEO</summary><fieldset><legend class="visually-hidden">SEO</legend>');
    expect((await officeGet(t, '/admin/lists/team/1', editor)).text).toContain('<summary>Хайлтын систем</summary>');
    expect(office).toContain('<strong>Consulting Services | Altan Uul Trade LLC</strong>');
    expect(office).toContain('<p>Consulting Services: what we do, how we work and how to get started with us.</p>');
  });

  it('puts the typed title, description and share picture in the head of its page in each language', async () => {
    const form = serviceForm(2, {
      'seoTitle.mn': 'Уул уурхайн тоног төхөөрөмжийн нийлүүлэлт',
      'seoTitle.en': 'Mining equipment supply from 40 factories',
      'seoDescription.mn': 'Өрөм, дугуй, сэлбэгийг үйлдвэрээс шууд.',
      'seoDescription.en': 'Drill bits, tyres and spares\nstraight from the factory.',
      shareImage: mediaRef(photo),
    });
    const published = await officePost(t, '/admin/lists/services/2', editor, {
      ...form,
      revision: '0',
      action: 'publish',
    });
    expect(published.status).toBe(303);

    const en = await page('/en/service-single/international-trading');
    expect(en).toContain('<title>Mining equipment supply from 40 factories | ');
    expect(en).toContain('<meta name="description" content="Drill bits, tyres and spares straight from the factory.">');
    expect(metaOf(en, 'og:title')).toMatch(/^Mining equipment supply from 40 factories \| /);
    expect(metaOf(en, 'og:description')).toBe('Drill bits, tyres and spares straight from the factory.');
    expect(metaOf(en, 'twitter:title')).toBe(metaOf(en, 'og:title'));
    expect(metaOf(en, 'twitter:description')).toBe(metaOf(en, 'og:description'));
    expect(en).toContain('"@type":"Service","name":"Mining equipment supply from 40 factories",');
    expect(en).toContain('"description":"Drill bits, tyres and spares straight from the factory."');
    // The heading is still the service's own title.
    expect(en).toMatch(/<h1[^>]*>International Trading<\/h1>/);
    // The photo's WebP 1280 px wide (the smallest at least 1200), with its size.
    expect(metaOf(en, 'og:image')).toMatch(new RegExp(`^https?://[^/]+/media/u/${photo}-1280-[0-9a-f]+\\.webp$`));
    expect(metaOf(en, 'og:image:width')).toBe('1280');
    expect(metaOf(en, 'og:image:height')).toBe('800');
    expect(metaOf(en, 'twitter:image')).toBe(metaOf(en, 'og:image'));

    // The office's preview of the search result, in both languages.
    const office = (await officeGet(t, '/en/admin/lists/services/2', editor)).text;
    const preview = /<section class="search-preview"[\s\S]*?<\/section>/.exec(office)?.[0] ?? '';
    expect(preview).toContain('<strong>Mining equipment supply from 40 factories | Altan Uul Trade…</strong>');
    expect(preview).toContain('<cite>en › service-single › international-trading</cite>');
    expect(preview).toContain('<p>Drill bits, tyres and spares straight from the factory.</p>');
    expect(preview).toContain('<p>Өрөм, дугуй, сэлбэгийг үйлдвэрээс шууд.</p>');

    const mn = await page('/service-single/international-trading');
    expect(mn).toContain('<title>Уул уурхайн тоног төхөөрөмжийн нийлүүлэлт | ');
    expect(metaOf(mn, 'og:description')).toBe('Өрөм, дугуй, сэлбэгийг үйлдвэрээс шууд.');
    expect(mn).toContain('"@type":"Service","name":"Уул уурхайн тоног төхөөрөмжийн нийлүүлэлт",');
  });

  it('refuses a title longer than search engines show, with its message', async () => {
    const res = await officePost(t, '/en/admin/lists/services/3', editor, {
      ...serviceForm(3, { 'seoTitle.en': 'x'.repeat(61) }),
      revision: '0',
      action: 'publish',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('SEO title (English)');
    expect(res.text).toMatch(/too long|at most/i);
  });

  it('takes only a photo of the library as the share picture', async () => {
    const res = await officePost(t, '/en/admin/lists/services/3', editor, {
      ...serviceForm(3, { shareImage: '/images/services/consulting.svg' }),
      revision: '0',
      action: 'publish',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Choose one of the pictures.');
  });
});

describe('SEO fields of a product', () => {
  const [product] = readProductsFile();
  if (!product) throw new Error('the shipped catalogue has products');
  const path = `/en/shop-single/${product.slug}`;

  it('shows its page’s own search result in the office while they are empty', async () => {
    const before = await page(path);
    const office = (await officeGet(t, `/en/admin/products/${product.id}`, editor)).text;
    const preview = /<section class="search-preview"[\s\S]*?<\/section>/.exec(office)?.[0] ?? '';
    // As the page's head says it: the product's name, its description cut at a word, its address.
    const title = /<title>([^<]*) \| /.exec(before)?.[1] ?? '';
    expect(preview).toContain(`<cite>en › shop-single › ${product.slug}</cite>`);
    // Cut again where a search engine cuts (155 characters).
    expect(preview).toContain(`<p>${(metaOf(before, 'description') ?? '').slice(0, 120)}`);
    expect(preview).toContain(`<strong>${title} | Altan Uul`);
    expect(preview).toMatch(/\d+ of 60 characters in the title, \d+ of 155 in the description/);
  });

  it('puts them in its page’s head and JSON-LD, leaving /api/products as it is', async () => {
    const api = async () => (await request(t.app).get('/api/products?lng=en')).text;
    const apiBefore = await api();
    const before = await page(path);
    const published = await officePost(t, `/admin/products/${product.id}`, editor, {
      ...productFormOf(product),
      'seoTitle.en': 'Tricone bits for hard rock',
      'seoDescription.en': 'IADC 517 tricone bits in stock in Ulaanbaatar.',
      shareImage: mediaRef(photo),
      revision: '0',
      action: 'publish',
    });
    expect(published.status).toBe(303);
    const html = await page(path);
    expect(html).toContain('<title>Tricone bits for hard rock | ');
    expect(metaOf(html, 'description')).toBe('IADC 517 tricone bits in stock in Ulaanbaatar.');
    expect(metaOf(html, 'og:image:width')).toBe('1280');
    expect(html).toContain('"@type":"Product","name":"Tricone bits for hard rock"');
    // Typed in English only: the Mongolian page keeps its own head.
    const mn = await page(`/shop-single/${product.slug}`);
    expect(mn).not.toContain('Tricone bits for hard rock');
    expect(mn).toContain('<title>Шарошкан хошуу');
    expect(metaOf(mn, 'og:image:width')).toBe('1280');
    expect(before).not.toContain('Tricone bits for hard rock');
    expect(await api()).toBe(apiBefore);
  });

  it('takes only a photo the site may show as its share picture', async () => {
    const res = await officePost(t, `/en/admin/products/${product.id}`, editor, {
      ...productFormOf(product),
      shareImage: 'media:0123456789abcdef',
      revision: '1',
      action: 'publish',
    });
    expect(res.status).toBe(400);
  });
});
