import { ROUTES, withLanguage } from '../helpers/routes.ts';
import { axeViolations, expect, test, waitForHeader } from './fixtures.ts';

// Each route in each language: status, language, heading, the header's script and the islands due at load
// running without console errors, and no axe violations.
for (const lng of ['mn', 'en'] as const) {
  test.describe(`every route in ${lng}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} answers ${route.status}, shows its heading and passes axe`, async ({ page }) => {
        const response = await page.goto(withLanguage(route.path, lng));
        expect(response?.status()).toBe(route.status);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route[lng]);
        await waitForHeader(page);
        await expect(page.locator('[data-island][data-hydrate="load"]:not([data-hydrated])')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
