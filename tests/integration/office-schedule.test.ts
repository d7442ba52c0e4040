// The office's scheduled publishes and hides (docs/content.md, "Scheduling"): a draft published at its time by the
// account that scheduled it, an item hidden, a draft overtaken not published, a schedule cancelled, a past time
// refused, a text's draft published, an inbox-only account refused. The runner's step is run here directly, with the
// test app's clock moved past the schedule's time.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { escapeHtml } from '#server/html-escaping.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { shippedCompanyForm } from '../helpers/company.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

const clock = { current: FIXED_NOW, now: () => clock.current };
let t: TestApp;
beforeEach(async () => {
  clock.current = FIXED_NOW;
  t = await createTestApp({ clock });
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[] = ['editor']) => officeAccount(t, login, roles, '/admin/products');
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const page = async (path: string) => (await request(t.app).get(path)).text;
const auditActions = async () => (await t.store.audit.list({}, undefined, 100)).map((entry) => entry.action);

const [FIRST] = readProductsFile();
if (!FIRST) throw new Error('the shipped catalogue has products');
const PRODUCT = `/admin/products/${FIRST.id}`;
// FIXED_NOW is 12:00 in Ulaanbaatar; the schedule is for 12:30 there.
const AT = { date: '2026-03-15', time: '12:30' };
const after = () => {
  clock.current = new Date('2026-03-15T04:31:00Z');
};

describe('office: scheduled publishes and hides', () => {
  it('publishes a product’s draft at its time as the account that scheduled it', async () => {
    const editor = await signedIn('saraa');
    const draft = { ...productFormOf(FIRST), price: '9999', currency: 'USD', revision: '0', action: 'draft' };
    expect((await post(PRODUCT, editor, draft)).status).toBe(303);
    const form = (await get(`/en${PRODUCT}`, editor)).text;
    expect(form).toContain('Publish this draft at');
    expect(form).toContain('Ulaanbaatar time (UTC+8)');
    expect(form).toMatch(/<input[^>]*type="date"[^>]*name="date"/);
    const scheduled = await post('/admin/schedule', editor, { kind: 'product', key: String(FIRST.id), ...AT });
    expect(scheduled.status).toBe(303);
    expect(scheduled.headers.location).toBe(PRODUCT);
    const listed = (await get('/admin/schedule', editor)).text;
    expect(listed).toContain('2026-03-15 12:30');
    expect(listed).toContain(`href="${PRODUCT}"`);
    // Named as the staff know it, in their language.
    expect(listed).toContain(`>${escapeHtml(FIRST.name.mn)}</a>`);
    expect((await get('/en/admin/schedule', editor)).text).toContain(`>${escapeHtml(FIRST.name.en)}</a>`);
    const itemPage = (await get(PRODUCT, editor)).text.replace(/<!-- -->/g, '');
    expect(itemPage).toContain('Ноорогийг нийтлэх: 2026-03-15 12:30');
    expect(itemPage).not.toContain('Энэ ноорогийг нийтлэх цаг');

    expect(await t.runSchedules()).toBe(0);
    expect(await page(`/en/shop-single/${FIRST.slug}`)).not.toContain('$9,999');
    after();
    expect(await t.runSchedules()).toBe(1);
    expect(await page(`/en/shop-single/${FIRST.slug}`)).toContain('$9,999');
    const [latest] = await t.store.content.history('product', String(FIRST.id), 1);
    expect(latest?.by).toBe('saraa');
    const [entry] = await t.store.audit.list({ action: 'product-scheduled-published' }, undefined, 1);
    expect(entry).toMatchObject({ login: 'saraa', target: `product/${FIRST.id}` });
    expect(t.logs.some((line) => line.msg === 'product published on schedule' && line.login === 'saraa')).toBe(true);
    expect((await get('/admin/schedule', editor)).text).toContain('Хийгдсэн');
  });

  it('hides an item at its time, once', async () => {
    const editor = await signedIn('saraa');
    const form = { kind: 'product', key: String(FIRST.id), action: 'hide', ...AT };
    expect((await post('/admin/schedule', editor, form)).status).toBe(303);
    expect((await post('/admin/schedule', editor, form)).status).toBe(409);
    after();
    expect(await t.runSchedules()).toBe(1);
    expect((await request(t.app).get(`/en/shop-single/${FIRST.slug}`)).status).toBe(404);
    expect(t.productCatalogue.entry(FIRST.id)?.visibility).toBe('hidden');
    expect(await auditActions()).toContain('product-scheduled-hidden');
  });

  it('publishes nothing when the draft was overtaken, and says why', async () => {
    const editor = await signedIn('saraa');
    const draft = { ...productFormOf(FIRST), price: '9999', revision: '0', action: 'draft' };
    await post(PRODUCT, editor, draft);
    await post('/admin/schedule', editor, { kind: 'product', key: String(FIRST.id), ...AT });
    // Someone else publishes meanwhile (the draft goes with it).
    await post(`${PRODUCT}/visibility`, editor, { visibility: 'hidden', revision: '0' });
    after();
    expect(await t.runSchedules()).toBe(1);
    expect(await auditActions()).not.toContain('product-scheduled-published');
    expect((await get('/en/admin/schedule', editor)).text).toContain('Not published: the item was published');
  });

  it('cancels a schedule, audited, and refuses a time past', async () => {
    const editor = await signedIn('saraa');
    await post(PRODUCT, editor, { ...productFormOf(FIRST), revision: '0', action: 'draft' });
    const past = await post('/admin/schedule', editor, {
      kind: 'product',
      key: String(FIRST.id),
      ...AT,
      time: '11:59',
    });
    expect(past.status).toBe(400);
    expect(past.text).toContain('Энэ цаг аль хэдийн өнгөрсөн байна');
    await post('/admin/schedule', editor, { kind: 'product', key: String(FIRST.id), ...AT });
    const [pending] = (await t.store.audit.list({ action: 'product-scheduled' }, undefined, 1)).map((e) => e.target);
    expect(pending).toBe(`product/${FIRST.id}@2026-03-15T04:30:00.000Z`);
    const listed = (await get('/admin/schedule', editor)).text;
    const cancel = /action="(\/admin\/schedule\/\d+\/cancel)"/.exec(listed)?.[1] ?? '';
    expect((await post(cancel, editor, {})).headers.location).toBe('/admin/schedule');
    after();
    expect(await t.runSchedules()).toBe(0);
    expect(await auditActions()).toContain('product-schedule-cancelled');
    expect((await get('/admin/schedule', editor)).text).toContain('Цуцалсан');
  });

  it('publishes a text’s draft at its time', async () => {
    const editor = await signedIn('saraa');
    const path = `/admin/texts/${encodeURIComponent('home:hero.servicesCta')}`;
    await post(path, editor, { mn: 'Товлосон', en: 'Scheduled words', revision: '0', action: 'draft' });
    const form = { kind: 'text', key: 'home:hero.servicesCta', ...AT };
    expect((await post('/admin/schedule', editor, form)).status).toBe(303);
    after();
    expect(await t.runSchedules()).toBe(1);
    expect(await page('/en/')).toContain('Scheduled words');
    expect(await auditActions()).toContain('text-scheduled-published');
  });

  it('offers the company details’ draft a schedule on their page, lists it there and publishes it', async () => {
    const editor = await signedIn('saraa');
    const form = { ...shippedCompanyForm(), phones: '+976 7711 8899', revision: '0', action: 'draft' };
    await post('/admin/company', editor, form);
    expect((await get('/en/admin/company', editor)).text).toContain('Publish this draft at');
    const scheduled = await post('/admin/schedule', editor, { kind: 'company', key: 'links', ...AT });
    expect(scheduled.headers.location).toBe('/admin/company');
    const listed = (await get('/en/admin/company', editor)).text;
    expect(listed).toContain('2026-03-15 12:30');
    expect(listed).not.toContain('Publish this draft at');
    after();
    expect(await t.runSchedules()).toBe(1);
    expect(await page('/en/contact')).toContain('+976 7711 8899');
    expect(await auditActions()).toContain('company-links-scheduled-published');
  });

  it('publishes a site page’s SEO draft at its time', async () => {
    const editor = await signedIn('saraa');
    await post('/admin/pages/contact', editor, {
      'seoTitle.en': 'Call us in Ulaanbaatar',
      revision: '0',
      action: 'draft',
    });
    expect((await get('/en/admin/pages/contact', editor)).text).toContain('Publish this draft at');
    const scheduled = await post('/admin/schedule', editor, { kind: 'page-seo', key: 'contact', ...AT });
    expect(scheduled.headers.location).toBe('/admin/pages/contact');
    expect(await page('/en/contact')).toContain('<title>Contact us | ');
    after();
    expect(await t.runSchedules()).toBe(1);
    expect(await page('/en/contact')).toContain('<title>Call us in Ulaanbaatar | ');
    expect(await auditActions()).toContain('page-seo-scheduled-published');
  });

  it('refuses an account of the inbox only', async () => {
    const inbox = await officeAccount(t, 'tuya', ['inbox'], '/admin');
    expect((await get('/admin/schedule', inbox)).status).toBe(403);
    const form = { kind: 'product', key: String(FIRST.id), action: 'hide', ...AT };
    expect((await post('/admin/schedule', inbox, form)).status).toBe(403);
  });
});
