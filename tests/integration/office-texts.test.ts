// The office edits the site's texts (docs/content.md, "Texts"): editors only, drafts the public never sees,
// publishes every page shows at once in both languages, stale saves refused, reset and restore, hostile text
// shown inert.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { shippedCompanyForm } from '../helpers/company.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CTA = 'home:hero.servicesCta';
const CTA_PATH = `/admin/texts/${encodeURIComponent(CTA)}`;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[], firstPage?: string) => officeAccount(t, login, roles, firstPage);
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const page = async (path: string) => (await request(t.app).get(path)).text;

describe('office: site texts', () => {
  it('are for editors: an inbox-only account is refused them', async () => {
    const editor = await signedIn('writer', ['editor']);
    const list = await get('/admin/texts?ns=home', editor);
    expect(list.status).toBe(200);
    expect(list.text).toContain('Нүүр хуудас');
    expect(list.text).toContain('Манай үйлчилгээ'); // the shipped Mongolian text of the CTA
    expect(list.text).toContain('Our services');

    const clerk = await signedIn('clerk', ['inbox']);
    expect((await get('/admin/texts', clerk)).status).toBe(403);
    const refused = await post(CTA_PATH, clerk, { mn: 'Өөр', en: 'Other', revision: '0', action: 'publish' });
    expect(refused.status).toBe(403);
    expect(await page('/en/')).toContain('Our services');
  });

  it('finds a text by either language or its key', async () => {
    const editor = await signedIn('writer', ['editor']);
    const found = await get(`/admin/texts?q=${encodeURIComponent('our SERVICES')}`, editor);
    expect(found.text).toContain(`href="${CTA_PATH}"`);
    expect((await get(`/admin/texts?q=${encodeURIComponent('үйлчилгээ')}`, editor)).text).toContain(CTA_PATH);
    expect((await get('/admin/texts?q=zzqqxx', editor)).text).toContain('Тохирох бичвэр алга.');
  });

  it('keeps a draft from the public, publishes to every page in both languages, resets and restores', async () => {
    const editor = await signedIn('writer', ['admin']);
    expect(await page('/')).toContain('Манай үйлчилгээ'); // kept in the page cache from here on

    const draft = await post(CTA_PATH, editor, { mn: 'Ноорог', en: 'Draft', revision: '0', action: 'draft' });
    expect(draft.status).toBe(303);
    expect((await get(CTA_PATH, editor)).text).toContain('Ноорог');
    expect(await page('/')).not.toContain('Ноорог');

    const published = await post(CTA_PATH, editor, {
      mn: 'Бүх үйлчилгээ',
      en: 'All our services',
      revision: '0',
      action: 'publish',
    });
    expect(published.headers.location).toBe(`${CTA_PATH}?notice=published`);
    expect(await page('/')).toContain('Бүх үйлчилгээ');
    expect(await page('/en/')).toContain('All our services');
    expect((await get('/admin/texts?ns=home', editor)).text).toContain('Бүх үйлчилгээ');
    expect(await t.store.content.drafts('text')).toEqual([]);

    await post(`${CTA_PATH}/reset`, editor, { revision: '1' });
    expect(await page('/en/')).toContain('Our services');
    expect(await page('/en/')).not.toContain('All our services');

    const history = await get(CTA_PATH, editor);
    // Each version shows what it changed, word by word: version 1 over the shipped text, version 2 back to it.
    expect(history.text).toContain('<del>Our</del><ins>All our</ins><span> services</span>');
    expect(history.text).toContain('<del>All our</del><ins>Our</ins><span> services</span>');
    await post(`${CTA_PATH}/restore`, editor, { revision: '2', from: '1' });
    expect(await page('/en/')).toContain('All our services');
    expect((await t.store.content.history('text', CTA, 10)).map((r) => [r.revision, r.by])).toEqual([
      [3, 'writer'],
      [2, 'writer'],
      [1, 'writer'],
    ]);
    expect(t.logs.filter((line) => line.msg === 'text published')).toHaveLength(1);
  });

  it('shows an editor the page with the drafts in place, and everyone else the published page', async () => {
    const editor = await signedIn('writer', ['editor']);
    const clerk = await signedIn('clerk', ['inbox']);
    expect(await page('/en/?preview=drafts')).toContain('Our services'); // kept for visitors under that address
    await post(CTA_PATH, editor, { mn: '', en: 'Services (draft)', revision: '0', action: 'draft' });

    const preview = await get('/en/?preview=drafts', editor);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Services (draft)');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The draft leaves Mongolian empty: the preview shows what the site shows.
    expect((await get('/?preview=drafts', editor)).text).toContain('Манай үйлчилгээ');
    const editLink = (await get(CTA_PATH, editor)).text;
    expect(editLink).toContain('href="/en/?preview=drafts"');

    for (const text of [
      await page('/en/?preview=drafts'),
      await page('/en/'),
      (await get('/en/?preview=drafts', clerk)).text,
    ]) {
      expect(text).toContain('Our services');
      expect(text).not.toContain('Services (draft)');
    }
  });

  it('refuses a save made from an older version, keeping what was typed, and overwrites nothing', async () => {
    const first = await signedIn('first', ['editor']);
    const second = await signedIn('second', ['editor']);
    await post(CTA_PATH, first, { mn: 'Нэгдүгээр', en: 'First', revision: '0', action: 'publish' });
    const stale = await post(CTA_PATH, second, { mn: 'Хоёрдугаар', en: 'Second', revision: '0', action: 'publish' });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('Second');
    expect(stale.text).toContain('value="1"'); // the form now carries the latest version: saving again is deliberate
    expect(await page('/en/')).toContain('First');
    const staleDraft = await post(CTA_PATH, second, { mn: 'Б', en: 'B', revision: '0', action: 'draft' });
    expect(staleDraft.status).toBe(409);
  });

  it("refuses an edit that drops a text's placeholders or leaves a language empty, saying which field", async () => {
    const editor = await signedIn('writer', ['editor']);
    const id = 'home:hero.counter'; // "{{index}} / {{total}}"
    const path = `/admin/texts/${encodeURIComponent(id)}`;
    const dropped = await post(path, editor, {
      mn: '{{index}} / {{total}}',
      en: 'slide {{index}}',
      revision: '0',
      action: 'publish',
    });
    expect(dropped.status).toBe(400);
    expect(dropped.text).toContain('slide {{index}}');
    expect(dropped.text).toContain('Давхар хаалтан доторх орлуулагчийг');
    const empty = await post(`/en${path}`, editor, { mn: '', en: 'x', revision: '0', action: 'publish' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Fill in both languages to publish');
    expect(
      (await post(path, editor, { mn: '', en: '{{index}} of {{total}}', revision: '0', action: 'draft' })).status,
    ).toBe(303);
    expect(await t.store.content.published('text')).toEqual([]);
  });

  it('tells the editor when a new version of the site ships another text than the one an edit was written over', async () => {
    const editor = await signedIn('writer', ['editor']);
    await post(CTA_PATH, editor, { mn: 'Бүх үйлчилгээ', en: 'All our services', revision: '0', action: 'publish' });
    expect((await get('/admin/texts?ns=home', editor)).text).not.toContain('Анхны бичвэр өөрчлөгдсөн');
    // As if published under an earlier version of the site, whose shipped English read "Services".
    const basis = { mn: 'Манай үйлчилгээ', en: 'Services' };
    await t.store.content.publish(
      'text',
      CTA,
      { mn: 'Бүх үйлчилгээ', en: 'All our services', basis },
      1,
      'writer',
      new Date(),
    );
    await t.texts.refresh();
    const list = await get('/admin/texts?ns=home', editor);
    expect(list.text).toContain('Анхны бичвэр өөрчлөгдсөн');
    const text = await get(`/en${CTA_PATH}`, editor);
    expect(text.text).toContain('This version of the site ships another text');
    // Shipped "Services" then, "Our services" now.
    expect(text.text).toMatch(
      /<dd lang="en" class="message diff">(<span><\/span>)?<del>Services<\/del><ins>Our services<\/ins>/,
    );
    expect(await page('/en/')).toContain('All our services'); // the edit stays
  });

  it('exports details an earlier version published with only their links as the site shows them', async () => {
    const editor = await signedIn('writer', ['editor']);
    const links = { messengerPageId: 'altanuul.mn', social: { facebook: '', linkedin: '', youtube: '' } };
    await t.store.content.publish('company', 'links', links, 0, 'an earlier version', new Date());
    // Heard through the content store and read again in the background, as a replica's publish is.
    let company: Record<string, string> | undefined;
    for (let attempt = 0; attempt < 50 && company?.messengerPageId !== 'altanuul.mn'; attempt += 1) {
      company = (JSON.parse((await get('/admin/texts/export.json', editor)).text) as { company?: typeof company })
        .company;
    }
    expect(company).toMatchObject({ messengerPageId: 'altanuul.mn', 'legalName.en': 'Altan Uul Trade LLC' });
  });

  it('exports the published texts as one file, and imports one into another site, publishing what differs', async () => {
    const editor = await signedIn('writer', ['editor']);
    await post(CTA_PATH, editor, { mn: 'Бүх үйлчилгээ', en: 'All our services', revision: '0', action: 'publish' });
    const company = { ...shippedCompanyForm(), phones: '+976 7000 1111', revision: '0' };
    expect((await post('/admin/company', editor, company)).status).toBe(303);
    const exported = await get('/admin/texts/export.json', editor);
    expect(exported.headers['content-disposition']).toBe('attachment; filename=site-content-2026-03-15.json');
    const file = JSON.parse(exported.text) as {
      texts: Array<{ id: string; value: { mn: string; en: string } }>;
      products: unknown[];
      lists: Record<string, unknown[]>;
      company?: Record<string, string>;
    };
    expect(file.texts).toEqual([{ id: CTA, value: { mn: 'Бүх үйлчилгээ', en: 'All our services' } }]);
    expect(file.company?.phones).toBe('+976 7000 1111');

    // Another site (a fresh one) takes the file, and refuses what it cannot show.
    await t.close();
    t = await createTestApp();
    const other = await signedIn('writer', ['editor']);
    file.texts.push({ id: 'home:nothing.here', value: { mn: 'x', en: 'x' } });
    file.texts.push({ id: 'home:hero.counter', value: { mn: 'x', en: 'x' } }); // drops its {{placeholders}}
    const upload = (name: string, body: string) =>
      request(t.app)
        .post('/admin/texts/import')
        .set('Cookie', other.cookie)
        .set('Origin', 'http://localhost:3000')
        .field('_csrf', other.token)
        .attach('file', Buffer.from(body), name);
    const imported = await upload('content.json', JSON.stringify(file));
    expect(imported.status).toBe(303);
    const said = await get(imported.headers.location ?? '', other);
    // The products and list items of the file are the ones this site ships, unedited: the same already.
    const shipped = file.products.length + Object.values(file.lists).flat().length;
    expect(said.text).toContain(`Оруулсан: 2 нийтлэгдсэн, ${shipped} аль хэдийн файлынхтай адил.`);
    expect(said.text).toContain('home:nothing.here, home:hero.counter');
    expect(await page('/en/')).toContain('All our services');
    expect(await page('/en/contact')).toContain('href="tel:+97670001111"');
    const again = await upload('content.json', JSON.stringify(file));
    expect((await get(again.headers.location ?? '', other)).text).toContain(
      `Оруулсан: 0 нийтлэгдсэн, ${shipped + 2} аль`,
    );

    const refused = await upload('notes.json', '{"not": "a content file"}');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Энэ файл сайтын оффисоос татсан бичвэрийн файл биш байна');
    // Files carry the photos now (docs/photos.md, "Export and import"): 3 MB is read (up to 200 MB are), and refused
    // for what it is.
    const large = await upload('big.json', ' '.repeat(3 * 1024 * 1024));
    expect(large.status).toBe(400);
    expect(await t.store.audit.list({ action: 'content-imported' }, undefined, 10)).toHaveLength(2);
  });

  it('shows hostile text inert in the page, its attributes and its structured data', async () => {
    const editor = await signedIn('writer', ['editor']);
    const hostile = `Altan</script><script>alert(1)</script>"><img src=x onerror=alert(2)>`;
    const name = `/admin/texts/${encodeURIComponent('common:company.name')}`;
    await post(name, editor, { mn: hostile, en: hostile, revision: '0', action: 'publish' });
    const html = await page('/en/about');
    expect(html).toContain('Altan&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Structured data and island state: JSON with every < escaped, so no </script> can end the element.
    expect(html).toContain('"name":"Altan\\u003c/script>\\u003cscript>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[ >]/g)?.length ?? 0);
  });
});
