import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.altanuul.example' } });
});
afterAll(() => t.close());

const ORIGIN = 'https://www.altanuul.example';
const ldOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    '@graph': Array<Record<string, unknown>>;
  };

describe('discoverability tags', () => {
  it('gives a page its canonical address in the active language and hreflang alternates', async () => {
    const res = await request(t.app).get('/About?lng=en');
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/about?lng=en">`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="mn" href="${ORIGIN}/about?lng=mn">`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/about?lng=en">`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about">`);
  });

  it('uses one canonical address for every spelling of a page', async () => {
    const home = await request(t.app).get('/home');
    const category = await request(t.app).get('/products/heavy%20tires');
    const shop = await request(t.app).get('/shop');
    expect(home.text).toContain(`<link rel="canonical" href="${ORIGIN}/?lng=mn">`);
    expect(category.text).toContain(`<link rel="canonical" href="${ORIGIN}/products/Heavy%20Tires?lng=mn">`);
    expect(shop.text).toContain(`<link rel="canonical" href="${ORIGIN}/products/?lng=mn">`);
  });

  it('adds Open Graph and Twitter card tags in the active language', async () => {
    const res = await request(t.app).get('/contact?lng=en');
    expect(res.text).toContain('<meta property="og:title" content="Contact us | Altan Uul Trade LLC">');
    expect(res.text).toContain(`<meta property="og:url" content="${ORIGIN}/contact?lng=en">`);
    expect(res.text).toContain(`<meta property="og:image" content="${ORIGIN}/images/share.png">`);
    expect(res.text).toContain('<meta property="og:locale" content="en_US">');
    expect(res.text).toContain('<meta property="og:locale:alternate" content="mn_MN">');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('describes the company as a LocalBusiness in Ulaanbaatar on every page', async () => {
    const res = await request(t.app).get('/');
    const business = ldOf(res.text)['@graph'].find((item) => item['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: 'Алтан Уул Трейд ХХК',
      telephone: '+97670112233',
      address: { addressLocality: 'Улаанбаатар', addressCountry: 'MN' },
    });
  });

  it('adds a Service on service pages', async () => {
    const res = await request(t.app).get('/service-single/international-trading?lng=en');
    const service = ldOf(res.text)['@graph'].find((item) => item['@type'] === 'Service');
    expect(service).toMatchObject({
      name: 'International Trading',
      url: `${ORIGIN}/service-single/international-trading?lng=en`,
      provider: { '@id': `${ORIGIN}/#organization` },
    });
  });

  it('keeps the not-found page and search results out of the index', async () => {
    const missing = await request(t.app).get('/missing');
    const search = await request(t.app).get('/search?query=bit');
    for (const res of [missing, search]) {
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('rel="canonical"');
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every page in both languages with alternates', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/about',
      '/service',
      '/service-single/transportation-logistics',
      '/productgrouppage',
      '/products/Drilling%20Bit',
      '/contact',
      '/team/batbayar-dorj',
      '/Video/consulting-services',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}?lng=mn`);
      expect(locs).toContain(`${ORIGIN}${path}?lng=en`);
    }
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/contact"/>`);
  });

  it('lists only pages that answer 200', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    const paths = [...res.text.matchAll(/<loc>[^<]+?(\/[^<?]*)\?lng=mn<\/loc>/g)].map((m) => m[1] ?? '');
    for (const path of paths) {
      expect([path, (await request(t.app).get(path)).status]).toEqual([path, 200]);
    }
  }, 20_000); // every page of the site rendered and compressed once
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps the API and search out, and names the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
