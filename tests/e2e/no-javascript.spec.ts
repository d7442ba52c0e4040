import { expect, test } from './fixtures.ts';
import { ROUTES, withLanguage } from '../helpers/routes.ts';

test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  for (const lng of ['mn', 'en'] as const) {
    test(`every route renders its content in ${lng}`, async ({ page }) => {
      for (const route of ROUTES) {
        const response = await page.goto(withLanguage(route.path, lng));
        expect(response?.status(), route.path).toBe(route.status);
        await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route[lng]);
        await expect(page.locator('footer')).toContainText(
          lng === 'mn' ? 'Бүх эрх хуулиар хамгаалагдсан' : 'All rights reserved',
        );
      }
    });
  }

  test('the language switch is a plain link that works', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'View in English' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  });

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
