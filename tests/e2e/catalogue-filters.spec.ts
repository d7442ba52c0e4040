import type { Page } from '@playwright/test';
import { axeViolations, expect, test, useIsland } from './fixtures.ts';

// docs/content.md, "Specifications": the catalogue's bits filtered by diameter 250–320 mm and the IADC 6-series —
// on a phone in Mongolian with script, in place, the address shared and opened elsewhere showing the same list; on
// a desk in English by the form without script. Screenshots of both are left in test-results/ to look at.
// Its time: two page loads and one shared address, each filter applied as a visitor applies it.

const WANTED = { mn: 'Шарошкан хошуу 9 7/8" (251 мм) IADC 637', en: 'Tricone Bit 9 7/8" (251 mm) IADC 637' };
const ADDRESS = /\/products\/Drilling%20Bit\?diameter=250-320&iadc=6$/;

const cardTitles = (page: Page) => page.locator('.product-card__title');
/** The card titles' text with ordinary spaces (sizes are kept whole with no-break ones). */
const titles = async (page: Page) => (await cardTitles(page).allTextContents()).map((t) => t.replace(/\u00a0/g, ' '));

test.describe('on a phone in Mongolian, with script', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('filters bits in place, and the address opened elsewhere shows the same list', async ({ page, browser }) => {
    await page.goto('/products/Drilling%20Bit');
    await useIsland(page, 'catalogue');
    await page.getByText('Шүүлтүүр', { exact: true }).click();
    const diameter = page.getByRole('group', { name: 'Диаметр, мм' });
    await diameter.getByLabel('Доод').fill('250');
    await diameter.getByLabel('Дээд').fill('320');
    await diameter.getByLabel('Дээд').blur();
    await expect(page).toHaveURL(/\?diameter=250-320$/);
    await expect(cardTitles(page)).toHaveCount(2);
    await page.getByRole('group', { name: 'IADC цуврал' }).getByLabel('6-р цуврал').check();
    await expect(page).toHaveURL(ADDRESS);
    await expect(cardTitles(page)).toHaveCount(1);
    expect(await titles(page)).toEqual([WANTED.mn]);
    await expect(page.getByText('Шүүлтүүр (2)', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('filtered-mn-390.png'), fullPage: true });
    expect(await axeViolations(page, '.catalogue')).toEqual([]);

    // The popup still opens from a filtered list.
    await cardTitles(page).getByRole('link').click();
    await expect(page.getByRole('dialog')).toContainText('IADC код637');
    await page.screenshot({ path: test.info().outputPath('popup-mn-390.png') });

    const shared = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await shared.newPage();
    await other.goto(page.url());
    expect(await titles(other)).toEqual([WANTED.mn]);
    await shared.close();
  });
});

test.describe('on a desk in English, without script', () => {
  test.use({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });

  test('the GET form filters bits to the same address and list', async ({ page }) => {
    await page.goto('/en/products/Drilling%20Bit');
    const diameter = page.getByRole('group', { name: 'Diameter, mm' });
    await diameter.getByLabel('From').fill('250');
    await diameter.getByLabel('To').fill('320');
    await page.getByRole('group', { name: 'IADC series' }).getByLabel('Series 6').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(ADDRESS);
    expect(await titles(page)).toEqual([WANTED.en]);
    await expect(page.getByRole('group', { name: 'IADC series' }).getByLabel('Series 6')).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('filtered-en-1366.png'), fullPage: true });
  });
});
