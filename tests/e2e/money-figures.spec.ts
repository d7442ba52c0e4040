import type { Page } from '@playwright/test';
import { expect, test, useIsland, waitForHeader, withFullStyles } from './fixtures.ts';

// Two things a visitor saw go wrong: a figure of money broken inside its digits at one width (the quote list's sum
// at 1366 px read "₮39,005,00 / 0"), and the quotation form opening as a second dialog over the product popup.

const WIDTHS = [300, 360, 768, 1366, 1920];

/**
 * The page's figures of money that run over more than one line (each is one `.money`: client/ui/money-text.tsx):
 * its boxes stand at more than one height (an inline may also be cut into boxes side by side on one line).
 */
function brokenFigures(page: Page): Promise<string[]> {
  return page
    .locator('.money')
    .evaluateAll((figures) =>
      figures
        .filter((figure) => new Set([...figure.getClientRects()].map((box) => Math.round(box.top))).size > 1)
        .map((figure) => figure.textContent ?? ''),
    );
}

/** At every width, as the page first paints and with its whole stylesheet: no figure breaks. */
async function expectNoFigureBreaks(page: Page): Promise<void> {
  await expect(page.locator('.money').first()).toBeVisible();
  for (const styles of ['first view', 'full']) {
    if (styles === 'full') await withFullStyles(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await brokenFigures(page), `${page.url()} at ${width} px, ${styles} styles`).toEqual([]);
    }
  }
}

test('no figure of money breaks across lines on the catalogue, a product page and the quote list', async ({ page }) => {
  await page.goto('/products/');
  await waitForHeader(page);
  await expectNoFigureBreaks(page);
  const productPage = (await page.locator('.product-card__title a').first().getAttribute('href')) ?? '';

  await page.setViewportSize({ width: 1366, height: 800 });
  await useIsland(page, 'catalogue');
  for (const index of [0, 1, 2]) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'Үнийн саналд нэмэх' }).click();
  }
  await expect(page.getByRole('link', { name: 'Үнийн саналын жагсаалт, 3 бараа' })).toBeVisible();

  await page.goto(productPage);
  await waitForHeader(page);
  await expectNoFigureBreaks(page);

  await page.goto('/quote');
  await page.locator('[data-island="quote-list"][data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('.quote-item')).toHaveCount(3);
  await expectNoFigureBreaks(page);
});

test('the quotation is the product popup turned into its form: one dialog, one close button, a way back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/en/products/');
  await waitForHeader(page);
  await useIsland(page, 'catalogue');
  const name = (await page.locator('.product-card__title').first().innerText()).replace(/\s+/g, ' ').trim();
  await page.locator('.product-card').first().getByRole('link', { name: 'Details' }).click();

  const popup = page.getByRole('dialog', { name });
  const ask = popup.getByRole('button', { name: 'Request a quotation' });
  // The popup's actions are in view at a laptop's height, whatever the length of the product's text.
  await expect(ask).toBeInViewport();
  await ask.click();

  const form = page.getByRole('dialog', { name: 'Request a quotation' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Close' })).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Send request' })).toBeInViewport();

  await form.getByRole('button', { name: 'Back to the product' }).click();
  await expect(ask).toBeFocused();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});
