import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { withLanguage } from '../helpers/routes.ts';
import { expect, test, waitForHeader, withFullStyles } from './fixtures.ts';

// Issue #27: measured as a buyer's screen shows them, both languages:
// - an inner page's title bar leaves room for the page: at most 200 px tall at 1366 px, 160 px on a phone;
// - a catalogue card on a phone is at most 420 px tall (one primary action, the others as icon buttons);
// - the bottom bar has no white notch: before any scroll, the pixel at its right end is the bar's own colour.

const LANGUAGES = ['mn', 'en'] as const;
const INNER_PAGES = ['/about', '/products/', '/contact', '/service', '/quote', '/service-single/consulting-services'];
const PHONES = [360, 390, 430];

/** The page with its script live (the first key press then switches on its full stylesheets). */
async function fullyStyled(page: Page): Promise<void> {
  await waitForHeader(page);
  await withFullStyles(page);
}

async function heightOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().height);
}

for (const lng of LANGUAGES) {
  test(`inner pages' title bars are at most 200 px at 1366 and 160 px on phones in ${lng}`, async ({ page }) => {
    const heights: string[] = [];
    for (const path of INNER_PAGES) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(withLanguage(path, lng));
      await fullyStyled(page);
      const wide = await heightOf(page, '.title-bar');
      if (wide > 200) heights.push(`${path} at 1366: ${wide} px`);
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 800 });
        const narrow = await heightOf(page, '.title-bar');
        if (narrow > 160) heights.push(`${path} at ${width}: ${narrow} px`);
      }
    }
    expect(heights).toEqual([]);
  });

  test(`catalogue cards are at most 420 px tall on phones in ${lng}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(withLanguage('/products/', lng));
    await fullyStyled(page);
    const tall: string[] = [];
    for (let width = 340; width < 600; width += 20) {
      await page.setViewportSize({ width, height: 800 });
      const heights = await page
        .locator('.product-card')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
      const highest = Math.max(...heights);
      if (highest > 420) tall.push(`${width} px: ${highest} px`);
    }
    expect(tall).toEqual([]);
    // Each card: one primary button, and the wishlist, compare and details as named icon controls with tooltips.
    const card = page.locator('.product-card').first();
    await expect(card.locator('.button')).toHaveCount(1);
    for (const icon of await card.locator('.product-actions__icon').all()) {
      await expect(icon).toHaveAttribute('aria-label', /\S/);
      await expect(icon).toHaveAttribute('title', (await icon.getAttribute('aria-label')) ?? '');
    }
  });
}

for (const width of [360, 1366]) {
  test(`the bottom bar's right end is the bar's colour before any scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/about');
    await fullyStyled(page);
    const colour = await page
      .locator('.ticker')
      .evaluate((bar) => getComputedStyle(bar).backgroundColor.match(/\d+/g)?.slice(0, 3).map(Number) ?? []);
    // Two pixels at the very right end of the bar, below its 2 px top border.
    const png = await page.screenshot({ clip: { x: width - 2, y: 800 - 10, width: 2, height: 2 } });
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual(colour);
  });
}
