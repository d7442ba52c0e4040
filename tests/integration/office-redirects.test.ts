// The office's redirects (docs/content.md, "Redirects"): added one by one or from a CSV by an editor, followed as a
// 301 where the site has no page, counted, listed with the automatic ones of renamed products; on both engines.
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, FIXED_NOW, type TestAppOnDatabase } from '../helpers/test-app.ts';

describeEachEngine('office redirects', (engine) => {
  let database: TestDatabase;
  let t: TestAppOnDatabase;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
  });
  beforeEach(async () => {
    t = await createTestAppOn(database);
  });
  afterEach(() => t.close());

  const account = (login: string, roles: Role[], firstPage: string) => officeAccount(t, login, roles, firstPage);
  const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
  const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
  const upload = (who: OfficeAccount, csv: string, revision: string) =>
    request(t.app)
      .post('/en/admin/redirects/upload')
      .set('Cookie', who.cookie)
      .set('Origin', OFFICE_ORIGIN)
      .field('_csrf', who.token)
      .field('revision', revision)
      .attach('file', Buffer.from(csv), { filename: 'old-site.csv', contentType: 'text/csv' });

  it('adds a redirect that visitors follow as a 301 to what was typed, and audits it', async () => {
    const editor = await account('writer', ['editor'], '/admin/redirects');
    const added = await post('/admin/redirects', editor, {
      from: '/index.php?page=tyres',
      to: '/products/',
      revision: '0',
    });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe('/admin/redirects?done=added');
    const followed = await request(t.app).get('/index.php?page=tyres');
    expect(followed.status).toBe(301);
    expect(followed.headers.location).toBe('/products');
    expect(followed.headers['cache-control']).toBe('public, max-age=3600');
    expect((await request(t.app).head('/index.php?page=tyres')).status).toBe(301);
    // A visitor who chose English is sent to the English twin of the old address first: it leads there too.
    const english = await request(t.app).get('/index.php?page=tyres').set('Cookie', 'i18next=en');
    expect(english.headers.location).toBe('/en/index.php?page=tyres');
    const followedInEnglish = await request(t.app).get('/en/index.php?page=tyres').set('Cookie', 'i18next=en');
    expect([followedInEnglish.status, followedInEnglish.headers.location]).toEqual([301, '/products']);
    // Another query of the old page is another address; a page the site serves is never redirected.
    expect((await request(t.app).get('/index.php?page=other')).status).toBe(404);
    const entries = await t.store.audit.list({}, undefined, 10);
    expect(entries.map((entry) => [entry.action, entry.target])).toContainEqual([
      'redirect-added',
      '/index.php?page=tyres',
    ]);
  });

  it('refuses an address the site serves, with the reason in the staff language', async () => {
    const editor = await account('writer', ['editor'], '/en/admin/redirects');
    const refused = await post('/en/admin/redirects', editor, { from: '/about/', to: '/contact', revision: '0' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('This site already has a page at the old address');
    expect(refused.text).toContain('value="/about/"');
    const chained = await post('/admin/redirects', editor, { from: '/a.html', to: '/a.html', revision: '0' });
    expect(chained.text).toContain('Шинэ хаяг хуучинтайгаа адил');
  });

  it('uploads a CSV whole or not at all, listing each refused row by its line', async () => {
    const editor = await account('writer', ['editor'], '/en/admin/redirects');
    const refused = await upload(editor, 'from,to\n/old-1.html,/about\n/contact,/about\n/old-2.html,ftp://x\n', '0');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Nothing was added');
    expect(refused.text).toMatch(/Line 3:.*This site already has a page/);
    expect(refused.text).toMatch(/Line 4:.*must be a path starting with \/ or an address starting with https/);
    expect((await request(t.app).get('/old-1.html')).status).toBe(404);

    const csv = '\uFEFF"/en/products/old-bit.html","https://example.com/bits"\r\n/old-1.html,/about\r\n';
    const uploaded = await upload(editor, csv, '0');
    expect(uploaded.status).toBe(303);
    expect(uploaded.headers.location).toBe('/en/admin/redirects?done=uploaded&count=2');
    expect((await request(t.app).get('/en/products/old-bit.html')).headers.location).toBe('https://example.com/bits');
    expect((await t.store.audit.list({}, undefined, 10)).map((entry) => entry.action)).toContain('redirects-imported');
  });

  it('counts the hits, shown on the page after they are added to the store', async () => {
    const editor = await account('writer', ['editor'], '/en/admin/redirects');
    await post('/admin/redirects', editor, { from: '/old.html', to: '/about', revision: '0' });
    await request(t.app).get('/old.html');
    await request(t.app).get('/old.html/');
    const page = await get('/en/admin/redirects', editor);
    expect(page.text).toContain('2 times');
    expect(page.text).toContain('2026-03-15 12:00');
  });

  it('refuses an account without the editor role, its page and its posts', async () => {
    const inbox = await account('reader', ['inbox'], '/admin');
    expect((await get('/admin/redirects', inbox)).status).toBe(403);
    const refused = await post('/admin/redirects', inbox, { from: '/x.html', to: '/about', revision: '0' });
    expect(refused.status).toBe(403);
    expect((await request(t.app).get('/x.html')).status).toBe(404);
  });

  it('lists a renamed product’s old address as automatic, not removable, and refuses a chain onto it', async () => {
    const entry = t.productCatalogue.entries()[0];
    if (!entry) throw new Error('no product shipped');
    const renamed = { ...entry.fields, slug: 'renamed-product', visibility: 'shown', formerSlugs: [entry.fields.slug] };
    await t.store.content.publish('product', String(entry.id), renamed, 0, 'writer', FIXED_NOW);
    await t.productCatalogue.refresh();
    const editor = await account('writer', ['editor'], '/en/admin/redirects');
    const page = (await get('/en/admin/redirects', editor)).text;
    const row = page.slice(page.indexOf(`/shop-single/${entry.fields.slug}`));
    expect(row.slice(0, row.indexOf('</tr>'))).toContain('Automatic');
    expect(row.slice(0, row.indexOf('</tr>'))).not.toContain('<button');
    const chained = await post('/en/admin/redirects', editor, {
      from: '/old-shop.html',
      to: `/shop-single/${entry.fields.slug}`,
      revision: '0',
    });
    expect(chained.text).toContain(
      `is itself redirected (/shop-single/${entry.fields.slug} → /shop-single/renamed-product)`,
    );
  });
});
