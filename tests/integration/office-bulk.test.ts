// Bulk actions of the office's lists (docs/content.md, "Bulk actions"): the items ticked hidden, published, binned
// and restored in one post, one audit entry each, the public pages following; the items it cannot change left as
// they are and named in the notice, back on the list's view; a post without its token, or by an inbox account,
// refused. The same for the texts' drafts. What the page's boxes do in a browser is office-bulk.spec.ts's.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[]) => officeAccount(t, login, roles, '/admin/products');
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const page = async (path: string) => (await request(t.app).get(path)).text;

const PRODUCTS = readProductsFile();
const [FIRST, SECOND, THIRD, FOURTH] = PRODUCTS;
if (!FIRST || !SECOND || !THIRD || !FOURTH) throw new Error('the shipped catalogue has products');

/** What the list's bulk form posts besides its boxes: its hidden fields, as the page gives them. */
async function bulkFields(list: string, who: OfficeAccount): Promise<Array<[string, string]>> {
  const html = (await get(list, who)).text;
  const form = /<form id="bulk-form"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? '';
  return [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name = '', value = '']) => [
    name,
    value.replaceAll('&amp;', '&'),
  ]);
}

/** Posts the list's bulk form as a browser does: its hidden fields, the action chosen, the boxes ticked. */
async function bulk(list: string, who: OfficeAccount, action: string, ids: ReadonlyArray<number | string>) {
  const path = list.split('?')[0] ?? list;
  const form = new URLSearchParams(await bulkFields(list, who));
  // The texts' form has its one action as a hidden field; the others choose it.
  form.set('action', action);
  for (const id of ids) form.append('ids', String(id));
  return request(t.app)
    .post(`${path}/bulk`)
    .set('Cookie', who.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .type('form')
    .send(form.toString());
}

/** The notice the list shows after the post's 303, as a reader reads it. */
async function noticeAfter(response: request.Response, who: OfficeAccount): Promise<string> {
  expect(response.status).toBe(303);
  const html = (await get(response.headers.location ?? '', who)).text;
  const notice = /<p class="notice notice--\w+" role="(?:status|alert)">(.*?)<\/p>/s.exec(html)?.[1] ?? '';
  return notice.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
}

/** A product's draft saved over its shipped version, with `changes`. */
const draftOf = (who: OfficeAccount, product: typeof FIRST, changes: Record<string, string>) =>
  officePost(t, `/admin/products/${product.id}`, who, {
    ...productFormOf(product),
    ...changes,
    revision: '0',
    action: 'draft',
  });

describe('office: bulk actions on a list', () => {
  it('hides three products in one post: each hidden, audited, gone from the catalogue, the view kept', async () => {
    const editor = await signedIn('writer', ['editor']);
    const shown = [FIRST, SECOND, THIRD];
    expect(await page('/en/products/')).toContain(`/en/shop-single/${THIRD.slug}"`);

    const hidden = await bulk(
      '/en/admin/products?show=shown',
      editor,
      'hidden',
      shown.map((product) => product.id),
    );
    expect(hidden.headers.location).toBe('/en/admin/products?show=shown&bulk=hidden&changed=3');
    expect(await noticeAfter(hidden, editor)).toBe('3 hidden.');

    const catalogue = await page('/en/products/');
    for (const product of shown) {
      expect(catalogue).not.toContain(`/en/shop-single/${product.slug}"`);
      expect((await request(t.app).get(`/en/shop-single/${product.slug}`)).status).toBe(404);
    }
    expect(catalogue).toContain(`/en/shop-single/${FOURTH.slug}"`);
    const audit = await t.store.audit.list({}, undefined, 10);
    expect(audit.filter((entry) => entry.action === 'product-hidden').map((entry) => entry.target)).toEqual(
      shown.map((product) => `product/${product.id}`).reverse(),
    );
    const list = (await get('/en/admin/products?show=hidden', editor)).text;
    for (const product of shown) expect(list).toContain(`href="/en/admin/products/${product.id}"`);
  });

  it('publishes the drafts ticked and names those it cannot: no draft, not complete, an address taken', async () => {
    const editor = await signedIn('writer', ['editor']);
    await draftOf(editor, FIRST, { 'name.en': 'Tricone Bit, Renewed', slug: 'renewed-bit' });
    await draftOf(editor, SECOND, { slug: 'renewed-bit' });
    await draftOf(editor, THIRD, { 'name.en': '' });

    const published = await bulk('/en/admin/products', editor, 'publish', [FIRST.id, SECOND.id, THIRD.id, FOURTH.id]);
    expect(await noticeAfter(published, editor)).toBe(
      `1 published. Not changed: ${SECOND.name.en} (its address is another one's); ` +
        `${THIRD.name.en} (its draft is not complete: open it to see why); ${FOURTH.name.en} (no draft).`,
    );
    expect(await page('/en/shop-single/renewed-bit')).toContain('Tricone Bit, Renewed');
    expect((await request(t.app).get(`/en/shop-single/${SECOND.slug}`)).status).toBe(200);
    const audit = await t.store.audit.list({}, undefined, 10);
    expect(audit.filter((entry) => entry.action === 'product-published').map((entry) => entry.target)).toEqual([
      `product/${FIRST.id}`,
    ]);
    // The drafts it left wait as they were.
    const list = (await get('/admin/products', editor)).text;
    expect((await get(`/admin/products/${THIRD.id}`, editor)).text).toContain('name="name.en" value=""');
    expect(list).toContain('Ноорог');
  });

  it('leaves an item changed since the list was read, and one already so, naming them in Mongolian', async () => {
    const editor = await signedIn('writer', ['editor']);
    const other = await signedIn('saraa', ['editor']);
    const fields = await bulkFields('/admin/products', editor);
    // Someone else hides the second product after the list was read.
    await officePost(t, `/admin/products/${SECOND.id}/visibility`, other, { visibility: 'hidden', revision: '0' });
    await officePost(t, `/admin/products/${THIRD.id}/visibility`, other, { visibility: 'deleted', revision: '0' });
    const seen = fields.find(([name]) => name === 'seen')?.[1] ?? '';
    const third = `${THIRD.id}:1`;
    const form = new URLSearchParams([
      ...fields.map(([name, value]): [string, string] =>
        // The third's move to the bin was seen; the second's hide was not.
        name === 'seen' ? [name, seen.replace(`${THIRD.id}:0`, third)] : [name, value],
      ),
      ['action', 'deleted'],
      ['ids', String(FIRST.id)],
      ['ids', String(SECOND.id)],
      ['ids', String(THIRD.id)],
    ]);
    const binned = await request(t.app)
      .post('/admin/products/bulk')
      .set('Cookie', editor.cookie)
      .set('Origin', OFFICE_ORIGIN)
      .type('form')
      .send(form.toString());
    expect(await noticeAfter(binned, editor)).toBe(
      `Хогийн сав руу зөөсөн: 1. Өөрчлөгдөөгүй: ${SECOND.name.mn} (жагсаалтыг нээснээс хойш өөр хүн өөрчилсөн); ` +
        `${THIRD.name.mn} (аль хэдийн ийм байна).`,
    );
    const bin = (await get('/admin/products?show=deleted', editor)).text;
    expect(bin).toContain(`href="/admin/products/${FIRST.id}"`);
    expect(bin).toContain(`href="/admin/products/${THIRD.id}"`);
    expect(bin).not.toContain(`href="/admin/products/${SECOND.id}"`);
  });

  it('restores from the bin where the bin is shown, and refuses to hide an item in the bin', async () => {
    const editor = await signedIn('writer', ['editor']);
    await bulk('/admin/products', editor, 'deleted', [FIRST.id, SECOND.id]);
    // Not an action the bin's view offers, but one a form may post.
    expect(await noticeAfter(await bulk('/en/admin/products?show=deleted', editor, 'hidden', [FIRST.id]), editor)).toBe(
      `Nothing changed: ${FIRST.name.en} (in the bin: restore it first).`,
    );
    expect((await get('/en/admin/products?show=deleted', editor)).text).toContain('Restore from the bin');
    expect((await get('/en/admin/products', editor)).text).not.toContain('Restore from the bin');
    const restored = await bulk('/en/admin/products?show=deleted', editor, 'restore', [FIRST.id, SECOND.id]);
    expect(await noticeAfter(restored, editor)).toBe('2 restored from the bin.');
    expect((await request(t.app).get(`/en/shop-single/${FIRST.slug}`)).status).toBe(200);
  });

  it('acts on a list of the site the same way: team members hidden, their pages gone', async () => {
    const editor = await signedIn('writer', ['editor']);
    const list = (await get('/en/admin/lists/team', editor)).text;
    const ids = [...list.matchAll(/name="ids" value="(\d+)"/g)].slice(0, 2).map(([, id]) => Number(id));
    const pages = [...list.matchAll(/href="(\/en\/team\/[^"]+)"/g)].slice(0, 2).map(([, href]) => href ?? '');
    expect(ids).toHaveLength(2);
    const hidden = await bulk('/en/admin/lists/team', editor, 'hidden', ids);
    expect(await noticeAfter(hidden, editor)).toBe('2 hidden.');
    for (const path of pages) expect((await request(t.app).get(path)).status).toBe(404);
    const audit = await t.store.audit.list({}, undefined, 5);
    expect(audit.filter((entry) => entry.action === 'collection-item-hidden')).toHaveLength(2);
  });

  it('says so when nothing is ticked, or too many, and changes nothing', async () => {
    const editor = await signedIn('writer', ['editor']);
    expect(await noticeAfter(await bulk('/en/admin/products', editor, 'hidden', []), editor)).toBe(
      'Nothing was selected: tick the items to change, then apply the action.',
    );
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    expect(await noticeAfter(await bulk('/en/admin/products', editor, 'hidden', many), editor)).toBe(
      'Too many selected: at most 200 at once. Nothing was changed.',
    );
    expect((await bulk('/en/admin/products', editor, 'rename', [FIRST.id])).status).toBe(400);
    expect(await t.store.audit.list({ action: 'product-hidden' }, undefined, 5)).toEqual([]);
    expect((await request(t.app).get(`/en/shop-single/${FIRST.slug}`)).status).toBe(200);
  });

  it('refuses a post without its token, and an account of the inbox only', async () => {
    const editor = await signedIn('writer', ['editor']);
    const forged = await request(t.app)
      .post('/admin/products/bulk')
      .set('Cookie', editor.cookie)
      .set('Origin', OFFICE_ORIGIN)
      .type('form')
      .send(`action=hidden&ids=${FIRST.id}`);
    expect(forged.status).toBe(403);
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    const refused = await officePost(t, '/admin/products/bulk', clerk, { action: 'hidden', ids: String(FIRST.id) });
    expect(refused.status).toBe(403);
    expect((await request(t.app).get(`/en/shop-single/${FIRST.slug}`)).status).toBe(200);
  });
});

describe('office: bulk publish of texts', () => {
  const CTA = 'home:hero.servicesCta';
  const TITLE = 'home:hero.contactCta';
  const textPath = (id: string) => `/admin/texts/${encodeURIComponent(id)}`;

  it('publishes the drafts ticked to every page at once and names a text with none', async () => {
    const editor = await signedIn('writer', ['editor']);
    await officePost(t, textPath(CTA), editor, {
      mn: 'Үйлчилгээ үзэх',
      en: 'See our services',
      revision: '0',
      action: 'draft',
    });
    expect(await page('/en/')).not.toContain('See our services');

    const published = await bulk('/en/admin/texts?ns=home', editor, 'publish', [CTA, TITLE]);
    expect(published.headers.location).toMatch(/^\/en\/admin\/texts\?ns=home&bulk=publish&changed=1&/);
    expect(await noticeAfter(published, editor)).toBe(`1 published. Not changed: ${TITLE} (no draft).`);
    expect(await page('/en/')).toContain('See our services');
    expect(await page('/')).toContain('Үйлчилгээ үзэх');
    const audit = await t.store.audit.list({}, undefined, 5);
    expect(audit[0]).toMatchObject({ action: 'text-published', target: `text/${CTA}`, login: 'writer' });
  });
});
