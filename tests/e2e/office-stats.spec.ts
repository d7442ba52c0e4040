import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, type Lng } from './own-office.ts';
import { addServerAccount } from './server-account.ts';
import { withLanguage } from '../helpers/routes.ts';

// The office's statistics page as a stats account reads it (docs/office-guide.md, "Statistics"): on a phone in
// Mongolian and on a desk screen in English, with no sideways scrolling, each chart drawn from the numbers of the
// table beside it; and the choice of days without script. The figures themselves are tested in jest
// (tests/integration/site-stats.test.ts); here the server under test's own views are seeded into its database.

const DATA_DIR = process.env.E2E_DATA_DIR;
const PASSWORD = 'statistics e2e password';
const PRODUCT = 'tricone-bit-251mm-iadc-637';

test.skip(!DATA_DIR, 'needs the data directory of the server under test (E2E_DATA_DIR)');

/** The day `days` before today in Ulaanbaatar (UTC+8), YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

// Days long past, which no other spec's views reach: the no-script test's exact figures.
const PAST = { from: daysAgo(62), to: daysAgo(60) };

test.beforeAll(() => {
  addServerAccount(DATA_DIR ?? '', 'analyst', 'stats', PASSWORD);
  // The rows as the server's counting leaves them; set, not added to, so a second run finds the same figures.
  const db = new DatabaseSync(path.join(DATA_DIR ?? '', 'site.db'), { timeout: 5000 });
  const upsert = db.prepare(
    `INSERT INTO page_views (day, page, language, referrer, device, item, views) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (day, page, language, referrer, device, item) DO UPDATE SET views = excluded.views`,
  );
  for (const [day, page, language, referrer, device, item, views] of [
    [daysAgo(3), 'home', 'mn', 'google.com', 'phone', '', 40],
    [daysAgo(2), 'product', 'en', '', 'desk', PRODUCT, 25],
    [daysAgo(1), 'contact', 'mn', 'facebook.com', 'tablet', '', 9],
    [PAST.from, 'product', 'mn', '', 'phone', PRODUCT, 11],
    [PAST.to, 'about', 'en', 'a-very-long-referring-host-name.example.mn', 'desk', '', 6],
  ] as const) {
    upsert.run(day, page, language, referrer, device, item, views);
  }
  db.close();
});

async function signIn(page: Page, lng: Lng): Promise<(key: string) => string> {
  const t = adminText(lng);
  await page.goto(withLanguage('/admin/login', lng));
  await page.getByLabel(t('login.login'), { exact: true }).fill('analyst');
  await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  // A stats-only account starts at the statistics.
  await expect(page.getByRole('heading', { level: 1, name: t('stats.title') })).toBeVisible();
  return t;
}

/** A chart's bars (name, number) and its table's first two columns, as the page shows them. */
async function chartAndTable(page: Page, section: string) {
  const at = page.locator(section);
  const bars = await at
    .locator('svg rect.stats-chart__bar')
    .evaluateAll((rects) =>
      rects.map((rect) => [
        rect.getAttribute('data-label'),
        Number(rect.getAttribute('data-value')).toLocaleString('en-US'),
      ]),
    );
  const rows = await at
    .locator('table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent)));
  return { bars, rows };
}

for (const { lng, width, height } of [
  { lng: 'mn', width: 390, height: 844 },
  { lng: 'en', width: 1366, height: 900 },
] as const) {
  test(`reads the last 30 days in ${lng} at ${width} px, each chart as its table says`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const t = await signIn(page, lng);
    await expect(page.getByRole('link', { name: t('stats.ranges.30') })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('img', { name: t('stats.series.day') })).toBeVisible();

    const series = await chartAndTable(page, 'section:has(#stats-series)');
    expect(series.bars).toHaveLength(30);
    expect(series.bars).toEqual(series.rows);
    const products = await chartAndTable(page, '[data-breakdown="products"]');
    expect(products.bars).toEqual(products.rows);
    // Other specs' visitors may view other products meanwhile: this one is among them, by its name.
    expect(products.rows.map(([name]) => name)).toContain(
      lng === 'en' ? 'Tricone Bit 9 7/8" (251 mm) IADC 637' : 'Шарошкан хошуу 9 7/8" (251 мм) IADC 637',
    );

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`stats-${lng}-${width}.png`), fullPage: true });
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the days chosen in the form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const t = await signIn(page, 'en');
    const days = page.getByRole('group', { name: t('stats.days') });
    await days.getByLabel(t('stats.from')).fill(PAST.from);
    await days.getByLabel(t('stats.to')).fill(PAST.to);
    await expect(days.getByLabel(t('stats.from'))).toHaveAccessibleDescription(t('stats.dateHint'));
    await days.getByRole('button', { name: t('stats.show') }).click();

    await expect(page.locator('.stats-period')).toHaveAttribute('data-period', `${PAST.from}/${PAST.to}`);
    await expect(page.locator('[data-total="views"]')).toHaveText('17');
    const pages = await chartAndTable(page, '[data-breakdown="pages"]');
    expect(pages.rows).toEqual([
      [t('stats.pageNames.product'), '11'],
      ['About us', '6'],
    ]);
    expect(pages.bars).toEqual(pages.rows);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('stats-days-390.png'), fullPage: true });
  });
});
