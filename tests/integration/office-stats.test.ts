// The office's statistics page (docs/office-guide.md, "Statistics"): for accounts with the stats role (or admin),
// never kept by a browser; each row named as the staff know it (a product by its name, a service by its title, a
// page by its title), the period chosen by its address; a stats-only account starts there.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLifecycle } from '#server/lifecycle.ts';
import { officeAccount, officeGet, type OfficeAccount } from '../helpers/office-accounts.ts';
import { pageView, seedPageViews } from '../helpers/page-view-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The test app's clock reads 2026-03-15 12:00 in Ulaanbaatar: the last 7 days are 03-09 to 03-15.
let t: TestApp;
let reader: OfficeAccount;
let clerk: OfficeAccount;
// Its shutdown work (the views' flush) is the tests' to run.
const lifecycle = createLifecycle();
beforeAll(async () => {
  t = await createTestApp({ lifecycle });
  await seedPageViews(t.store, [
    pageView({ day: '2026-03-15', page: 'product', item: 'tricone-bit-251mm-iadc-637', views: 7 }),
    pageView({ day: '2026-03-09', page: 'service', item: 'international-trading', language: 'en', views: 4 }),
    pageView({ day: '2026-03-12', page: 'contact', referrer: 'google.com', device: 'phone', views: 3 }),
    pageView({ day: '2026-03-08', page: 'home', views: 100 }),
  ]);
  reader = await officeAccount(t, 'reader', ['stats'], '/admin/stats');
  clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
});
afterAll(() => t.close());

describe('office: statistics', () => {
  it("shows the period's views by name to a stats account, never kept by a browser", async () => {
    const res = await officeGet(t, '/en/admin/stats?range=7', reader);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('data-period="2026-03-09/2026-03-15"');
    expect(res.text).toContain('<dd data-total="views">14</dd>');
    expect(res.text).toContain('data-label="Tricone Bit 9 7/8&quot; (251 mm) IADC 637" data-value="7"');
    expect(res.text).toContain('data-label="International Trading" data-value="4"');
    expect(res.text).toContain('data-label="Contact us" data-value="3"');
    expect(res.text).toContain('data-label="google.com" data-value="3"');
    expect(res.text).toContain('data-label="Phones" data-value="3"');
    expect(res.text).toContain('href="/en/admin/stats"');

    const mn = await officeGet(t, '/admin/stats?range=7', reader);
    expect(mn.text).toContain('data-label="Шарошкан хошуу 9 7/8&quot; (251 мм) IADC 637" data-value="7"');
  });

  it('shows the days typed, and says why when it cannot', async () => {
    const days = await officeGet(t, '/en/admin/stats?range=days&from=2026-03-08&to=2026-03-08', reader);
    expect(days.text).toContain('<dd data-total="views">100</dd>');
    expect(days.text).toContain('data-label="Home page" data-value="100"');

    const reversed = await officeGet(t, '/en/admin/stats?range=days&from=2026-03-09&to=2026-03-01', reader);
    expect(reversed.text).toContain('role="alert"');
    expect(reversed.text).toContain('data-period="2026-02-14/2026-03-15"');
  });

  it('starts a stats-only account at the statistics, and keeps them from others who lack the role', async () => {
    const home = await officeGet(t, '/admin', reader);
    expect(home.status).toBe(303);
    expect(home.headers.location).toBe('/admin/stats');
    expect((await officeGet(t, '/admin', clerk)).status).toBe(200);
    expect((await officeGet(t, '/admin/stats', clerk)).status).toBe(403);
    expect((await officeGet(t, '/admin/enquiry/1', reader)).status).toBe(403);
  });

  it('is no public page: reading it counts no view', async () => {
    const today = async () => (await t.store.siteStats.viewsByDay('2026-03-15', '2026-03-15'))[0]?.views;
    const browser =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    await officeGet(t, '/admin/stats', reader).set('User-Agent', browser);
    await officeGet(t, '/en/admin/stats?range=30', reader).set('User-Agent', browser);
    await lifecycle.finishWork();
    expect(await today()).toBe(7);
    // A public page, read alike, is.
    await officeGet(t, '/about', reader).set('User-Agent', browser);
    await lifecycle.finishWork();
    expect(await today()).toBe(8);
  });
});
