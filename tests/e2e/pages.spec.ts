import { ROUTES, withLanguage } from '../helpers/routes.ts';
import { axeViolations, expect, test, waitForHeader } from './fixtures.ts';

// Routes that render a page of a kind checked by axe at another route of this list (the same component and
// blocks with other data: another service, team member or category, an alias, the same not-found page).
// Each is still loaded and checked for status, language, heading and islands.
// Its time: two tabs, one a language, load every route (about 45) between them and run axe over one of each kind.
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

// Each route is visited in one language, the routes taking turns between them: its markup is the same in both, its
// texts come from locales/, complete in both (tests/unit/locales.test.ts), and tests/integration/pages.test.ts
// checks every route's status and heading in both languages without script. Axe runs once per kind of page.
const LANGUAGES = ['mn', 'en'] as const;
const languageOf = (index: number) => LANGUAGES[index % 2];

// Status, language, heading, the header's script and the islands due at load running without console errors, and
// no axe violations (once per kind of page). One browser tab visits its language's routes in turn, as a visitor
// going from page to page does: the scripts, styles and fonts come from its cache after the first page, so the
// check costs a page load each, not a new browser profile each. Every route is checked even when one fails (soft
// expectations), and each failure names its route.
for (const lng of LANGUAGES) {
  const routes = ROUTES.filter((_route, index) => languageOf(index) === lng);
  test(`every other route in ${lng} answers its status, shows its heading and passes axe`, async ({ page }) => {
    test.setTimeout(routes.length * 20_000);
    for (const route of routes) {
      await test.step(route.path, async () => {
        const response = await page.goto(withLanguage(route.path, lng));
        expect.soft(response?.status(), route.path).toBe(route.status);
        await expect.soft(page.locator('html'), route.path).toHaveAttribute('lang', lng);
        await expect.soft(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route[lng]);
        await waitForHeader(page);
        await expect
          .soft(page.locator('[data-island][data-hydrate="load"]:not([data-hydrated])'), route.path)
          .toHaveCount(0);
        if (!SAME_KIND_AS_ANOTHER.has(route.path)) {
          expect.soft(await axeViolations(page), route.path).toEqual([]);
        }
      });
    }
  });
}
