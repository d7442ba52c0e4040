import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { ROUTES, withLanguage } from '../helpers/routes.ts';

for (const lng of ['mn', 'en'] as const) {
  test.describe(`every route in ${lng}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} answers ${route.status} and shows its heading, with no console errors`, async ({ page }) => {
        const response = await page.goto(withLanguage(route.path, lng));
        expect(response?.status()).toBe(route.status);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route[lng]);
        await page.locator('[data-island][data-hydrated]').first().waitFor({ state: 'attached' });
      });
    }
  });
}

test.describe('accessibility', () => {
  for (const path of ['/?lng=mn', '/about?lng=en', '/service-single/consulting-services?lng=mn', '/404?lng=en']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
