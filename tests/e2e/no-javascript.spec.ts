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

  // Issue #28: the notice is a plain page, linked from every page's footer, naming the company as controller.
  for (const [lng, link, version] of [
    ['mn', 'Нууцлалын мэдэгдэл', 'Энэхүү мэдэгдлийн 1.0 хувилбар'],
    ['en', 'Privacy notice', 'Version 1.0 of this notice'],
  ] as const) {
    test(`the footer leads to the privacy notice in ${lng}`, async ({ page }) => {
      await page.goto(withLanguage('/about', lng));
      await page.locator('footer').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${withLanguage('/privacy', lng)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
      const notice = page.locator('article.privacy');
      await expect(notice).toContainText(lng === 'mn' ? 'Алтан Уул Трейд ХХК' : 'Altan Uul Trade LLC');
      await expect(notice.getByRole('link', { name: 'info@altanuultrade.mn' }).first()).toHaveAttribute(
        'href',
        'mailto:info@altanuultrade.mn',
      );
      await expect(notice.locator('.privacy__version').first()).toContainText(version);
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
