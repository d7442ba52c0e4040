// The weekly summary's choice on a person's own account page (docs/office-guide.md, "Weekly summary"): offered to an
// account that may see the statistics and has an e-mail address, saved on and off, and recorded in the audit log.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { officeAccount, officeGet, officePost } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CHECKBOX = /<input type="checkbox" name="weekly_summary"[^>]*>/;
/** Whether the page's checkbox is ticked; undefined when it has none. */
const ticked = (html: string) => CHECKBOX.exec(html)?.[0].includes('checked');

describe('the weekly summary on the own account page', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const isWanted = async (login: string) => (await t.store.admin.findUser(login))?.weeklySummary;

  it('saves the choice, on and then off, for an account that may see the statistics', async () => {
    const who = await officeAccount(t, 'saran', ['stats'], '/en/admin/account');
    await t.store.admin.setContact('saran', 'saran@example.mn', 'en');
    const page = await officeGet(t, '/en/admin/account', who);
    expect(page.text).toContain('E-mail me a weekly summary');
    expect(page.text).toContain('saran@example.mn');
    expect(ticked(page.text)).toBe(false);

    const on = await officePost(t, '/en/admin/account/weekly-summary', who, { weekly_summary: 'on' });
    expect(on.headers.location).toBe('/en/admin/account?notice=weekly-summary-on');
    expect(await isWanted('saran')).toBe(true);
    const shown = await officeGet(t, String(on.headers.location), who);
    expect(ticked(shown.text)).toBe(true);
    expect(shown.text).toContain('You will get the weekly summary by e-mail every Monday.');

    const off = await officePost(t, '/en/admin/account/weekly-summary', who, {});
    expect(off.headers.location).toBe('/en/admin/account?notice=weekly-summary-off');
    expect(await isWanted('saran')).toBe(false);
    const logged = await t.store.audit.list({ action: 'weekly-summary-changed' }, undefined, 10);
    expect(logged.map((entry) => [entry.login, entry.target])).toEqual([
      ['saran', 'off'],
      ['saran', 'on'],
    ]);
  });

  it('offers nothing to an account without the statistics or without an address', async () => {
    const editor = await officeAccount(t, 'bat', ['editor'], '/admin/account');
    await t.store.admin.setContact('bat', 'bat@example.mn', 'mn');
    const noAddress = await officeAccount(t, 'tuya', ['stats'], '/admin/account');
    for (const who of [editor, noAddress]) {
      expect((await officeGet(t, '/admin/account', who)).text).not.toMatch(CHECKBOX);
      await officePost(t, '/admin/account/weekly-summary', who, { weekly_summary: 'on' });
    }
    expect([await isWanted('bat'), await isWanted('tuya')]).toEqual([false, false]);
  });
});
