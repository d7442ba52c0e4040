import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { readProductsFile } from '#server/storage/product-file.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { unbreakableSizes } from '#client/ui/product-name.ts';

const ORIGIN = 'https://www.altanuul.example';
const PRODUCTS = readProductsFile();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t.close());

/** The opening tag of the first `name` element whose attributes include `marker`, whatever their order. */
function tag(html: string, name: string, marker: string): string {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.match(new RegExp(`<${name}\\b[^>]*${escaped}[^>]*>`))?.[0] ?? '';
}

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

const cardLinks = (html: string) =>
  [...html.matchAll(/<h3 id="product-card-[^"]+" class="product-card__title"><a href="([^"]+)"/g)].map((m) => m[1]);

const islandProps = (html: string) =>
  JSON.parse(
    (/data-island="catalogue"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? '{}')
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  ) as { products: unknown[]; categories: string[]; page: number; pageCount: number; total: number };

describe('catalogue page', () => {
  it('renders the first six products on the server, in the page language, with no loading message', async () => {
    const res = await request(t.app).get('/en/products/');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>Products<\/h1>/);
    expect(cardLinks(res.text)).toEqual(PRODUCTS.slice(0, 6).map((p) => `/en/shop-single/${p.slug}`));
    // Shown with no-break spaces inside its sizes.
    expect(res.text).toContain(`>${unbreakableSizes(PRODUCTS[0]?.name.en ?? '').replaceAll('"', '&quot;')}</a>`);
    expect(res.text).toContain('Showing 1–6 of 36 products');
    expect(mainOf(res.text)).not.toContain('Please wait...');
    // Server HTML is the whole catalogue: its script loads only when the visitor starts using it.
    expect(res.text).toMatch(/data-island="catalogue" data-id="i\d+" data-hydrate="interaction"/);
    expect(res.text).not.toContain('modulepreload');
  });

  it('gives every card an image with its size and alt text and a Details link to the product page', async () => {
    const res = await request(t.app).get('/products/Heavy%20Tires');
    const first = PRODUCTS.find((p) => p.category === 'Heavy Tires');
    const image = tag(res.text, 'img', `src="${first?.image ?? ''}"`);
    expect(image).toContain('width="800" height="600"');
    expect(image).toContain(`alt="${first?.name.mn ?? ''}"`);
    // An icon link named "Details" (and titled so, a tooltip), beside the card's one primary action.
    expect(res.text).toContain(
      `<a class="product-actions__icon product-card__details" href="/shop-single/${first?.slug ?? ''}" aria-label="Дэлгэрэнгүй"`,
    );
    expect(res.text).toMatch(/<button type="button" class="button button--small">Үнийн санал[^<]*<\/button>/);
  });

  it('offers All, then each distinct category, in a GET form with a Show button that works without script', async () => {
    const res = await request(t.app).get('/en/products/Drilling%20Bit');
    const form = tag(res.text, 'form', 'class="catalogue-filter"');
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/en/products/"');
    const select = res.text.match(/<select[^>]*name="category"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? '';
    expect([...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['', 'All'],
      ['Drilling Bit', 'Mining Drills'],
      ['Mining Equipment', 'Mining Equipment'],
      ['Heavy Tires', 'Heavy Tires'],
    ]);
    expect(select).toContain('<option value="Drilling Bit" selected="">');
    expect(res.text).toMatch(/<button type="submit"[^>]*>Show<\/button>/);
  });

  it('pages by plain links: ?page=N, the current page marked, previous and next', async () => {
    const res = await request(t.app).get('/en/products/?page=2');
    expect(cardLinks(res.text)).toEqual(PRODUCTS.slice(6, 12).map((p) => `/en/shop-single/${p.slug}`));
    expect(res.text).toContain('<nav class="pagination" aria-label="Catalogue pages">');
    expect(res.text).toContain('aria-label="Page 2" aria-current="page" href="/en/products/?page=2"');
    expect(res.text).toContain('rel="prev" href="/en/products/"');
    expect(res.text).toContain('rel="next" href="/en/products/?page=3"');
    expect(res.text).toContain('aria-label="Page 6" href="/en/products/?page=6"');
  });

  it('keeps the category in the paging links and shows its last page', async () => {
    const res = await request(t.app).get('/en/products/Drilling%20Bit?page=2');
    expect(cardLinks(res.text)).toHaveLength(6);
    expect(res.text).toContain('rel="prev" href="/en/products/Drilling%20Bit"');
    expect(res.text).not.toContain('rel="next"');
  });

  it('shows the last page for a page number past the end, and the first for a malformed one', async () => {
    const past = await request(t.app).get('/en/products/Heavy%20Tires?page=40');
    const malformed = await request(t.app).get('/en/products/?page=abc');
    expect(past.status).toBe(200);
    expect(past.text).toContain('Showing 7–12 of 12 products');
    expect(malformed.text).toContain('Showing 1–6 of 36 products');
  });

  it('hands the island only the page shown, not the whole catalogue', async () => {
    const res = await request(t.app).get('/shop');
    const props = islandProps(res.text);
    expect(props.products).toHaveLength(6);
    expect(props).toMatchObject({ page: 1, pageCount: 6, total: 36 });
    expect(props.categories).toEqual(['Drilling Bit', 'Mining Equipment', 'Heavy Tires']);
  });

  it('answers an unknown category with 404', async () => {
    const res = await request(t.app).get('/products/Rockets');
    expect(res.status).toBe(404);
  });

  it('shows the no-products message for a catalogue without products', async () => {
    const empty = await createTestApp({ products: [] });
    try {
      const res = await request(empty.app).get('/en/products/');
      expect(res.status).toBe(200);
      expect(res.text).toContain('No products found.');
    } finally {
      empty.close();
    }
  });
});

describe('product page', () => {
  const tyre = PRODUCTS.find((p) => p.slug === 'otr-tyre-40-00r57-e4');

  it('shows the product with its dimensions in millimetres, labelled by meaning, and its price', async () => {
    const res = await request(t.app).get('/en/shop-single/otr-tyre-40-00r57-e4');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>OTR Tyre 40\.00R57 E4 ★★<\/h1>/);
    expect(res.text).toContain(tyre?.description.en);
    expect(res.text).toContain('<dt>Overall height</dt><dd>3,565 mm</dd>');
    expect(res.text).toContain('<dt>Section width</dt><dd>1,120 mm</dd>');
    // 95 % of $44,000 charged (docs/specification.md §4 discount).
    expect(res.text).toContain('$41,800');
    expect(res.text).toContain('5% off');
  });

  it('labels dimensions in Mongolian with мм', async () => {
    const res = await request(t.app).get('/shop-single/otr-tyre-40-00r57-e4');
    expect(res.text).toContain('<dt>Профилийн өргөн</dt><dd>1,120 мм</dd>');
  });

  it('says Price on request for a product without a price', async () => {
    const onRequest = PRODUCTS.find((p) => p.price === 0);
    const res = await request(t.app).get(`/en/shop-single/${onRequest?.slug ?? ''}`);
    expect(res.text).toContain('Price on request');
  });

  it('links back through a breadcrumb to the catalogue and the product category', async () => {
    const res = await request(t.app).get('/en/shop-single/otr-tyre-40-00r57-e4');
    const crumbs = res.text.match(/<nav class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
    expect(crumbs).toContain('<a href="/en/products/">Products</a>');
    expect(crumbs).toContain('<a href="/en/products/Heavy%20Tires">Heavy Tires</a>');
  });

  it('has a quotation form posted without script: kind, the product message and the honeypot, no per-visitor token', async () => {
    const res = await request(t.app).get('/en/shop-single/otr-tyre-40-00r57-e4');
    const form = tag(res.text, 'form', 'class="quotation-form"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/contact?lng=en"');
    expect(res.text).not.toContain('name="_csrf"');
    expect(tag(res.text, 'input', 'name="kind"')).toContain('value="quotation"');
    expect(tag(res.text, 'input', 'name="message"')).toContain(
      'value="Quotation request for product: OTR Tyre 40.00R57 E4 ★★"',
    );
    expect(res.text).toContain('class="honeypot-field"');
    const email = tag(res.text, 'input', 'id="product-quote-email"');
    expect(email).toContain('type="email"');
    expect(email).toContain('required=""');
    const phone = tag(res.text, 'input', 'id="product-quote-phone"');
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('inputMode="numeric"');
  });

  it('stores a quotation posted from the page without script and answers with the success page', async () => {
    const page = await request(t.app).get('/en/shop-single/otr-tyre-40-00r57-e4');
    // The page carries no token nor cookie: its form is accepted because the browser names the site as its origin.
    expect(page.text).not.toContain('_csrf');
    expect(page.headers['set-cookie']).toBeUndefined();
    const res = await request(t.app)
      .post('/api/contact?lng=en')
      .set('Host', 'site.test')
      .set('Origin', 'http://site.test')
      .type('form')
      .send({
        kind: 'quotation',
        message: 'Quotation request for product: OTR Tyre 40.00R57 E4 ★★',
        page: '/shop-single/otr-tyre-40-00r57-e4',
        name: 'Bold Bat',
        email: 'bold@example.mn',
        phone: '99112233',
        // The page's consent box, ticked (docs/privacy.md, "Consent").
        consent: 'yes',
      });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Thank you, your message has been sent!');
    const [stored] = await t.store.enquiries.listEnquiries();
    expect(stored).toMatchObject({
      kind: 'quotation',
      message: 'Quotation request for product: OTR Tyre 40.00R57 E4 ★★',
      page: '/shop-single/otr-tyre-40-00r57-e4',
      consent: { version: '1.2', language: 'en', form: 'quotation' },
    });
  });

  it('answers an unknown slug with 404', async () => {
    const res = await request(t.app).get('/shop-single/unknown-product');
    expect(res.status).toBe(404);
  });

  it('describes the product as a schema.org Product with its offer', async () => {
    const res = await request(t.app).get('/en/shop-single/otr-tyre-40-00r57-e4');
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(res.text)?.[1] ?? '{}') as {
      '@graph': Array<Record<string, unknown>>;
    };
    const item = ld['@graph'].find((entry) => entry['@type'] === 'Product');
    expect(item).toMatchObject({
      name: 'OTR Tyre 40.00R57 E4 ★★',
      sku: 'otr-tyre-40-00r57-e4',
      image: `${ORIGIN}/images/catalogue/otr-tyre-40-00r57-e4.svg`,
      url: `${ORIGIN}/en/shop-single/otr-tyre-40-00r57-e4`,
      offers: { '@type': 'Offer', price: '41800.00', priceCurrency: 'USD' },
    });
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/en/shop-single/otr-tyre-40-00r57-e4">`);
  });

  it('has a title and description from the product, in the page language', async () => {
    const res = await request(t.app).get('/shop-single/otr-tyre-40-00r57-e4');
    expect(res.text).toContain('<title>Хүнд даацын дугуй 40.00R57 E4 ★★ | Алтан Уул Трейд ХХК</title>');
    expect(res.text).toMatch(/<meta name="description" content="[^"]{40,160}">/);
  });
});

describe('products elsewhere on the site', () => {
  it('lists every product page in the sitemap', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    for (const product of PRODUCTS) {
      expect(res.text).toContain(`<loc>${ORIGIN}/shop-single/${product.slug}</loc>`);
    }
  });

  it('finds a product by a word of its Mongolian name', async () => {
    const res = await request(t.app).get(`/search?query=${encodeURIComponent('шарошкан')}`);
    expect(res.text).toContain('href="/shop-single/tricone-bit-251mm-iadc-637"');
  });

  it('finds a product by a word of its English name', async () => {
    const res = await request(t.app).get('/en/search?query=stabiliser');
    expect(res.text).toContain('href="/en/shop-single/roller-stabiliser-251mm"');
  });
});
