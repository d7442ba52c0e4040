// The office's home page and the lists' "needs translation" filter (docs/content.md, "Office home" and "Translation
// status"): where an editor lands, the drafts waiting, the schedules, what needs a translator and the latest changes,
// each linked to its item; each list filtered to what needs a translator, with its count, its rows marked.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Role } from '#shared/admin-roles.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { escapeHtml } from '#server/html-escaping.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[] = ['editor']) => officeAccount(t, login, roles, '/admin/desk');
const get = async (path: string, who: OfficeAccount) => (await officeGet(t, path, who)).text.replace(/<!-- -->/g, '');
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);

const [FIRST, SECOND] = readProductsFile();
if (!FIRST || !SECOND) throw new Error('the shipped catalogue has products');
const FIRST_PAGE = `/admin/products/${FIRST.id}`;
const SECOND_PAGE = `/admin/products/${SECOND.id}`;

/** A product's shipped form with `changes`, posted over revision `revision` as `action`. */
const productForm = (product: typeof FIRST, changes: Record<string, string>, action = 'publish', revision = '0') => ({
  ...productFormOf(product),
  ...changes,
  revision,
  action,
});

/** The first product published with its Mongolian name changed, and nothing else: English may now be behind. */
const mongolianOnly = (who: OfficeAccount) =>
  post(FIRST_PAGE, who, productForm(FIRST, { 'name.mn': `${FIRST.name.mn} шинэ` }));

const CTA = 'home:hero.servicesCta';
const CTA_PAGE = `/admin/texts/${encodeURIComponent(CTA)}`;

/** The part of the page under the heading `title` (up to the next section). */
const section = (html: string, title: string) => {
  const start = html.indexOf(`>${title}</h2>`);
  if (start < 0) throw new Error(`no section "${title}"`);
  const end = html.indexOf('<section', start);
  return html.slice(start, end < 0 ? undefined : end);
};

describe('office: home page', () => {
  it('is where an editor lands; an account with the inbox role keeps the inbox', async () => {
    const editor = await signedIn('saraa');
    const start = await officeGet(t, '/admin', editor);
    expect(start.status).toBe(303);
    expect(start.headers.location).toBe('/admin/desk');
    expect((await officeGet(t, '/en/admin', editor)).headers.location).toBe('/en/admin/desk');
    const desk = await get('/admin/desk', editor);
    expect(desk).toContain('<h1>Оффисын нүүр</h1>');
    // Home is the first link of the office's menu, and the page's own.
    expect(desk).toMatch(
      /<nav class="office-nav__panel"[^>]*>.*?<a href="\/admin\/desk" aria-current="page">Нүүр<\/a>/s,
    );
    expect(desk.indexOf('href="/admin/desk"')).toBeLessThan(desk.indexOf('href="/admin/texts"'));

    const clerk = await signedIn('bold', ['inbox', 'editor']);
    const inbox = await officeGet(t, '/admin', clerk);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain('href="/admin/desk"');
    expect((await officeGet(t, '/admin/desk', await signedIn('dulmaa', ['inbox']))).status).toBe(403);
  });

  it('says so, in each section, when nothing waits', async () => {
    const editor = await signedIn('saraa');
    const desk = await get('/en/admin/desk', editor);
    expect(desk).toContain('No drafts are waiting: everything saved has been published.');
    expect(desk).toContain('Nothing is scheduled.');
    expect(desk).toContain('Everything is filled in both languages, and neither is behind the other.');
    expect(desk).toContain('Nothing has been published or changed yet.');
    expect(desk).toContain('href="/en/admin/schedule"');
  });

  it('lists a draft, a schedule, an untranslated product and a publish, each linked to its item', async () => {
    const editor = await signedIn('saraa');
    expect((await post(SECOND_PAGE, editor, productForm(SECOND, { price: '9999' }, 'draft'))).status).toBe(303);
    const schedule = { kind: 'product', key: String(SECOND.id), date: '2026-03-16', time: '09:30' };
    expect((await post('/admin/schedule', editor, schedule)).status).toBe(303);
    expect((await post(CTA_PAGE, editor, { mn: 'Ноорог', en: 'Draft', revision: '0', action: 'draft' })).status).toBe(
      303,
    );
    expect((await mongolianOnly(editor)).status).toBe(303);

    const desk = await get('/en/admin/desk', editor);
    const drafts = section(desk, 'Drafts waiting');
    // Who saved each, when (Ulaanbaatar time), newest first; each a link to its page.
    expect(drafts).toContain(`<a href="/en${SECOND_PAGE}">${escapeHtml(SECOND.name.en)}</a>`);
    expect(drafts).toContain(`<a href="/en${CTA_PAGE}">text/${CTA}</a>`);
    expect(drafts).toContain('saraa');
    expect(drafts).toContain('2026-03-15 12:00');
    expect(drafts).toContain('>Products<');
    expect(drafts).toContain('>Site texts<');

    const scheduled = section(desk, 'Scheduled');
    expect(scheduled).toContain('2026-03-16 09:30');
    expect(scheduled).toContain('Publish the draft');
    expect(scheduled).toContain(`<a href="/en${SECOND_PAGE}">${escapeHtml(SECOND.name.en)}</a>`);

    const translation = section(desk, 'Needs translation');
    expect(translation).toContain('href="/en/admin/products?show=translation"');
    expect(translation).toContain('>1 item<');
    expect(translation).toContain('English may be out of date: 1');
    expect(translation).not.toContain('>Site texts<');

    const changes = section(desk, 'Recent changes');
    expect(changes).toContain('Published a product');
    expect(changes).toContain(`<a href="/en${FIRST_PAGE}">${escapeHtml(FIRST.name.en)}</a>`);
    // A draft saved changes nothing on the site.
    expect(changes).not.toContain('Saved a product draft');

    // In Mongolian, the same.
    const mn = await get('/admin/desk', editor);
    expect(section(mn, 'Орчуулга шаардлагатай')).toContain('Англи хэлний орчуулга хоцорсон байж магадгүй: 1');
    expect(section(mn, 'Нийтлэгдээгүй ноорогууд')).toContain(`>${escapeHtml(SECOND.name.mn)}</a>`);
  });
});

describe('office lists: needs translation', () => {
  it('filters the products to those a translator needs, with the count, each row marked', async () => {
    const editor = await signedIn('saraa');
    expect(await get('/en/admin/products', editor)).toContain('Needs translation (0)');
    await mongolianOnly(editor);

    const all = await get('/en/admin/products', editor);
    expect(all).toContain('Needs translation (1)');
    const filtered = await get('/en/admin/products?show=translation', editor);
    expect(filtered).toContain('<option value="translation" selected="">Needs translation (1)</option>');
    expect(filtered).toContain(`href="/en${FIRST_PAGE}"`);
    expect(filtered).not.toContain(`href="/en${SECOND_PAGE}"`);
    expect(filtered).toContain('English may be out of date');
    // The badge is the item's own page's status, the same function over the same versions.
    expect(await get(`/en${FIRST_PAGE}`, editor)).toContain('English may be out of date (the other language');

    // Translated: English changed too, and the product needs no one any more.
    await post(
      FIRST_PAGE,
      editor,
      productForm(FIRST, { 'name.mn': `${FIRST.name.mn} шинэ`, 'name.en': `${FIRST.name.en} new` }, 'publish', '1'),
    );
    expect(await get('/en/admin/products', editor)).toContain('Needs translation (0)');
    expect(await get('/en/admin/desk', editor)).toContain(
      'Everything is filled in both languages, and neither is behind the other.',
    );
  });

  it('marks a list’s item only drafted with a language left empty', async () => {
    const editor = await signedIn('saraa');
    const draft = { 'quote.mn': 'Шинэ сэтгэгдэл', 'name.mn': 'Бат', revision: '0', action: 'draft' };
    expect((await post('/admin/lists/testimonials/new', editor, draft)).status).toBe(303);
    const list = await get('/admin/lists/testimonials?show=translation', editor);
    expect(list).toContain('Орчуулга шаардлагатай (1)');
    expect(list).toContain('Англи хэл дээр бөглөөгүй');
    const desk = section(await get('/en/admin/desk', editor), 'Needs translation');
    expect(desk).toContain('href="/en/admin/lists/testimonials?show=translation"');
    expect(desk).toContain('Needs English: 1');
  });

  it('lists the texts a translator needs, beside the site’s parts, with their count', async () => {
    const editor = await signedIn('saraa');
    expect(await get('/en/admin/texts', editor)).toMatch(/Needs translation <span class="areas__count">\(0\)/);
    await post(CTA_PAGE, editor, { mn: 'Манай бүх үйлчилгээ', en: 'Our services', revision: '0', action: 'publish' });
    const texts = await get('/en/admin/texts?show=translation', editor);
    expect(texts).toMatch(/aria-current="page">Needs translation <span class="areas__count">\(1\)/);
    expect(texts).toContain(`href="/en${CTA_PAGE}"`);
    expect(texts).toContain('English may be out of date');
    expect(texts).not.toContain('home:hero.title');
    const desk = section(await get('/en/admin/desk', editor), 'Needs translation');
    expect(desk).toContain('href="/en/admin/texts?show=translation"');
  });
});
