import type { Page } from '@playwright/test';
import { PAGE_BUDGETS } from '../../scripts/lib/page-budgets.ts';
import { withLanguage } from '../helpers/routes.ts';
import { expect, test, waitForHeader } from './fixtures.ts';

// Issue #14: at every width a phone, a tablet or a desktop has, the page never pans sideways, every header
// control (menu, language switch, search, saved lists) is on screen, and the desktop menu items keep to one line.

const range = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);
const widths = (step: number) => [...range(300, 640, step), ...range(960, 1100, step), 1280, 1440, 1920];
// Every 10 px on the pages with the most in their header's row and their first view; every 20 px on the others,
// whose header is the same block.
const FINE = new Set(['/', '/about', '/products/', '/contact']);

/** What is wrong with the header at the current width, as readable lines (none when all is well). */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth > viewport) problems.push(`the page is ${root.scrollWidth} px wide`);
    const header = document.querySelector('header.site-header');
    for (const control of header?.querySelectorAll<HTMLElement>('a, button, summary') ?? []) {
      if (control.closest('#mobile-menu, .mobile-menu__overlay')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.className;
      if (box.left < -0.5 || box.right > viewport + 0.5) {
        problems.push(`"${name}" is off screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      }
    }
    for (const item of document.querySelectorAll<HTMLElement>('.main-nav__list > li > :is(a, details > summary)')) {
      // The lines of its text (an icon beside it is not a line).
      const lines = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = document.createRange();
        text.selectNodeContents(node);
        for (const rect of text.getClientRects()) if (rect.width > 1) lines.add(Math.round(rect.top));
      }
      if (lines.size > 1) problems.push(`"${item.textContent?.trim() ?? ''}" wraps to ${lines.size} lines`);
    }
    return problems;
  });
}

for (const lng of ['mn', 'en'] as const) {
  test.describe(`header widths in ${lng}`, () => {
    for (const { path } of PAGE_BUDGETS) {
      test(`${path} fits from 300 to 1920 px`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(withLanguage(path, lng));
        await waitForHeader(page);
        const found: string[] = [];
        for (const width of widths(FINE.has(path) ? 10 : 20)) {
          await page.setViewportSize({ width, height: 800 });
          for (const problem of await headerProblems(page)) found.push(`${width} px: ${problem}`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}
