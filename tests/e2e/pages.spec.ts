import { ROUTES, withLanguage } from '../helpers/routes.ts';
import { axeViolations, expect, test, waitForHeader } from './fixtures.ts';

// Routes that render a page of a kind checked by axe at another route of this list (the same component and
// blocks with other data: another service, team member or category, an alias, the same not-found page).
// Each is still loaded and checked for status, language, heading and islands.
const SAME_KIND_AS_ANOTHER = new Set<string>([
  '/home',
  '/service-single/international-trading',
  '/service-single/transportation-logistics',
  '/products/Mining%20Equipment',
  '/products/Heavy%20Tires',
  '/shop',
  '/team/oyunchimeg-bold',
  '/team/ganzorig-tsend',
  '/no/such/page',
  '/products/Unknown%20Category',
  '/team/unknown-person',
  '/Video/unknown',
  '/shop-single/unknown-product',
]);

// Each route in each language: status, language, heading, the header's script and the islands due at load
// running without console errors, and no axe violations (once per kind of page).
for (const lng of ['mn', 'en'] as const) {
  test.describe(`every route in ${lng}`, () => {
    for (const route of ROUTES) {
      const axe = !SAME_KIND_AS_ANOTHER.has(route.path);
      test(`${route.path} answers ${route.status}, shows its heading${axe ? ' and passes axe' : ''}`, async ({
        page,
      }) => {
        const response = await page.goto(withLanguage(route.path, lng));
        expect(response?.status()).toBe(route.status);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route[lng]);
        await waitForHeader(page);
        await expect(page.locator('[data-island][data-hydrate="load"]:not([data-hydrated])')).toHaveCount(0);
        if (axe) expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
