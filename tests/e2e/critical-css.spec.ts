import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { withLanguage } from '../helpers/routes.ts';
import { expect, settled, test, waitForHeader, withFullStyles } from './fixtures.ts';

// Issue #9: no stylesheet holds up the first paint. A page's head carries the rules its own markup uses inline
// (allowed by hash in its CSP); the full stylesheets load without blocking and change nothing in the first view.

const PAGES = [
  { path: '/', lng: 'mn', width: 375 },
  { path: '/about', lng: 'en', width: 1280 },
  { path: '/products/', lng: 'mn', width: 1280 },
  { path: '/contact', lng: 'en', width: 375 },
  { path: '/service-single/consulting-services', lng: 'mn', width: 375 },
  { path: '/search?query=bit', lng: 'en', width: 1280 },
] as const;

/** Where every element of the first view is and how it looks. */
function firstView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const where = [box.x, box.y, box.width, box.height].map(Math.round).join(',');
        return `${el.tagName}.${el.className} ${where} ${style.color} ${style.backgroundColor} ${style.fontSize}`;
      }),
  );
}

/**
 * The first view with the full stylesheets held back (as it is painted, and as it stays until the visitor's
 * first input), or once they have arrived and a first input has switched them on. Web fonts are left out of
 * both: whether one arrives in time is up to the network, not to the CSS.
 */
async function openFirstView(page: Page, url: string, withStylesheets: boolean): Promise<string[]> {
  await page.route(/\.woff2$/, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: '' }));
  // The home hero's slider starts at the first sign of use or its first autoplay step: held back in both views, so they
  // differ only by the stylesheets.
  await page.route(/\/hero-swiper-[^/]+\.js$/, () => new Promise<void>(() => undefined));
  if (!withStylesheets) await page.route(/\.css$/, () => new Promise<void>(() => undefined));
  await page.goto(url, { waitUntil: withStylesheets ? 'load' : 'domcontentloaded' });
  await waitForHeader(page);
  if (withStylesheets) await withFullStyles(page);
  await settled(page);
  return firstView(page);
}

for (const { path, lng, width } of PAGES) {
  const url = withLanguage(path, lng);

  test.describe(`${url} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('links no stylesheet that blocks rendering, and its CSP allows exactly its inline style', async ({
      request,
    }) => {
      const response = await request.get(url);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>.*?<\/noscript>/g, '');
      const blocking = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].filter(
        ([tag]) => !tag.includes('media="print"'),
      );
      expect(blocking).toEqual([]);

      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
      expect(styles).toHaveLength(1);
      const hash = createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64');
      expect(response.headers()['content-security-policy']).toMatch(
        new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'(;|$)`),
      );
    });

    test('looks the same in its first view before and after the full stylesheets arrive', async ({ page }) => {
      const before = await openFirstView(page, url, false);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const after = await openFirstView(page, url, true);
      expect(before.length).toBeGreaterThan(20);
      expect(before).toEqual(after);
    });
  });
}

test.describe('the full stylesheets', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('stay off while the page loads and switch on at the first input', async ({ page }) => {
    await page.goto('/en/about', { waitUntil: 'load' });
    await waitForHeader(page);
    await settled(page);
    const deferred = page.locator('link[data-deferred-style]');
    await expect(deferred).toHaveCount(1);
    // Switching them on restyles the whole document: a long task on a slow phone, kept out of the page load.
    await expect(deferred).toHaveAttribute('media', 'print');

    await page.mouse.move(5, 500);
    await expect(deferred).toHaveAttribute('media', 'all');
  });
});
