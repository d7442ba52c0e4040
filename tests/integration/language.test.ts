import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { namespacesFor } from '#client/islands/island-meta.ts';
import { ROUTES, withLanguage } from '../helpers/routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const languageCookie = (res: request.Response) => cookiesOf(res).find((c) => c.startsWith('i18next='));

describe('one URL per language', () => {
  it("speaks Mongolian at the specification's paths, whatever the browser prefers", async () => {
    const res = await request(t.app).get('/about').set('Accept-Language', 'en-US,en;q=0.9');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="mn">');
    expect(languageCookie(res)).toBeUndefined();
  });

  it('speaks English under /en/ without any cookie, for every page of the route table', async () => {
    for (const route of ROUTES) {
      const res = await request(t.app).get(withLanguage(route.path, 'en'));
      expect([route.path, res.status]).toEqual([route.path, route.status]);
      expect(res.text).toContain('<html lang="en">');
      expect(res.text).toContain(route.en.replaceAll('&', '&amp;'));
      expect(languageCookie(res)).toBeUndefined();
    }
  }, 120_000); // every page of the route table, rendered once

  it("redirects ?lng= to that language's address, keeping the rest of the query, and remembers the choice", async () => {
    const res = await request(t.app).get('/search?query=drill%20bit&lng=en');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/search?query=drill%20bit');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(languageCookie(res)).toMatch(/^i18next=en;.*SameSite=Lax/);
  });

  it('redirects ?lng=mn from an English address to its Mongolian twin', async () => {
    const res = await request(t.app).get('/en/products/Drilling%20Bit?page=2&lng=MN');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/products/Drilling%20Bit?page=2');
    expect(languageCookie(res)).toMatch(/^i18next=mn;/);
  });

  it('sends a visitor who chose English from a Mongolian address to its English twin', async () => {
    const res = await request(t.app).get('/contact?x=1').set('Cookie', 'i18next=en');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/contact?x=1');
    expect(res.headers.vary).toMatch(/Cookie/);
    const home = await request(t.app).get('/').set('Cookie', 'i18next=en');
    expect(home.headers.location).toBe('/en/');
  });

  it('lets a visitor who chose Mongolian read English pages, and the switch back stays in Mongolian', async () => {
    const english = await request(t.app).get('/en/contact').set('Cookie', 'i18next=mn');
    expect(english.status).toBe(200);
    expect(english.text).toContain('<html lang="en">');
    const back = await request(t.app).get('/contact').set('Cookie', 'i18next=mn');
    expect(back.status).toBe(200);
    expect(back.text).toContain('<html lang="mn">');
  });

  it('ignores an unsupported language and sets no cookie', async () => {
    const res = await request(t.app).get('/?lng=fr');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="mn">');
    expect(languageCookie(res)).toBeUndefined();
  });

  it("keeps ?lng= as the API's language and never redirects an API call", async () => {
    const res = await request(t.app).get('/api/products?lng=en').set('Accept', 'application/json');
    expect(res.status).toBe(200);
    expect(languageCookie(res)).toBeUndefined();
  });

  it('does not set the language cookie on health responses', async () => {
    const res = await request(t.app).get('/healthz');
    expect(languageCookie(res)).toBeUndefined();
  });
});

describe('language switch in the header', () => {
  it('shows EN on a Mongolian page and links to its English twin', async () => {
    const res = await request(t.app).get('/service-single/international-trading');
    expect(res.text).toMatch(
      /<a class="lang-switch" href="\/en\/service-single\/international-trading\?lng=en"[^>]*>EN<\/a>/,
    );
  });

  it('shows MN on an English page, links to its Mongolian twin and keeps the rest of the query', async () => {
    const res = await request(t.app).get('/en/search?query=tyre');
    expect(res.text).toMatch(/<a class="lang-switch" href="\/search\?query=tyre&amp;lng=mn"[^>]*>MN<\/a>/);
  });

  it('links every page of an English page to English pages', async () => {
    const res = await request(t.app).get('/en/about');
    const hrefs = [...res.text.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1] ?? '');
    const mongolian = hrefs.filter((href) => !href.startsWith('/en/') && !href.includes('lng=mn'));
    expect(mongolian).toEqual([]);
    expect(hrefs).toContain('/en/contact');
  });
});

describe('translations inlined for islands', () => {
  it('inlines only the namespaces the islands of the page use, in the page language only', async () => {
    const res = await request(t.app).get('/en/contact');
    const json = /<script type="application\/json" id="island-state"[^>]*>(.*?)<\/script>/s.exec(res.text)?.[1];
    const state = JSON.parse(json ?? 'null') as { lng: string; ns: string[]; resources: Record<string, unknown> };
    expect(state.lng).toBe('en');
    // /contact renders only the contact form island: exactly its namespaces, none of the other islands'.
    expect(state.ns).toEqual(namespacesFor(['contact-form']));
    expect(state.ns).not.toContain('stores');
    expect(Object.keys(state.resources)).toEqual(['en']);
  });

  it("inlines only the texts of the home page's namespace the partners' carousel reads, not the page's copy", async () => {
    const res = await request(t.app).get('/en/');
    const json = /<script type="application\/json" id="island-state"[^>]*>(.*?)<\/script>/s.exec(res.text)?.[1];
    const state = JSON.parse(json ?? 'null') as { ns: string[]; resources: { en: Record<string, unknown> } };
    expect(state.ns).toEqual(expect.arrayContaining(['common', 'home', 'facts']));
    expect(state.resources.en.home).toEqual({
      partners: { logoAlt: expect.any(String), previous: 'Previous partner', next: 'Next partner' },
    });
    expect(Object.keys(state.resources.en.facts ?? {}).sort()).toEqual(['about', 'home']);
    expect(json).not.toContain('Enkhtuya');
  });
});
