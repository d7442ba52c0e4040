import { PAGE_BUDGETS } from '../../scripts/lib/page-budgets.ts';
import { measurePageWeight } from '../../scripts/lib/page-weight.ts';
import { withLanguage } from '../helpers/routes.ts';
import { expect, test } from './fixtures.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Issue #9: what a first-time visitor's phone downloads before touching a page stays within its budget, in
// both languages (a byte count, never a timing).
for (const lng of ['mn', 'en'] as const) {
  test.describe(`page weight in ${lng}`, () => {
    for (const { path, budget } of PAGE_BUDGETS) {
      test(`${path} stays within its JavaScript, font and CSS budget`, async ({ browser, baseURL }) => {
        const url = `${baseURL}${withLanguage(path, lng)}`;
        const weight = await measurePageWeight(browser, url);
        expect(weight.js, `JavaScript ${kb(weight.js)}`).toBeLessThanOrEqual(budget.js);
        expect(weight.font, `fonts ${kb(weight.font)}`).toBeLessThanOrEqual(budget.font);
        expect(weight.css, `CSS ${kb(weight.css)}`).toBeLessThanOrEqual(budget.css);
      });
    }
  });
}
