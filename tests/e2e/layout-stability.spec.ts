import { withLanguage } from '../helpers/routes.ts';
import { expect, settled, test, waitForHeader } from './fixtures.ts';

// Issue #14: nothing moves once a page has painted (CLS <= 0.005), on a phone and a desk screen, in both
// languages. Images arrive late, as on a slow link, so an image without a box of its own would push the text.
// Its time: every kind of page, in each language at a phone's and a desk's width, with each image held back
// (IMAGE_DELAY_MS) as a slow link would.
const PAGES = [
  '/',
  '/About',
  '/service',
  '/service-single/consulting-services',
  '/ProductGroupPage',
  '/products/',
  '/shop-single/otr-tyre-40-00r57-e4',
  '/contact',
  '/search?query=bit',
  '/Video/transportation-logistics',
  '/team/batbayar-dorj',
  '/quote',
  '/wishlist',
  '/compare',
  '/404',
];
const IMAGE_DELAY_MS = 300;

interface Shift {
  value: number;
  at: number;
  moved: string[];
}

// Runs in the page before its scripts: keeps every shift without recent input, with what moved and how.
function recordLayoutShifts() {
  type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
  const describe = (node: Node | undefined) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
  const rect = (box: DOMRectReadOnly) => `${box.x},${box.y},${box.width}x${box.height}`;
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(
        (source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
      );
      shifts.push({ value: Number(entry.value.toFixed(4)), at: Math.round(entry.startTime), moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const lng of ['mn', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`every kind of page in ${lng} at ${width} px keeps its layout while it loads`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await page.route(/\.(svg|png|jpe?g|webp|avif)(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, IMAGE_DELAY_MS));
        await route.continue();
      });
      await page.addInitScript(recordLayoutShifts);
      const shifted: Record<string, Shift[]> = {};
      for (const path of PAGES) {
        await page.goto(withLanguage(path, lng), { waitUntil: 'load' });
        await waitForHeader(page);
        await settled(page);
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        if (total > 0.005) shifted[path] = shifts;
      }
      // The message names the page, the moved elements and when, so a failure on CI can be diagnosed.
      expect(shifted, `layout shifts: ${JSON.stringify(shifted)}`).toEqual({});
    });
  }
}
