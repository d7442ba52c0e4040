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
  it('gives a page its own address as canonical and hreflang alternates to its twins', async () => {
    for (const path of ['/en/About', '/about']) {
      const res = await request(t.app).get(path);
      const own = path.startsWith('/en') ? `${ORIGIN}/en/about` : `${ORIGIN}/about`;
      expect(res.text).toContain(`<link rel="canonical" href="${own}">`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="mn" href="${ORIGIN}/about">`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/en/about">`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about">`);
    }
  });

  it('gives the English home page /en/ as its address', async () => {
    const res = await request(t.app).get('/en');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/en/">`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="mn" href="${ORIGIN}/">`);
  });

  it('names each catalogue page from page 2 on as its own canonical', async () => {
    const second = await request(t.app).get('/en/products/Heavy%20Tires?page=2');
    const first = await request(t.app).get('/products/?page=1');
    expect(second.text).toContain(`<link rel="canonical" href="${ORIGIN}/en/products/Heavy%20Tires?page=2">`);
    expect(second.text).toContain(
      `<link rel="alternate" hreflang="mn" href="${ORIGIN}/products/Heavy%20Tires?page=2">`,
    );
    expect(first.text).toContain(`<link rel="canonical" href="${ORIGIN}/products/">`);
  });

  it('uses one canonical address for every spelling of a page', async () => {
    const home = await request(t.app).get('/home');
    const category = await request(t.app).get('/products/heavy%20tires');
    const shop = await request(t.app).get('/shop');
    expect(home.text).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(category.text).toContain(`<link rel="canonical" href="${ORIGIN}/products/Heavy%20Tires">`);
    expect(shop.text).toContain(`<link rel="canonical" href="${ORIGIN}/products/">`);
  });

  it('adds Open Graph and Twitter card tags in the active language', async () => {
    const res = await request(t.app).get('/en/contact');
    expect(res.text).toContain('<meta property="og:title" content="Contact us | Altan Uul Trade LLC">');
    expect(res.text).toContain(`<meta property="og:url" content="${ORIGIN}/en/contact">`);
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
    const res = await request(t.app).get('/en/service-single/international-trading');
    const service = ldOf(res.text)['@graph'].find((item) => item['@type'] === 'Service');
    expect(service).toMatchObject({
      name: 'International Trading',
      url: `${ORIGIN}/en/service-single/international-trading`,
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
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}/en${path}`);
    }
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/contact"/>`);
  });

  it('lists only pages that answer 200', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    const paths = [...res.text.matchAll(/<loc>https:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(paths.filter((path) => path.startsWith('/en/')).length).toBe(paths.length / 2);
    for (const path of paths) {
      expect([path, (await request(t.app).get(path)).status]).toEqual([path, 200]);
    }
  }, 120_000); // every page of the site, in both languages, rendered and compressed once
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
