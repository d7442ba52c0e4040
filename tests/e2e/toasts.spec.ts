import { expect, settled, test, useIsland, waitForHeader } from './fixtures.ts';
import { withLanguage } from '../helpers/routes.ts';

// Issue #27: a toast stands clear of the header and its quote-list count (under it on wider screens, above the
// ticker on phones), in the site's type, and its text never runs under its close button, whose name is in the
// page's language. Mongolian messages are the longer ones.

const PRODUCT = '/shop-single/otr-tyre-40-00r57-e4';
const TEXT = {
  en: { add: 'Add to quote list', close: 'Close notification' },
  mn: { add: 'Үнийн саналд нэмэх', close: 'Мэдэгдлийг хаах' },
} as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const lng of ['mn', 'en'] as const) {
  for (const width of [360, 1366]) {
    test(`a toast after adding to the quote list stays clear of the header (${lng}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 768 });
      await page.goto(withLanguage(PRODUCT, lng));
      await waitForHeader(page);
      await useIsland(page, 'product-actions');
      // Scrolled a little, as a visitor reading the product is: the header is fixed at the top by then.
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.getByRole('button', { name: TEXT[lng].add }).click();
      const toast = page.locator('.Toastify__toast');
      await expect(toast).toHaveCount(1);
      const close = toast.getByRole('button', { name: TEXT[lng].close });
      await expect(close).toBeVisible();
      // Where it comes to rest (it slides in).
      await settled(page);

      const boxes = await page.evaluate(() => {
        const plain = ({ left, top, right, bottom }: DOMRectReadOnly): Box => ({ left, top, right, bottom });
        const box = (el: Element | null): Box | null => (el ? plain(el.getBoundingClientRect()) : null);
        const toastElement = document.querySelector('.Toastify__toast');
        // The message's lines (its text nodes), not the icon or the button.
        const lines: Box[] = [];
        for (const node of toastElement?.childNodes ?? []) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) lines.push(plain(rect));
        }
        return {
          toast: box(toastElement),
          header: box(document.querySelector('header.site-header')),
          ticker: box(document.querySelector('.ticker')),
          close: box(toastElement?.querySelector('.toast-close') ?? null),
          lines,
          font: getComputedStyle(toastElement ?? document.body).fontFamily,
          viewport: document.documentElement.clientWidth,
        };
      });
      const { toast: toastBox, header, ticker, close: closeBox } = boxes;
      if (!toastBox || !header || !ticker || !closeBox) throw new Error(`missing a box: ${JSON.stringify(boxes)}`);
      expect(overlaps(toastBox, header), 'toast over the header').toBe(false);
      expect(overlaps(toastBox, ticker), 'toast over the ticker').toBe(false);
      expect(toastBox.left).toBeGreaterThanOrEqual(0);
      expect(toastBox.right).toBeLessThanOrEqual(boxes.viewport);
      expect(boxes.lines.length).toBeGreaterThan(0);
      for (const line of boxes.lines)
        expect(line.right, 'text under the close button').toBeLessThanOrEqual(closeBox.left);
      // The site's text face (tokens.css --font-body), not the library's sans-serif.
      expect(boxes.font).toMatch(/^"?Inter/);
    });
  }
}
