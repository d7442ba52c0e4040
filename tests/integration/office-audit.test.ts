// The office's audit log (docs/inbox.md, "Office audit log"): every sign-in, failed sign-in, sign-out and change is
// kept with who, when, on what and the request id; admins read and filter it, nobody else; no visitor's data in it.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Role } from '#shared/admin-roles.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import {
  officeAccount,
  officeGet,
  officePost,
  signInAs as signInWith,
  type OfficeAccount,
} from '../helpers/office-accounts.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[], firstPage?: string) => officeAccount(t, login, roles, firstPage);
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const signInAs = (login: string, password?: string) => signInWith(t, login, password);

describe('office: audit log', () => {
  it('keeps sign-ins, failures, changes, exports and sign-outs, newest first, for admins to read and filter', async () => {
    const boss = await signedIn('boss', ['admin'], '/admin');
    const writer = await signedIn('writer', ['editor']);
    await signInAs('writer', 'not the password');
    await signInAs('nobody', 'not the password');
    const id = await t.store.enquiries.insertEnquiry(sampleEnquiry({ name: 'Болд Дорж', email: 'bold@mail.mn' }), {
      notify: false,
    });
    await post(`/admin/enquiry/${id}/status`, boss, { status: 'handled' });
    await get('/admin/export.csv?kind=contact&q=bold', boss);
    await post(`/admin/texts/${encodeURIComponent('home:hero.servicesCta')}`, writer, {
      mn: 'Үйлчилгээ',
      en: 'Services',
      revision: '0',
      action: 'publish',
    });
    await post('/admin/logout', writer, {});

    const entries = await t.store.audit.list({}, undefined, 50);
    expect(entries.map((entry) => [entry.action, entry.login, entry.target])).toEqual([
      ['sign-out', 'writer', ''],
      ['text-published', 'writer', 'text/home:hero.servicesCta'],
      ['inbox-exported', 'boss', 'csv kind=contact search'],
      ['entry-handled', 'boss', `enquiry/${id}`],
      ['sign-in-failed', null, ''],
      ['sign-in-failed', 'writer', ''],
      ['sign-in', 'writer', ''],
      ['sign-in', 'boss', ''],
    ]);
    expect(entries.every((entry) => entry.requestId !== '')).toBe(true);

    const page = await get('/en/admin/audit', boss);
    expect(page.status).toBe(200);
    expect(page.text).toContain('>Published a text</td>');
    expect(page.text).toContain('(not an account)');
    expect(page.text).not.toContain('Болд');
    expect(page.text).not.toContain('bold@mail.mn');
    const failures = await get('/admin/audit?action=sign-in-failed', boss);
    expect(failures.text.match(/>Нэвтрэлт амжилтгүй<\/td>/g)).toHaveLength(2);
    expect(failures.text).not.toContain('>Бичвэр нийтэлсэн</td>');
    const byWriter = await get('/admin/audit?login=writer&action=sign-in', boss);
    expect(byWriter.text.match(/<tr>/g)).toHaveLength(2); // the header row and one entry
    expect((await get('/admin/audit?from=2020-13-01', boss)).text).toContain('Огноог 2026-03-01 гэх мэтээр бичнэ үү.');

    const refused = await get('/admin/audit', await signedIn('editor2', ['editor', 'inbox']));
    expect(refused.status).toBe(403);
  });

  it('pages the log 50 at a time by "Older" links, every entry once', async () => {
    const boss = await signedIn('boss', ['admin'], '/admin');
    for (let n = 0; n < 60; n += 1) {
      await t.store.audit.record({
        at: FIXED_NOW,
        login: 'boss',
        action: 'sign-in',
        target: `n${n}`,
        requestId: `r${n}`,
      });
    }
    const first = await get('/admin/audit?action=sign-in', boss);
    const older = /<a rel="next" href="([^"]+)"/.exec(first.text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(older).toMatch(/^\/admin\/audit\?action=sign-in&before=\d+$/);
    const second = await get(older, boss);
    const targets = [first.text, second.text].flatMap((text) => [...text.matchAll(/>n(\d+)</g)].map((m) => m[1]));
    expect(new Set(targets).size).toBe(60);
    expect(second.text).not.toContain('rel="next"');
  });
});
