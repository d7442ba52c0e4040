// The company's links as the office edits them (README, "Office editing"): the chat button's Messenger page and
// the footer's social pages, on every page at once, only https, a version each time, back to the shipped ones.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Role } from '#shared/admin-roles.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[]) => officeAccount(t, login, roles);
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const page = async (path: string) => (await request(t.app).get(path)).text;

const LINKS = {
  messengerPageId: 'altanuul.mn',
  facebook: 'https://www.facebook.com/altanuul.mn',
  linkedin: '',
  youtube: 'https://www.youtube.com/@altanuul',
};

describe('office: company links', () => {
  it('publishes the Messenger page and social pages to every page, leaves out an emptied one, and goes back', async () => {
    const editor = await signedIn('writer', ['editor']);
    expect(await page('/en/about')).toContain('https://www.linkedin.com/company/altanuultrade');

    const published = await post('/admin/company', editor, { ...LINKS, revision: '0' });
    expect(published.status).toBe(303);
    for (const html of [await page('/en/about'), await page('/contact')]) {
      expect(html).toContain('href="https://m.me/altanuul.mn"');
      expect(html).toContain('href="https://www.facebook.com/altanuul.mn"');
      expect(html).toContain('href="https://www.youtube.com/@altanuul"');
      expect(html).not.toContain('linkedin.com');
    }
    expect(published.headers.location).toBe('/admin/company?notice=published');
    expect((await get('/en/admin/company?notice=published', editor)).text).toContain(
      'Published: every page shows the new links now.',
    );

    expect((await post('/admin/company', editor, { ...LINKS, youtube: '', revision: '0' })).status).toBe(409);
    await post('/admin/company/reset', editor, { revision: '1' });
    expect(await page('/en/about')).toContain('https://m.me/altanuultrade');
    expect(await page('/en/about')).toContain('https://www.linkedin.com/company/altanuultrade');
    const audit = await t.store.audit.list({}, undefined, 10);
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['company-links-reset', 'company-links-published']);
  });

  it('refuses an address that is not https and a Messenger name with other characters, saying which field', async () => {
    const editor = await signedIn('writer', ['editor']);
    const refused = await post('/admin/company', editor, {
      ...LINKS,
      facebook: 'javascript:alert(1)',
      youtube: 'http://youtube.com/x',
      messengerPageId: 'a b"><script>',
      revision: '0',
    });
    expect(refused.status).toBe(400);
    expect(refused.text.match(/https:\/\/-ээр эхэлсэн бүтэн хаягийг бичнэ үү/g)).toHaveLength(2);
    expect(refused.text).toContain('Хуудасны нэр эсвэл дугаарыг бичнэ үү');
    expect(refused.text).toContain('value="javascript:alert(1)"'); // kept as typed, inert in an attribute
    expect(await page('/en/about')).not.toContain('javascript:');
  });

  it('is for editors only', async () => {
    const clerk = await signedIn('clerk', ['inbox']);
    expect((await get('/admin/company', clerk)).status).toBe(403);
    expect((await post('/admin/company', clerk, { ...LINKS, revision: '0' })).status).toBe(403);
  });
});
