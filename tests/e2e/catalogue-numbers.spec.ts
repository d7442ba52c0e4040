import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminText, ownOffice } from './own-office.ts';

// A buyer finds a product by its number (docs/content.md, "Part numbers"): a tyre by its size written two ways, a
// bit by an OEM number the office added, and a Mongolian word typed with the Ukrainian Є for Ө. What the
// normaliser reads and refuses is tests/unit/server/search-normalise.test.ts's; the office adding a number runs
// on a server of its own (own-office.ts).

const { at, signIn } = ownOffice();
const BIT = 'Tricone Bit 9 7/8" (251 mm) IADC 637';

/** The titles of the site search's results for `query`, best first. */
async function results(page: Page, pathname: string): Promise<string[]> {
  await page.goto(at(pathname));
  return page.locator('.search-result__title').allInnerTexts();
}

test('an editor adds an OEM number on the desk and a buyer finds the bit by it, typed another way', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const t = adminText('en');
  await signIn(page, 'en', 'writer');
  await page.goto(at('/en/admin/products'));
  await page.getByRole('link', { name: BIT, exact: true }).click();
  await page.getByLabel(t('products.fields.alternativeNumbers'), { exact: true }).fill('ACME BX-99/81.R');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('products.notices.published'))).toBeVisible();

  expect((await results(page, '/en/search?query=acme+bx9981r'))[0]).toBe(BIT);
  await expect(page.locator('.search-result mark').first()).toBeVisible();
});

test('on a phone in Mongolian, a tyre is found by 40.00-57 and 4000R57, and Є is read as Ө', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tyre = 'Хүнд даацын дугуй 40.00R57 E4 ★★';
  expect((await results(page, '/search?query=40.00-57'))[0]).toBe(tyre);
  expect((await results(page, '/search?query=4000R57'))[0]).toBe(tyre);
  expect(await results(page, `/search?query=${encodeURIComponent('Єрмийн хошуу')}`)).toContain('Өрмийн хошуу');
});
