import { PAGE_BUDGETS } from '../../scripts/lib/page-budgets.ts';
import { measurePageWeight } from '../../scripts/lib/page-weight.ts';
import { withLanguage } from '../helpers/routes.ts';
import { expect, test } from './fixtures.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Issue #9: what a first-time visitor's phone downloads before touching a page stays within its budget (a byte
// count, never a timing). Each page is measured in one language, the pages taking turns: the scripts, styles and
// fonts are the same files in both (npm run bench measures every page in both).
// Its time: each page is loaded in a fresh context (an empty cache is what a first-time visitor has).
for (const lng of ['mn', 'en'] as const) {
  test.describe(`page weight in ${lng}`, () => {
    for (const { path, budget } of PAGE_BUDGETS.filter((_page, index) => index % 2 === (lng === 'mn' ? 0 : 1))) {
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
