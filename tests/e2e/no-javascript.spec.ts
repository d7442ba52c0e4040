import { expect, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  // What a page's HTML holds without script (every route's status, heading and footer, the privacy notice, the
  // language switch's link) is checked without a browser, in tests/integration/pages.test.ts and language.test.ts.
  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the mobile menu still opens and its submenus expand', async ({ page }) => {
      await page.goto('/en/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await menu.locator('summary', { hasText: 'Products' }).click();
      await menu.getByRole('link', { name: 'Mining Drills' }).click();
      await expect(page).toHaveURL(/\/products\/Drilling%20Bit$/);
    });
  });
});
