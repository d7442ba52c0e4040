import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ORIGIN = 'https://www.altanuul.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t.close());

const cardSlugs = (html: string) =>
  [
    ...html.matchAll(/<h3 id="product-card-[^"]+" class="product-card__title"><a href="[^"]*\/shop-single\/([^"]+)"/g),
  ].map((m) => m[1]);

describe('the catalogue filtered by specification', () => {
  it('shows the filtered list at its address, with counts, not indexed, the unfiltered list its canonical', async () => {
    const res = await request(t.app).get('/en/products/Drilling%20Bit?diameter=250-320&iadc=6');
    expect(res.status).toBe(200);
    const html = res.text.replaceAll('<!-- -->', '');
    expect(cardSlugs(res.text)).toEqual(['tricone-bit-251mm-iadc-637']);
    expect(res.text).toContain('Showing 1–1 of 1 products');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/en/products/Drilling%20Bit">`);
    // The form without script: the range's inputs with what was asked, each series' box with its count.
    expect(res.text).toMatch(/<summary class="catalogue-filter__summary">Filters \(2\)<\/summary>/);
    expect(res.text).toMatch(/<input[^>]*name="diameter_min"[^>]*value="250"/);
    expect(res.text).toMatch(/<input[^>]*name="diameter_max"[^>]*value="320"/);
    expect(html).toContain('<legend class="catalogue-filter__label">IADC series</legend>');
    expect(html).toMatch(/<input type="checkbox" name="iadc" checked="" value="6"\/>Series 6<span[^>]*>\(1\)/);
    expect(html).toMatch(/<input type="checkbox" name="iadc" value="5"\/>Series 5<span[^>]*>\(1\)/);
    expect(res.text).toMatch(/<button type="submit" class="button button--dark">Apply filters<\/button>/);
  });

  it('sends the GET form to the address the island writes, in the visitor’s language', async () => {
    const res = await request(t.app).get(
      '/products?category=Drilling+Bit&sort=listed&diameter_min=250&diameter_max=320&iadc=6',
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/products/Drilling%20Bit?diameter=250-320&iadc=6');
    const page = await request(t.app).get(res.headers.location ?? '');
    expect(cardSlugs(page.text)).toEqual(['tricone-bit-251mm-iadc-637']);
    expect(page.text).toContain('Шүүлтүүр (2)');
  });

  it('keeps the unfiltered list indexed and offers no filters for all products', async () => {
    const res = await request(t.app).get('/en/products/Heavy%20Tires');
    expect(res.text).not.toContain('name="robots"');
    expect(res.text.replaceAll('<!-- -->', '')).toMatch(
      /name="tra" value="E-4"\/>E-4 \(haulage, rock deep tread\)<span[^>]*>\(7\)/,
    );
    const all = await request(t.app).get('/en/products/');
    expect(all.text).not.toContain('catalogue-filter__specs');
  });
});
