// The catalogue as the office edits it (docs/content.md, "Products"): a product's names, price and address changed,
// published to the catalogue, its page, search, the sitemap, JSON-LD and the API at once; a draft previewed in the
// catalogue; hidden, binned and restored; added; moved; invalid saves and a taken address refused; every value
// inert wherever it is shown. What every kind's lifecycle does (drafts, stale saves, history, restore, reset) is
// office-item-lifecycle.test.ts's.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[]) => officeAccount(t, login, roles, '/admin/products');
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const page = async (path: string) => (await request(t.app).get(path)).text;

const [FIRST, SECOND] = readProductsFile();
if (!FIRST || !SECOND) throw new Error('the shipped catalogue has products');
const FIRST_FORM = productFormOf(FIRST);
const OLD_PATH = `/en/shop-single/${FIRST.slug}`;

/** The first product's form with `changes`, at `revision`, as the editor's browser posts it. */
const edit = (changes: Record<string, string>, revision = '0', action = 'publish') => ({
  ...FIRST_FORM,
  ...changes,
  revision,
  action,
});

/** The input named `name` is marked invalid (whatever the order of its attributes). */
const isInvalid = (html: string, name: string) =>
  [...html.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)].some(
    ([tag]) => tag.includes(`name="${name}"`) && tag.includes('aria-invalid="true"'),
  );

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1] ?? '').join('\n');

describe('office: products', () => {
  it('publishes new names, price and address to the catalogue, its page, search, sitemap, JSON-LD and the API', async () => {
    const editor = await signedIn('writer', ['editor']);
    const published = await post(
      `/admin/products/${FIRST.id}`,
      editor,
      edit({
        'name.en': 'Tricone Bit Mark II',
        'name.mn': 'Шарошкан хошуу II загвар',
        price: '8 100',
        slug: 'tricone-bit-mark-ii',
        availability: 'on-order',
        leadWeeks: '6',
        'specs.0.label.en': 'Thread',
        'specs.0.label.mn': 'Эрэг',
        'specs.0.value.mn': '6 5/8" API Reg',
        'specs.0.same': 'on',
      }),
    );
    expect(published.status).toBe(303);
    expect(published.headers.location).toBe(`/admin/products/${FIRST.id}?notice=published`);

    const productPage = await page('/en/shop-single/tricone-bit-mark-ii');
    expect(productPage).toContain('<h1');
    expect(productPage).toContain('Tricone Bit Mark II');
    expect(productPage).toContain('6 5/8&quot; API Reg');
    expect(productPage).toContain('On order, delivered in 6 weeks');
    expect(jsonLd(productPage)).toContain('"price":"8100.00"');
    expect(jsonLd(productPage)).toContain('https://schema.org/BackOrder');
    expect(await page('/shop-single/tricone-bit-mark-ii')).toContain('Шарошкан хошуу II загвар');
    expect(await page('/en/products/')).toContain('Tricone Bit Mark II');
    expect(await page('/en/search?query=mark')).toContain('href="/en/shop-single/tricone-bit-mark-ii"');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap).toContain('/shop-single/tricone-bit-mark-ii');
    expect(sitemap).not.toContain(`/shop-single/${FIRST.slug}<`);
    const api = (await request(t.app).get('/api/products?lng=en')).body as Array<{ id: number; price: number }>;
    expect(api.find((product) => product.id === FIRST.id)?.price).toBe(8100);

    // The old address moves, permanently, in both languages, and keeps doing so after a restart.
    const moved = await request(t.app).get(OLD_PATH);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/en/shop-single/tricone-bit-mark-ii');
    expect((await request(t.app).get(`/shop-single/${FIRST.slug}`)).headers.location).toBe(
      '/shop-single/tricone-bit-mark-ii',
    );
    const restarted = await createTestApp({ dataDir: t.dataDir });
    try {
      expect((await request(restarted.app).get(OLD_PATH)).headers.location).toBe('/en/shop-single/tricone-bit-mark-ii');
    } finally {
      restarted.close();
    }
    const audit = await t.store.audit.list({}, undefined, 5);
    expect(audit[0]).toMatchObject({ action: 'product-published', target: `product/${FIRST.id}`, login: 'writer' });
  });

  it('previews a draft in the catalogue too, for its editor only', async () => {
    const editor = await signedIn('writer', ['editor']);
    await post(`/admin/products/${FIRST.id}`, editor, edit({ 'name.en': 'Draft Bit' }, '0', 'draft'));
    expect((await get(`/en/products/?preview=drafts`, editor)).text).toContain('Draft Bit');
    expect(await page(`/en/products/?preview=drafts`)).not.toContain('Draft Bit');
  });

  it('refuses a publish missing a language or with a bad number, naming the field and keeping what was typed', async () => {
    const editor = await signedIn('writer', ['editor']);
    const refused = await post(
      `/en/admin/products/${FIRST.id}`,
      editor,
      edit({ 'name.en': '', 'name.mn': 'Зөвхөн монгол нэр', price: 'cheap', slug: 'Bad Slug' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('value="Зөвхөн монгол нэр"');
    expect(refused.text).toContain('value="cheap"');
    expect(isInvalid(refused.text, 'name.en')).toBe(true);
    expect(isInvalid(refused.text, 'price')).toBe(true);
    expect(isInvalid(refused.text, 'slug')).toBe(true);
    expect(await page(`/en/shop-single/${FIRST.slug}`)).toContain(FIRST.name.en.replaceAll('"', '&quot;'));
  });

  it('says which language may be behind the other once one alone changed, until the other changes too', async () => {
    const editor = await signedIn('saraa', ['editor']);
    const path = `/en/admin/products/${FIRST.id}`;
    expect((await get(path, editor)).text).not.toContain('may be out of date');
    await post(path, editor, edit({ 'name.mn': `${FIRST.name.mn} шинэ` }));
    expect((await get(path, editor)).text).toContain(
      'English may be out of date (the other language changed after it): Name.',
    );
    await post(path, editor, edit({ 'name.mn': `${FIRST.name.mn} шинэ`, 'name.en': `${FIRST.name.en} new` }, '1'));
    expect((await get(path, editor)).text).not.toContain('may be out of date');
  });

  it('refuses an address another product has', async () => {
    const editor = await signedIn('writer', ['editor']);
    const taken = await post(`/admin/products/${FIRST.id}`, editor, edit({ slug: SECOND.slug }));
    expect(taken.status).toBe(409);
    expect(isInvalid(taken.text, 'slug')).toBe(true);
    expect((await request(t.app).get(`/en/shop-single/${FIRST.slug}`)).status).toBe(200);
  });

  it('hides a product, bins it and restores it: gone from every public list while out, back after', async () => {
    const editor = await signedIn('writer', ['editor']);
    const path = `/en/shop-single/${FIRST.slug}`;
    await post(`/admin/products/${FIRST.id}/visibility`, editor, { visibility: 'hidden', revision: '0' });
    expect((await request(t.app).get(path)).status).toBe(404);
    expect(await page('/en/products/')).not.toContain(`/en/shop-single/${FIRST.slug}"`);
    expect(await page('/sitemap.xml')).not.toContain(`/shop-single/${FIRST.slug}<`);
    expect(await page(`/en/search?query=${encodeURIComponent(FIRST.name.en)}`)).not.toContain(path);
    await post(`/admin/products/${FIRST.id}/visibility`, editor, { visibility: 'deleted', revision: '1' });
    const bin = await get('/en/admin/products?show=deleted', editor);
    expect(bin.text).toContain(FIRST.name.en.replaceAll('"', '&quot;'));
    expect((await get('/en/admin/products', editor)).text).not.toContain(`/admin/products/${FIRST.id}"`);
    await post(`/admin/products/${FIRST.id}/visibility`, editor, { visibility: 'shown', revision: '2' });
    expect((await request(t.app).get(path)).status).toBe(200);
    const actions = (await t.store.audit.list({}, undefined, 3)).map((entry) => entry.action);
    expect(actions).toEqual(['product-shown', 'product-deleted', 'product-hidden']);
  });

  it('adds a product that gets its page, a place at the end of the catalogue, search, sitemap and JSON-LD', async () => {
    const editor = await signedIn('writer', ['editor']);
    const added = await post('/admin/products/new', editor, {
      ...FIRST_FORM,
      slug: '',
      'name.en': 'Rock Drill Steel 3.6 m',
      'name.mn': 'Өрмийн ган 3.6 м',
      'description.en': 'Hexagonal **drill steel** for hand-held rock drills.',
      'description.mn': 'Гар өрмийн машинд зориулсан зургаан талт **өрмийн ган**.',
      action: 'publish',
    });
    expect(added.status).toBe(303);
    const id = Number(/\/admin\/products\/(\d+)\?/.exec(added.headers.location ?? '')?.[1]);
    expect(id).toBeGreaterThan(36);
    const path = '/en/shop-single/rock-drill-steel-3-6-m';
    const html = await page(path);
    expect(html).toContain('Rock Drill Steel 3.6 m');
    expect(html).toContain('<strong>drill steel</strong>');
    expect(jsonLd(html)).toContain('"name":"Rock Drill Steel 3.6 m"');
    expect(jsonLd(html)).toContain('"description":"Hexagonal drill steel for hand-held rock drills."');
    expect(await page('/sitemap.xml')).toContain('/shop-single/rock-drill-steel-3-6-m');
    expect(await page('/en/search?query=drill+steel')).toContain(path);
    const last = await page('/en/products/?page=99');
    expect(last).toContain('Rock Drill Steel 3.6 m');
  });

  it('moves a product to the top of the catalogue', async () => {
    const editor = await signedIn('writer', ['editor']);
    const moved = await post('/admin/products/order', editor, { id: String(SECOND.id), to: '1', orderRevision: '0' });
    expect(moved.headers.location).toBe('/admin/products?notice=moved');
    const api = (await request(t.app).get('/api/products?lng=en')).body as Array<{ id: number }>;
    expect(api.slice(0, 2).map((product) => product.id)).toEqual([SECOND.id, FIRST.id]);
  });

  it('shows hostile values as inert text on every page and in JSON-LD', async () => {
    const editor = await signedIn('writer', ['editor']);
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    await post(
      `/admin/products/${FIRST.id}`,
      editor,
      edit({
        'name.en': hostile,
        'description.en': `${hostile} [click](javascript:alert(1)) and </script><script>alert(2)</script>`,
        'specs.0.label.en': hostile,
        'specs.0.label.mn': hostile,
        'specs.0.value.mn': hostile,
        'specs.0.same': 'on',
      }),
    );
    for (const path of [`/en/shop-single/${FIRST.slug}`, '/en/products/', `/en/search?query=alert`]) {
      const html = await page(path);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toMatch(/href="javascript:/i);
    }
    const productPage = await page(`/en/shop-single/${FIRST.slug}`);
    expect(productPage).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(jsonLd(productPage)).not.toContain('</script');
    const admin = await get(`/en/admin/products/${FIRST.id}`, editor);
    expect(admin.text).not.toContain('<script>alert');
    expect((await get('/en/admin/products', editor)).text).not.toContain('<script>alert');
  });

  it('travels in the content file: exported with the texts, imported into another site with its address and order', async () => {
    const editor = await signedIn('writer', ['editor']);
    await post(`/admin/products/${FIRST.id}`, editor, edit({ 'name.en': 'Exported Bit', slug: 'exported-bit' }));
    await post('/admin/products/order', editor, { id: String(SECOND.id), to: '1', orderRevision: '0' });
    const file = (await get('/admin/texts/export.json', editor)).text;

    await t.close();
    t = await createTestApp();
    const other = await signedIn('writer', ['editor']);
    const imported = await request(t.app)
      .post('/admin/texts/import')
      .set('Cookie', other.cookie)
      .set('Origin', 'http://localhost:3000')
      .field('_csrf', other.token)
      .attach('file', Buffer.from(file), 'content.json');
    expect(imported.status).toBe(303);
    expect(imported.headers.location).toContain('published=2');
    expect(await page('/en/shop-single/exported-bit')).toContain('Exported Bit');
    expect((await request(t.app).get(OLD_PATH)).headers.location).toBe('/en/shop-single/exported-bit');
    const api = (await request(t.app).get('/api/products?lng=en')).body as Array<{ id: number }>;
    expect(api[0]?.id).toBe(SECOND.id);
  });

  it('is for editors only: an inbox account sees no products and is refused a change', async () => {
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    expect((await get('/admin', clerk)).text).not.toContain('/admin/products');
    expect((await get('/admin/products', clerk)).status).toBe(403);
    expect((await get(`/admin/products/${FIRST.id}`, clerk)).status).toBe(403);
    expect((await post(`/admin/products/${FIRST.id}`, clerk, edit({ 'name.en': 'Nope' }))).status).toBe(403);
    expect((await post('/admin/products/new', clerk, edit({ 'name.en': 'Nope' }))).status).toBe(403);
    expect(await page(`/en/shop-single/${FIRST.slug}`)).not.toContain('Nope');
  });
});
