import type { Page } from '@playwright/test';
import { PAGE_BUDGETS } from '../../scripts/lib/page-budgets.ts';
import { withLanguage } from '../helpers/routes.ts';
import { expect, test } from './fixtures.ts';

// Issue #14: at every width a phone, a tablet or a desktop has, the page never pans sideways, every header
// control (menu, language switch, search, saved lists) is on screen, and the desktop menu items keep to one line.
// Issue #27: from 960 px (a 1024 px laptop) the main menu is in the bar and the menu button is gone, the bar's
// controls stay inside its row, and each of its icon links has a name for assistive technology and a tooltip.
// Its time: sixteen pages in each language, each swept across some 60 widths in one frame.

const range = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);
const widths = (step: number) => [...range(300, 640, step), ...range(960, 1200, step), 1280, 1366, 1440, 1920];
/** The width from which the main menu is in the bar (docs/layout.md, "The header at laptop widths…"). */
const MENU_IN_BAR_FROM = 960;
// Every 10 px on the pages with the most in their header's row and their first view; every 20 px on the others,
// whose header is the same block.
const FINE = new Set(['/', '/about', '/products/', '/contact']);

/**
 * What is wrong with the header at each width, as readable lines (none when all is well). The page is loaded
 * once in a frame whose width the sweep sets in the page itself: its media queries and layout follow the frame's
 * width as a window's follow the viewport, without a round trip to the browser per width.
 */
function headerProblems(page: Page, url: string, widths: number[]): Promise<string[]> {
  return page.evaluate(
    async ({ url, widths, menuFrom }) => {
      const frame = document.createElement('iframe');
      frame.style.cssText = 'position: fixed; inset: 0 auto auto 0; height: 800px; border: 0';
      frame.style.width = `${widths[0]}px`;
      frame.src = url;
      await new Promise((resolve) => {
        frame.addEventListener('load', resolve, { once: true });
        document.body.append(frame);
      });
      const win = frame.contentWindow;
      const doc = frame.contentDocument;
      if (!win || !doc) return ['the page did not load in a frame'];
      // The header's script has run, as in a window (the fixture's waitForHeader).
      await new Promise<void>((resolve) => {
        const look = () => (doc.querySelector('header.site-header[data-ready]') ? resolve() : setTimeout(look, 20));
        look();
      });
      const problems: string[] = [];
      for (const width of widths) {
        frame.style.width = `${width}px`;
        const found = (problem: string) => problems.push(`${width} px: ${problem}`);
        const root = doc.documentElement;
        const viewport = root.clientWidth;
        if (root.scrollWidth > viewport) found(`the page is ${root.scrollWidth} px wide`);
        const header = doc.querySelector('header.site-header');
        const shown = (element: Element | null | undefined) =>
          !!element &&
          element.getBoundingClientRect().width > 0 &&
          win.getComputedStyle(element).visibility !== 'hidden';
        const menuLinks = Array.from(doc.querySelectorAll('.main-nav__list > li > a')).filter(shown);
        const menuButton = shown(header?.querySelector('.menu-toggle'));
        if (width >= menuFrom && menuLinks.length < 4) found(`the main menu shows ${menuLinks.length} links`);
        if (width >= menuFrom && menuButton) found('the menu button shows beside the main menu');
        if (width < menuFrom && !menuButton) found('no menu button');
        const row = header?.querySelector('.site-header__inner');
        const actions = header?.querySelector('.site-header__actions');
        if (row && actions) {
          const rowRight = row.getBoundingClientRect().right - parseFloat(win.getComputedStyle(row).paddingRight);
          const over = actions.getBoundingClientRect().right - rowRight;
          if (over > 0.5) found(`the bar's controls run ${Math.round(over)} px past its row`);
        }
        for (const icon of header?.querySelectorAll<HTMLElement>('.site-header__actions > a, .brand') ?? []) {
          if (!shown(icon)) continue;
          const name = icon.getAttribute('aria-label') ?? icon.querySelector('.visually-hidden')?.textContent;
          if (!name?.trim()) found(`"${icon.className}" has no name for assistive technology`);
          if (!icon.title.trim()) found(`"${icon.className}" has no tooltip`);
        }
        for (const control of header?.querySelectorAll<HTMLElement>('a, button, summary') ?? []) {
          if (control.closest('#mobile-menu, .mobile-menu__overlay')) continue;
          const box = control.getBoundingClientRect();
          if (box.width === 0 || win.getComputedStyle(control).visibility === 'hidden') continue;
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.className;
          if (box.left < -0.5 || box.right > viewport + 0.5) {
            found(`"${name}" is off screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
          }
        }
        for (const item of doc.querySelectorAll<HTMLElement>('.main-nav__list > li > :is(a, details > summary)')) {
          // The lines of its text (an icon beside it is not a line).
          const lines = new Set<number>();
          const walker = doc.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = doc.createRange();
            text.selectNodeContents(node);
            for (const rect of text.getClientRects()) if (rect.width > 1) lines.add(Math.round(rect.top));
          }
          if (lines.size > 1) found(`"${item.textContent?.trim() ?? ''}" wraps to ${lines.size} lines`);
        }
      }
      return problems;
    },
    { url, widths, menuFrom: MENU_IN_BAR_FROM },
  );
}

/** Lets the site's pages load in a frame of the site's own (their policy forbids every frame, on purpose). */
async function allowFraming(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname !== '/robots.txt',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      headers['content-security-policy'] = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
      await route.fulfill({ response, headers });
    },
  );
}

for (const lng of ['mn', 'en'] as const) {
  test.describe(`header widths in ${lng}`, () => {
    for (const { path } of PAGE_BUDGETS) {
      test(`${path} fits from 300 to 1920 px`, async ({ page }) => {
        await page.setViewportSize({ width: 1920, height: 800 });
        await allowFraming(page);
        await page.goto('/robots.txt');
        expect(await headerProblems(page, withLanguage(path, lng), widths(FINE.has(path) ? 10 : 20))).toEqual([]);
      });
    }
  });
}
