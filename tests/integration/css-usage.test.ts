// Its time: every address of the sitemap and the route table is rendered in both languages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { classesOf, classWordsIn, filesUnder, selectorsOf } from '../helpers/markup-classes.ts';
import { ROUTES, withLanguage } from '../helpers/routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Every rule of our stylesheets must style something we render: a selector naming a class that appears in no
// rendered page (every address of the sitemap and the route table, in both languages, and searches finding
// each kind of result or none) and in no string of the client's or the page modules' sources (the islands' other states, the
// header's scripts) is dead. The office pages (client/admin/) have their own
// stylesheet, client/styles/admin.css (and admin/), checked against the classes of client/admin/.

/** Classes a third-party script adds in the browser (Swiper's states, react-toastify's toasts), never in our markup. */
const ADDED_BY_LIBRARIES = /^(swiper-|Toastify__)/;
/**
 * docs/specification.md §9: the partners carousel shows one logo fewer below each of its own steps. Issue #27: the
 * header shows its main menu from 960 px (a 1024 px laptop), its bar and menu panel switching there.
 */
const SPEC_STEPS: Record<string, number[]> = {
  'client/styles/blocks/partners-block.css': [451, 576, 768, 992, 1200],
  'client/styles/blocks/site-header.css': [960],
  'client/styles/blocks/mobile-menu.css': [960],
};
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
  const { words, prefixes } = classWordsIn([...filesUnder('client', /\.tsx?$/), ...filesUnder('pages', /\.tsx?$/)]);
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
  }, 240_000);

  afterAll(() => t.close());

  it('asks only for the named breakpoints of tokens.css', () => {
    const named = /Breakpoints:[^.]*/.exec(readFileSync('client/styles/tokens.css', 'utf8'))?.[0] ?? '';
    const allowed = [...named.matchAll(/(\d+)px/g)].map(([, px]) => Number(px));
    const odd = stylesheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((min|max)-width: (\d+)px\)/g)]
        .filter(([, side, px]) => {
          const edge = Number(px) + (side === 'max' ? 1 : 0);
          return !allowed.includes(edge) && !(SPEC_STEPS[file] ?? []).includes(edge);
        })
        .map(([query]) => `${file}: ${query}`),
    );
    expect(allowed).toHaveLength(5);
    expect(odd).toEqual([]);
  });

  it('has no selector naming a class that nothing renders', () => {
    const unused = stylesheets.flatMap((file) =>
      selectorsOf(readFileSync(file, 'utf8'))
        .filter((selector) => !classesOf(selector).every(used))
        .map((selector) => `${file}: ${selector}`),
    );
    expect(unused).toEqual([]);
  });
});
