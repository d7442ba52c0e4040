// A product's datasheets (docs/content.md, "Datasheets"): the office uploads a PDF per language on the product's
// page; anything else or anything larger is refused with a message in the staff's language; the product page links
// it (or the other language's, marked) and it is served with its name, a year's caching and nosniff. It travels in
// the content file and, on SQLite, in a backup. On both engines.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DATASHEET_MAX_BYTES } from '#shared/datasheets.ts';
import { writeBackup } from '#server/backups/write.ts';
import { restoreBackup } from '#server/backups/restore.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { downloadedContentFile } from '../helpers/content-file-download.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestApp, createTestAppOn, type TestApp, type TestAppOnDatabase } from '../helpers/test-app.ts';

jest.setTimeout(120_000);

const [PRODUCT] = readProductsFile();
if (!PRODUCT) throw new Error('the shipped catalogue has products');

/** A small PDF (a header, one page, the trailer): what a datasheet starts with is all the site checks. */
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

type Site = TestApp | TestAppOnDatabase;

const uploadDatasheet = (t: Site, who: OfficeAccount, language: string, data: Buffer, name: string, base = '') =>
  request(t.app)
    .post(`${base}/admin/products/${PRODUCT.id}/datasheets`)
    .set('Cookie', who.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .field('_csrf', who.token)
    .field('language', language)
    .attach('file', data, name);

const linkOn = (html: string) => /<a href="(\/datasheets\/sheet-[0-9a-f]{40}\.pdf)"[^>]*>([^<]*)<\/a>/.exec(html);

describeEachEngine('datasheets', (engine) => {
  let database: TestDatabase;
  useFreshDatabase(engine, (opened) => void (database = opened.database));
  const sites: TestAppOnDatabase[] = [];
  afterEach(async () => {
    for (const site of sites.splice(0)) await site.close();
  });

  it('refuses a file that is not a PDF, or is over the limit, in the staff’s language, storing nothing', async () => {
    const t = await createTestAppOn(database);
    sites.push(t);
    const editor = await officeAccount(t, 'editor', ['editor'], '/admin/products');
    const renamed = await uploadDatasheet(t, editor, 'en', Buffer.from('PK\u0003\u0004 a zip'), 'sheet.pdf', '/en');
    expect(renamed.status).toBe(415);
    expect(renamed.text).toContain('That file is not a PDF.');
    expect(renamed.text).toContain(`<a href="/en/admin/products/${PRODUCT.id}#datasheets">Back to the product</a>`);
    const large = Buffer.concat([pdf('large'), Buffer.alloc(DATASHEET_MAX_BYTES)]);
    const tooLarge = await uploadDatasheet(t, editor, 'mn', large, 'large.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain('Энэ PDF хэт том байна.');
    expect(linkOn((await request(t.app).get(`/shop-single/${PRODUCT.slug}`)).text)).toBeNull();
  });

  it('links the uploaded datasheet from the product page and serves it with its name, caching and nosniff', async () => {
    const t = await createTestAppOn(database);
    sites.push(t);
    // An admin too, to read the audit log.
    const editor = await officeAccount(t, 'editor', ['editor', 'admin'], '/admin/products');
    const data = pdf('bit datasheet');
    const uploaded = await uploadDatasheet(t, editor, 'mn', data, 'Өрмийн хошуу.pdf');
    expect(uploaded.status).toBe(303);
    expect(uploaded.headers.location).toBe(`/admin/products/${PRODUCT.id}?datasheet=uploaded#datasheets`);
    const office = (await officeGet(t, `/admin/products/${PRODUCT.id}`, editor)).text;
    expect(office).toContain('Өрмийн хошуу.pdf');

    // Only the Mongolian one: the English page links it too, saying it is in Mongolian.
    const [, href = '', mnText] = linkOn((await request(t.app).get(`/shop-single/${PRODUCT.slug}`)).text) ?? [];
    expect(mnText).toBe('Техникийн үзүүлэлтийн хуудас (PDF, 0.1 МБ)');
    const [, enHref, enText] = linkOn((await request(t.app).get(`/en/shop-single/${PRODUCT.slug}`)).text) ?? [];
    expect(enHref).toBe(href);
    expect(enText).toBe('Datasheet in Mongolian (PDF, 0.1 MB)');

    const served = await request(t.app).get(href).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="______ _____.pdf"; filename*=UTF-8''${encodeURIComponent('Өрмийн хошуу.pdf')}`,
    );
    expect(Buffer.from(served.body as Buffer).equals(data)).toBe(true);

    // Taken off: the page links none, the address serves nothing, the audit log has both.
    const removed = await officePost(t, `/admin/products/${PRODUCT.id}/datasheets/remove`, editor, { language: 'mn' });
    expect(removed.status).toBe(303);
    expect(linkOn((await request(t.app).get(`/shop-single/${PRODUCT.slug}`)).text)).toBeNull();
    expect((await request(t.app).get(href)).status).toBe(404);
    const audit = (await officeGet(t, '/en/admin/audit', editor)).text;
    expect(audit).toContain('Uploaded a product’s datasheet');
    expect(audit).toContain('Took a product’s datasheet off');
  });

  it('travels in the content file to another site, which links and serves it', async () => {
    const from = await createTestAppOn(database);
    sites.push(from);
    const editor = await officeAccount(from, 'editor', ['editor'], '/admin/products');
    const data = pdf('tyre datasheet');
    expect((await uploadDatasheet(from, editor, 'en', data, 'tyre.pdf')).status).toBe(303);
    // JSON Lines: the content, then the PDF on a line of its own.
    const { text: body } = await downloadedContentFile(from, editor);
    expect(body.split('\n').filter(Boolean)).toHaveLength(2);

    const to = await createTestApp();
    try {
      const other = await officeAccount(to, 'other', ['editor'], '/admin/texts');
      const imported = await request(to.app)
        .post('/admin/texts/import')
        .set('Cookie', other.cookie)
        .set('Origin', OFFICE_ORIGIN)
        .field('_csrf', other.token)
        .attach('file', Buffer.from(body), 'site-content.json');
      expect(imported.status).toBe(303);
      expect(imported.headers.location).toMatch(/skipped=$/);
      const [, href = ''] = linkOn((await request(to.app).get(`/en/shop-single/${PRODUCT.slug}`)).text) ?? [];
      const served = await request(to.app).get(href).buffer(true);
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="tyre.pdf"/);
      expect(Buffer.from(served.body as Buffer).equals(data)).toBe(true);
    } finally {
      to.close();
    }
  });
});

describe('a backup of a site with a datasheet, restored', () => {
  it('serves the same datasheet from the restored site', async () => {
    const dirs = ['site-', 'backups-', 'restored-'].map((prefix) => mkdtempSync(path.join(tmpdir(), prefix)));
    const [siteDir = '', backupDir = '', restoredDir = ''] = dirs;
    try {
      const t = await createTestApp({ dataDir: siteDir });
      const editor = await officeAccount(t, 'editor', ['editor'], '/admin/products');
      const data = pdf('backed up');
      expect((await uploadDatasheet(t, editor, 'mn', data, 'sheet.pdf')).status).toBe(303);
      t.close();
      const { file } = await writeBackup({ dataDir: siteDir, backupDir, keep: 2 });
      await restoreBackup({ file, dataDir: restoredDir });

      const restored = await createTestApp({ dataDir: restoredDir });
      try {
        const [, href = ''] = linkOn((await request(restored.app).get(`/shop-single/${PRODUCT.slug}`)).text) ?? [];
        const served = await request(restored.app).get(href).buffer(true);
        expect(served.status).toBe(200);
        expect(Buffer.from(served.body as Buffer).equals(data)).toBe(true);
      } finally {
        restored.close();
      }
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
