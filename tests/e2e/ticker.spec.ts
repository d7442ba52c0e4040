import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';

// The server reads its rates from tests/e2e/fake-rates-upstream.ts (RATES_UPSTREAM_URLS), never the internet.
// Its tables give: USD, RUB, gold up; EUR, silver down; CNY unchanged.

const ticker = (page: Page, name: string) => page.getByRole('complementary', { name });

test.describe('currency ticker', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('shows every figure, with a green arrow up, a red one down and none when unchanged', async ({ page }) => {
    await page.goto('/en/service');
    const items = ticker(page, 'Exchange rates').getByRole('listitem'); // the aria-hidden copy is not listed

    await expect(items).toHaveText([
      'USD/MNT 3,450.12 up from yesterday',
      'EUR/MNT 3,750.13 down from yesterday',
      'CNY/MNT 479.18',
      'RUB/MNT 38.33 up from yesterday',
      'Gold USD 2,650.50 up from yesterday',
      'Gold MNT 9,144,543 up from yesterday',
      'Silver USD 31.20 down from yesterday',
      'Silver MNT 107,644 down from yesterday',
    ]);
    const colourOf = (selector: string) =>
      items
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    expect(await colourOf('.ticker__trend--up')).toBe('rgb(90, 211, 138)');
    expect(await colourOf('.ticker__trend--down')).toBe('rgb(255, 123, 114)');
    await expect(items.nth(2).locator('.ticker__trend')).toHaveCount(0);
  });

  test('speaks Mongolian on a Mongolian page', async ({ page }) => {
    await page.goto('/about');
    const items = ticker(page, 'Валютын ханш').getByRole('listitem');
    await expect(items.first()).toHaveText('USD/₮ 3,450.12 өчигдрөөс өссөн');
    await expect(items.nth(5)).toHaveText('Алт ₮ 9,144,543 өчигдрөөс өссөн');
  });

  test('sits fixed at the bottom, 30 px high, and never covers the end of the page', async ({ page }) => {
    await page.goto('/en/contact');
    const bar = ticker(page, 'Exchange rates');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    const box = await bar.boundingBox();
    // The bar runs the whole width; its right end is the dock of the chat and scroll-to-top buttons (44 px each),
    // which its figures stop short of.
    expect(box).toMatchObject({ x: 0, y: 720 - 30, width: 1280, height: 30 });
    const figures = await bar.locator('.ticker__viewport').boundingBox();
    expect(figures).toMatchObject({ x: 0, width: 1280 - 2 * 44 });
    const top = await page.getByRole('link', { name: 'Back to top' }).boundingBox();
    expect(top).toMatchObject({ x: 1280 - 44, y: 720 - 30, width: 44, height: 30 });
    const copyright = page.getByText(/All rights reserved/);
    const copyrightBox = await copyright.boundingBox();
    expect((copyrightBox?.y ?? 0) + (copyrightBox?.height ?? 0)).toBeLessThanOrEqual(720 - 30);
  });

  test('scrolls by itself every 30 s, and holds still under the pointer and on keyboard focus', async ({ page }) => {
    await page.goto('/en/service');
    const track = page.locator('.ticker__track');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect(track).toHaveCSS('animation-duration', '30s');
    await expect(track).toHaveCSS('animation-iteration-count', 'infinite');
    expect(await playState()).toBe('running');

    await page.locator('.ticker__viewport').hover();
    expect(await playState()).toBe('paused');
    await page.mouse.move(10, 10);
    expect(await playState()).toBe('running');

    await page.locator('.ticker__viewport').focus();
    expect(await playState()).toBe('paused');
  });

  test('passes axe, the moving copy hidden from assistive technology', async ({ page }) => {
    await page.goto('/en/service');
    await expect(page.locator('.ticker__list[aria-hidden="true"]')).toHaveCount(1);
    expect(await axeViolations(page, '.ticker')).toEqual([]);
  });
});

test.describe('currency ticker with reduced motion', () => {
  test.use({ viewport: { width: 375, height: 700 }, reducedMotion: 'reduce' });

  test('stands still, shows the row once and lets the visitor scroll it sideways', async ({ page }) => {
    await page.goto('/service');
    const viewport = page.locator('.ticker__viewport');
    await expect(page.locator('.ticker__track')).toHaveCSS('animation-name', 'none');
    await expect(page.locator('.ticker__list[aria-hidden="true"]')).toBeHidden();

    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375); // no page scroll sideways
  });
});
