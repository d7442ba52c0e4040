import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { escapeHtml } from '#server/html-escaping.ts';
import { ROUTES, withLanguage } from '../helpers/routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('page routes', () => {
  it.each(ROUTES)(
    'GET $path answers $status with its heading in Mongolian by default',
    async ({ path, status, mn }) => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(status);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<html lang="mn">');
      expect(res.text).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(mn)}</h1>`));
      expect(res.text).toContain('Бүх эрх хуулиар хамгаалагдсан');
    },
  );

  it.each(ROUTES)('GET $path answers $status with its heading in English under /en/', async ({ path, status, en }) => {
    const res = await request(t.app).get(withLanguage(path, 'en'));
    expect(res.status).toBe(status);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(en)}</h1>`));
    expect(res.text).toContain('All rights reserved');
  });

  it.each([
    ['mn', '/about', '/privacy', 'Нууцлалын мэдэгдэл', 'Алтан Уул Трейд ХХК', 'Энэхүү мэдэгдлийн 1.2 хувилбар'],
    ['en', '/en/about', '/en/privacy', 'Privacy notice', 'Altan Uul Trade LLC', 'Version 1.2 of this notice'],
  ])(
    'links the privacy notice from the footer in %s; it names the company, its address, its version, the page views',
    async (lng, page, privacy, link, company, version) => {
      const footer = /<footer[\s\S]*<\/footer>/.exec((await request(t.app).get(page)).text)?.[0] ?? '';
      expect(footer).toContain(`<a class="site-footer__privacy" href="${privacy}">${link}</a>`);
      const notice = /<article class="container privacy"[\s\S]*<\/article>/.exec(
        (await request(t.app).get(privacy)).text,
      )?.[0];
      expect(notice).toContain(company);
      expect(notice).toContain('href="mailto:info@altanuultrade.mn"');
      expect(notice).toMatch(new RegExp(`class="privacy__version">${version}`));
      // What the server counts of a visit, and that nothing of it tells one visitor from another.
      expect(notice).toContain(
        lng === 'mn' ? 'IP хаяг, күүки, таних дугаар' : 'no IP address, no cookie, no identifier',
      );
    },
  );

  it('gives every page its own title and description in the active language', async () => {
    const about = await request(t.app).get('/en/about');
    const contact = await request(t.app).get('/en/contact');
    const aboutMn = await request(t.app).get('/about');
    expect(about.text).toContain('<title>About us | Altan Uul Trade LLC</title>');
    expect(contact.text).toContain('<title>Contact us | Altan Uul Trade LLC</title>');
    expect(aboutMn.text).toContain('<title>Бидний тухай | Алтан Уул Трейд ХХК</title>');
    expect(about.text).toMatch(/<meta name="description" content="Who we are: [^"]+">/);
    expect(aboutMn.text).toMatch(/<meta name="description" content="Бид хэн бэ: [^"]+">/);
  });

  it('renders the not-found page with the mistyped-address explanation and a link home', async () => {
    const res = await request(t.app).get('/en/nothing-here');
    expect(res.status).toBe(404);
    expect(res.text).toContain('the address may have been mistyped');
    expect(res.text).toMatch(/<a class="button" href="\/en\/">Back to home<\/a>/);
  });

  it('offers the site search and the three categories on the not-found page, in both languages', async () => {
    for (const [lng, categories] of [
      ['mn', ['Уул уурхайн тоног төхөөрөмж', 'Өрмийн хошуу', 'Хүнд даацын дугуй']],
      ['en', ['Mining Equipment', 'Mining Drills', 'Heavy Tires']],
    ] as const) {
      const res = await request(t.app).get(withLanguage('/nothing-here', lng));
      expect(res.status).toBe(404);
      const main = /<main[\s\S]*<\/main>/.exec(res.text)?.[0] ?? '';
      expect(main).toContain(
        `<form class="search-form" role="search" action="${withLanguage('/search', lng)}" method="get">`,
      );
      expect(main).toMatch(/<input id="not-found-query" class="search-form__input" type="search"[^>]* name="query"/);
      const links = [...main.matchAll(/<li><a class="text-link" href="([^"]+)">([^<]+)<\/a><\/li>/g)];
      expect(links.map((link) => link[2])).toEqual(categories);
      expect(links.map((link) => link[1])).toEqual(
        ['Mining%20Equipment', 'Drilling%20Bit', 'Heavy%20Tires'].map((name) => withLanguage(`/products/${name}`, lng)),
      );
    }
  });

  it("heads a category's page with the category's name, in its breadcrumb and its title too", async () => {
    for (const [lng, name, products, title] of [
      ['mn', 'Өрмийн хошуу', 'Бүтээгдэхүүн', 'Өрмийн хошуу: бүтээгдэхүүн'],
      ['en', 'Mining Drills', 'Products', 'Mining Drills: products'],
    ] as const) {
      const html = (await request(t.app).get(withLanguage('/products/Drilling%20Bit', lng))).text;
      expect(html).toContain(`<h1 class="title-bar__title">${name}</h1>`);
      expect(html).toContain(
        `<li><a href="${withLanguage('/products/', lng)}">${products}</a></li><li aria-current="page">${name}</li>`,
      );
      expect(html).toMatch(new RegExp(`<title>${title} \\| `));
    }
  });

  it('renders the layout shell on every page: header, footer with contact links and the current year, ticker slot', async () => {
    const res = await request(t.app).get('/en/service');
    expect(res.text).toContain('<header class="site-header">');
    expect(res.text).toContain('href="tel:+97670112233"');
    expect(res.text).toContain('href="mailto:info@altanuultrade.mn"');
    expect(res.text).toContain('© 2026 Altan Uul Trade LLC. All rights reserved.');
    expect(res.text).toContain('<aside class="ticker" aria-label="Exchange rates">');
    expect(res.text).toContain('<a class="scroll-top" href="#top">');
    expect(res.text).toContain('href="/en/service-single/transportation-logistics"');
    expect(res.text).toContain('href="/en/products/Heavy%20Tires"');
  });

  it('escapes what the visitor typed when echoing the address into the page', async () => {
    const res = await request(t.app).get('/search?query=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('answers unknown API paths with JSON 404, not a page', async () => {
    const res = await request(t.app).get('/api/nothing?lng=en');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'The requested resource could not be found.' });
  });
});

describe('odd paths', () => {
  it.each(['/@vite/client', '/assets/', '/%E0%A4%A', '/a/../../etc/passwd'])(
    'answers %s with a page, never a 500',
    async (path) => {
      const res = await request(t.app).get(path);
      expect([400, 404]).toContain(res.status);
    },
  );
});
