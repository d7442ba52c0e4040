import type { Browser } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { adminText, fieldIn, officeMenu, ownOffice, saveDraftAndPreview } from './own-office.ts';

// The office edits the catalogue as an editor would, on a phone in Mongolian: change a product's names and price,
// preview the draft (visitors still see the published product), publish and see the catalogue, the product page
// and search change, restore the earlier version. A stale save, a product added with hostile values and the
// inbox-only account's refusal are checked without a browser (tests/integration/office-products.test.ts); a stale
// save's journey in the browser is office-texts.spec.ts's. Other specs read the shipped catalogue, so this one
// runs on a server of its own (own-office.ts).

const { at, signIn } = ownOffice();
const SLUG = 'pdc-bit-216mm-5-blade';

/** What a visitor (no session) sees at `pathname`: the page's h1 and its text, every space a plain one. */
async function visitorSees(browser: Browser, pathname: string): Promise<{ status: number; h1: string; text: string }> {
  const visitor = await browser.newPage();
  const response = await visitor.goto(at(pathname));
  const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
  const h1 = plain(await visitor.locator('h1').first().textContent());
  const text = plain(await visitor.locator('main').textContent());
  await visitor.close();
  return { status: response?.status() ?? 0, h1, text };
}

test('an editor on a phone changes a product in both languages, previews, publishes, and restores the earlier version', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const t = adminText('mn');
  await signIn(page, 'mn', 'writer');
  await officeMenu(page);
  await page.getByRole('link', { name: t('nav.products'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('products.title') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'PDC хошуу 8 1/2" (216 мм), 5 далбаатай', exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);

  const names = t('products.fields.name');
  await fieldIn(page, names, t('languages.mn')).fill('PDC хошуу 216 мм, шинэ загвар');
  await fieldIn(page, names, t('languages.en')).fill('PDC Bit 216 mm, New Model');
  await page.getByLabel(t('products.fields.price'), { exact: true }).fill('7 200');
  // The preview shows the public page with the draft, to this editor only.
  const previewIn = new RegExp(t('products.previewIn').replace('{{language}}', t('languages.mn')));
  const preview = await saveDraftAndPreview(page, t, 'products', page.getByRole('link', { name: previewIn }));
  await expect(preview.getByRole('heading', { level: 1, name: 'PDC хошуу 216 мм, шинэ загвар' })).toBeVisible();
  await preview.close();
  expect((await visitorSees(browser, `/shop-single/${SLUG}`)).h1).toBe('PDC хошуу 8 1/2" (216 мм), 5 далбаатай');

  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('products.notices.published'))).toBeVisible();
  const mnPage = await visitorSees(browser, `/shop-single/${SLUG}`);
  expect(mnPage.h1).toBe('PDC хошуу 216 мм, шинэ загвар');
  // Issue #26: ₮ first at the day's rate (the fake upstream's ₮3,450.12: $7,200 ≈ ₮24,841,000), the $ beside it.
  expect(mnPage.text).toContain('₮24,841,000 $7,200');
  expect((await visitorSees(browser, `/en/shop-single/${SLUG}`)).h1).toBe('PDC Bit 216 mm, New Model');
  expect((await visitorSees(browser, '/en/products/')).text).toContain('PDC Bit 216 mm, New Model');
  expect((await visitorSees(browser, '/en/search?query=new+model')).text).toContain('PDC Bit 216 mm, New Model');

  // A second version, then the first one back.
  await page.getByLabel(t('products.fields.price'), { exact: true }).fill('6 500');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('products.notices.published'))).toBeVisible();
  expect((await visitorSees(browser, `/en/shop-single/${SLUG}`)).text).toContain('₮22,426,000 $6,500');
  await page.getByRole('button', { name: t('products.restore').replace('{{revision}}', '1') }).click();
  await expect(page.getByText(t('products.notices.restored'))).toBeVisible();
  expect((await visitorSees(browser, `/en/shop-single/${SLUG}`)).text).toContain('₮24,841,000 $7,200');
});
