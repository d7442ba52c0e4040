import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { classesOf, classWordsIn, filesUnder, selectorsOf } from '../helpers/markup-classes.ts';
import { ROUTES, withLanguage } from '../helpers/routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Every rule of our stylesheets must style something we render: a selector naming a class that appears in no
// rendered page (every address of the sitemap and the route table, in both languages, and searches finding
// each kind of result or none) and in no string of the client's sources (the islands' other states, the
// header's scripts) is dead. The office pages have a stylesheet of their own (server/admin/admin-css.ts).

/** Classes a third-party script adds in the browser (Swiper's state classes), never in our markup. */
const ADDED_BY_LIBRARIES = /^swiper-/;
const SEARCHES = [
  '/search?query=logistics',
  '/search?query=tyre',
  '/search?query=about',
  '/search?query=qqqq',
  '/search',
];

describe('our CSS', () => {
  let t: TestApp;
  const rendered = new Set<string>();
  const stylesheets = filesUnder('client/styles', /\.css$/).filter((file) => !file.endsWith('fonts.css'));
  const { words, prefixes } = classWordsIn(filesUnder('client', /\.tsx?$/));
  const used = (name: string) =>
    rendered.has(name) ||
    words.has(name) ||
    prefixes.some((prefix) => name.startsWith(prefix)) ||
    ADDED_BY_LIBRARIES.test(name);

  beforeAll(async () => {
    t = await createTestApp();
    const sitemap = await request(t.app).get('/sitemap.xml');
    const addresses = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => new URL(url ?? '').pathname);
    const routes = [...ROUTES.map((route) => route.path), ...SEARCHES].flatMap((address) => [
      withLanguage(address, 'mn'),
      withLanguage(address, 'en'),
    ]);
    for (const address of new Set([...addresses, ...routes])) {
      const page = await request(t.app).get(address);
      for (const [, list = ''] of page.text.matchAll(/class="([^"]*)"/g))
        for (const name of list.split(/\s+/)) rendered.add(name);
    }
  }, 120_000);

  afterAll(() => t.close());

  it('has no selector naming a class that nothing renders', () => {
    const unused = stylesheets.flatMap((file) =>
      selectorsOf(readFileSync(file, 'utf8'))
        .filter((selector) => !classesOf(selector).every(used))
        .map((selector) => `${file}: ${selector}`),
    );
    expect(unused).toEqual([]);
  });
});
