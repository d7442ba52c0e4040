import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { namespacesFor } from '#client/islands/island-meta.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const languageCookie = (res: request.Response) => cookiesOf(res).find((c) => c.startsWith('i18next='));

describe('language detection', () => {
  it('speaks Mongolian to a visitor with no choice made, whatever the browser prefers', async () => {
    const res = await request(t.app).get('/about').set('Accept-Language', 'en-US,en;q=0.9');
    expect(res.text).toContain('<html lang="mn">');
    expect(languageCookie(res)).toBeUndefined();
  });

  it('switches with ?lng= and remembers the choice in the i18next cookie (SameSite=Lax)', async () => {
    const res = await request(t.app).get('/about?lng=en');
    expect(res.text).toContain('<html lang="en">');
    expect(languageCookie(res)).toMatch(/^i18next=en;.*SameSite=Lax/);
  });

  it('follows the i18next cookie on later visits', async () => {
    const res = await request(t.app).get('/contact').set('Cookie', 'i18next=en');
    expect(res.text).toContain('<html lang="en">');
  });

  it('lets ?lng= win over the cookie', async () => {
    const res = await request(t.app).get('/contact?lng=mn').set('Cookie', 'i18next=en');
    expect(res.text).toContain('<html lang="mn">');
    expect(languageCookie(res)).toMatch(/^i18next=mn;/);
  });

  it('accepts ?lng=EN in capitals', async () => {
    const res = await request(t.app).get('/?lng=EN');
    expect(res.text).toContain('<html lang="en">');
  });

  it('ignores an unsupported language and sets no cookie', async () => {
    const res = await request(t.app).get('/?lng=fr');
    expect(res.text).toContain('<html lang="mn">');
    expect(languageCookie(res)).toBeUndefined();
  });

  it('does not set the language cookie on API or health responses', async () => {
    const res = await request(t.app).get('/healthz');
    expect(languageCookie(res)).toBeUndefined();
  });
});

describe('language switch in the header', () => {
  it('shows EN while Mongolian is active and links to the same page in English', async () => {
    const res = await request(t.app).get('/service-single/international-trading');
    expect(res.text).toMatch(
      /<a class="lang-switch" href="\/service-single\/international-trading\?lng=en"[^>]*>EN<\/a>/,
    );
  });

  it('shows MN while English is active and keeps the rest of the query', async () => {
    const res = await request(t.app).get('/search?query=tyre&lng=en');
    expect(res.text).toMatch(/<a class="lang-switch" href="\/search\?query=tyre&amp;lng=mn"[^>]*>MN<\/a>/);
  });
});

describe('translations inlined for islands', () => {
  it('inlines only the namespaces the islands of the page use, in the page language only', async () => {
    const res = await request(t.app).get('/contact?lng=en');
    const json = /<script type="application\/json" id="island-state"[^>]*>(.*?)<\/script>/s.exec(res.text)?.[1];
    const state = JSON.parse(json ?? 'null') as { lng: string; ns: string[]; resources: Record<string, unknown> };
    expect(state.lng).toBe('en');
    // /contact renders only the contact form island: exactly its namespaces, none of the other islands'.
    expect(state.ns).toEqual(namespacesFor(['contact-form']));
    expect(state.ns).not.toContain('stores');
    expect(Object.keys(state.resources)).toEqual(['en']);
  });
});
