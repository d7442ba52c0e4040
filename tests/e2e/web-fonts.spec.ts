import { expect, test, waitForHeader } from './fixtures.ts';

// Issue #9: a first visit downloads no web font before its content (they would share a slow line with the page
// and arrive too late to be used); it fetches them once loaded, and the next pages use them from the first
// paint, moving nothing.
const isFont = (url: string) => url.endsWith('.woff2');

test('the first page fetches the web fonts only after it has loaded; the next uses them from the first paint', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (isFont(request.url())) fontRequests.push(`${loaded ? 'after' : 'before'} load: ${request.url()}`);
  });
  await page.goto('/about');
  await waitForHeader(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts'))).toBe('1');
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.filter((line) => line.startsWith('before'))).toEqual([]);
  // Cached, not applied: this page keeps the fonts it was painted in.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^Inter/);

  await page.addInitScript(() => {
    const seen = { shift: 0, firstFamily: '' };
    Object.assign(window, { fontCheck: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.firstFamily = getComputedStyle(document.body).fontFamily;
    });
  });
  await page.goto('/en/about');
  await waitForHeader(page);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 16px Montserrat') && document.fonts.check('16px Inter')))
    .toBe(true);
  const seen = await page.evaluate(
    () => (window as unknown as { fontCheck: { shift: number; firstFamily: string } }).fontCheck,
  );
  expect(seen.firstFamily).toMatch(/^Inter,/);
  expect(seen.shift).toBeLessThanOrEqual(0.005);
});
