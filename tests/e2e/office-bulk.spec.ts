import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, ownOffice, type Lng } from './own-office.ts';

// Bulk actions as an editor uses them (docs/content.md, "Bulk actions"): three products ticked in the office's
// list and hidden in one go, then seen hidden in the list and gone from the catalogue; on a phone in Mongolian and
// on a desk screen in English (there with the head's box ticking a search's three rows), and the same without
// script, where the boxes and the one button are a plain form. What the post refuses and names is tested in jest
// (tests/integration/office-bulk.test.ts). Each test hides products still on the catalogue's first page.

const { at, signIn } = ownOffice();

interface Product {
  id: number;
  slug: string;
  name: Record<Lng, string>;
}

const product = (id: number, slug: string, en: string, mn: string): Product => ({ id, slug, name: { en, mn } });
const FIRST_THREE = [
  product(
    1,
    'tricone-bit-251mm-iadc-637',
    'Tricone Bit 9 7/8" (251 mm) IADC 637',
    'Шарошкан хошуу 9 7/8" (251 мм) IADC 637',
  ),
  product(
    2,
    'tricone-bit-311mm-iadc-517',
    'Tricone Bit 12 1/4" (311 mm) IADC 517',
    'Шарошкан хошуу 12 1/4" (311 мм) IADC 517',
  ),
  product(3, 'pdc-bit-216mm-5-blade', 'PDC Bit 8 1/2" (216 mm), 5 Blades', 'PDC хошуу 8 1/2" (216 мм), 5 далбаатай'),
];
const HAUL_TRUCK_PARTS = [
  product(16, 'wet-brake-friction-disc-220t', 'Wet Brake Friction Disc, 220 t Haul Trucks', ''),
  product(17, 'front-suspension-cylinder-220t', 'Front Suspension Cylinder, 220 t Haul Trucks', ''),
  product(18, 'front-wheel-hub-220t', 'Front Wheel Hub Assembly, 220 t Haul Trucks', ''),
];
const HAMMERS_AND_BIT = [
  product(4, 'dth-hammer-4-inch', 'DTH Hammer 4"', 'Цооногийн цохилтот алх (DTH) 4"'),
  product(5, 'dth-hammer-6-inch', 'DTH Hammer 6"', 'Цооногийн цохилтот алх (DTH) 6"'),
  product(6, 'dth-button-bit-115mm', 'DTH Button Bit 115 mm, Flat Face', 'DTH товчин хошуу 115 мм, хавтгай нүүртэй'),
];
const BUTTON_BITS_AND_ROD = [
  product(7, 'dth-button-bit-140mm', 'DTH Button Bit 140 mm, Convex Face', 'DTH товчин хошуу 140 мм, гүдгэр нүүртэй'),
  product(
    8,
    'button-bit-t51-102mm-retrac',
    'Top-Hammer Button Bit T51, 102 mm, Retrac',
    'Дээд цохилтот товчин хошуу T51, 102 мм, ретрак',
  ),
  product(9, 'drill-rod-t51-mf-3660mm', 'Drill Rod T51 MF, 3660 mm', 'Өрмийн штанг T51 MF, 3660 мм'),
];

const prefix = (lng: Lng) => (lng === 'en' ? '/en' : '');

/** Signs the editor in on a screen `width` wide and opens the office's products (`query` its view); its texts. */
async function openProducts(page: Page, lng: Lng, width: number, query = '') {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  const t = adminText(lng);
  await signIn(page, lng, 'writer');
  await page.goto(at(`${prefix(lng)}/admin/products${query}`));
  await expect(page.getByRole('heading', { level: 1, name: t('products.title') })).toBeVisible();
  return t;
}

/** How many links to each product's page a visitor finds on the catalogue's first page in `lng`. */
async function catalogueLinks(browser: Browser, lng: Lng, products: readonly Product[]): Promise<number[]> {
  const visitor = await browser.newPage();
  await visitor.goto(at(`${prefix(lng)}/products/`));
  const counts = await Promise.all(
    products.map((one) => visitor.locator(`main a[href="${prefix(lng)}/shop-single/${one.slug}"]`).count()),
  );
  await visitor.close();
  return counts.map((count) => Math.min(count, 1));
}

/** What a visitor's request of each product's page answers. */
async function pageStatuses(browser: Browser, lng: Lng, products: readonly Product[]): Promise<number[]> {
  const visitor = await browser.newPage();
  const statuses: number[] = [];
  for (const one of products)
    statuses.push((await visitor.request.get(at(`${prefix(lng)}/shop-single/${one.slug}`))).status());
  await visitor.close();
  return statuses;
}

/** Ticks each product's box, named by its name in `lng`. */
async function tick(page: Page, t: (key: string) => string, lng: Lng, products: readonly Product[]) {
  for (const one of products)
    await page
      .getByRole('checkbox', { name: t('bulk.select').replace('{{name}}', one.name[lng]), exact: true })
      .check();
}

/** Chooses hiding in the action bar and applies it: the notice the list then shows. */
async function hideTicked(page: Page, t: (key: string) => string) {
  await page.getByLabel(t('bulk.action'), { exact: true }).selectOption({ label: t('bulk.actions.hidden') });
  await page.getByRole('button', { name: t('bulk.apply'), exact: true }).click();
  return page.getByRole('status').filter({ hasText: t('bulk.done.hidden_other').replace('{{count}}', '3') });
}

/** Each product's row in the list says it is hidden. */
async function expectHiddenInList(page: Page, t: (key: string) => string, lng: Lng, products: readonly Product[]) {
  for (const one of products) {
    const row = page.locator('tr', { has: page.getByRole('link', { name: one.name[lng], exact: true }) });
    await expect(row).toContainText(t('products.state.hidden'));
  }
}

test('on a phone in Mongolian, an editor ticks three products and hides them at once', async ({ page, browser }) => {
  expect(await catalogueLinks(browser, 'mn', FIRST_THREE)).toEqual([1, 1, 1]);
  const t = await openProducts(page, 'mn', 390);
  await page.locator('[data-island="bulk-selection"][data-hydrated]').first().waitFor({ state: 'attached' });
  expect(await axeViolations(page)).toEqual([]);

  await tick(page, t, 'mn', FIRST_THREE);
  await expect(
    page.getByText(t('bulk.selection.count_other').replace('{{count}}', '3'), { exact: true }),
  ).toBeVisible();
  await expect(await hideTicked(page, t)).toBeVisible();
  await expectHiddenInList(page, t, 'mn', FIRST_THREE);
  expect(await catalogueLinks(browser, 'mn', FIRST_THREE)).toEqual([0, 0, 0]);
  expect(await pageStatuses(browser, 'mn', FIRST_THREE)).toEqual([404, 404, 404]);
});

test('on a desk screen in English, the head box ticks a search’s three products to hide them', async ({
  page,
  browser,
}) => {
  expect(await pageStatuses(browser, 'en', HAUL_TRUCK_PARTS)).toEqual([200, 200, 200]);
  const t = await openProducts(page, 'en', 1366, '?q=220+t');
  await expect(page.getByRole('rowheader')).toHaveCount(3);
  await page.getByRole('checkbox', { name: t('bulk.selection.all'), exact: true }).check();
  for (const one of HAUL_TRUCK_PARTS)
    await expect(page.getByRole('checkbox', { name: t('bulk.select').replace('{{name}}', one.name.en) })).toBeChecked();
  await expect(
    page.getByText(t('bulk.selection.count_other').replace('{{count}}', '3'), { exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await expect(await hideTicked(page, t)).toBeVisible();
  // The search is kept: the three are still its rows, hidden now.
  await expect(page.getByRole('searchbox')).toHaveValue('220 t');
  await expectHiddenInList(page, t, 'en', HAUL_TRUCK_PARTS);
  expect(await pageStatuses(browser, 'en', HAUL_TRUCK_PARTS)).toEqual([404, 404, 404]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const [lng, width, products] of [
    ['en', 390, HAMMERS_AND_BIT],
    ['mn', 1366, BUTTON_BITS_AND_ROD],
  ] as const) {
    test(`in ${lng === 'en' ? 'English' : 'Mongolian'} ${width} px wide, the boxes and one button hide three products`, async ({
      page,
      browser,
    }) => {
      expect(await catalogueLinks(browser, lng, products)).toEqual([1, 1, 1]);
      const t = await openProducts(page, lng, width);
      // Ticking a page's every row takes script: without it, that box is not there to do nothing.
      await expect(page.getByRole('checkbox', { name: t('bulk.selection.all') })).toHaveCount(0);

      await tick(page, t, lng, products);
      await expect(await hideTicked(page, t)).toBeVisible();
      await expectHiddenInList(page, t, lng, products);
      expect(await catalogueLinks(browser, lng, products)).toEqual([0, 0, 0]);
    });
  }
});
