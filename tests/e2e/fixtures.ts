import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

// Every browser test fails on a console error, an uncaught exception or a CSP violation.
// The browser reports a 404 document as a failed resource; the status is asserted by the tests. A spec whose
// pages answer other statuses on purpose (409 for a refused save) names them with test.use({ documentStatuses }).
export const test = base.extend<{ consoleErrors: string[]; documentStatuses: number[] }>({
  documentStatuses: [[404], { option: true }],
  consoleErrors: [
    async ({ page, documentStatuses }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (documentStatuses.some((status) => message.text().includes(`status of ${status}`))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the header's script has run (its interactive behaviour is live). */
export async function waitForHeader(page: Page): Promise<void> {
  await page.locator('header.site-header[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Switches on the page's full stylesheets as a visitor's first input does (a key press that moves nothing) and
 * waits until they apply.
 */
export async function withFullStyles(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')).every(
      (link) => link.media === 'all' && link.sheet !== null,
    ),
  );
}

/**
 * Points at an island as a visitor would (islands that wait for use start loading on the pointer's approach)
 * and waits until it has hydrated.
 */
export async function useIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`);
  await island.locator(':scope > :not(link, script, style)').first().hover();
  await page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: 'attached' });
}

/**
 * The page as a visitor sees it once it has come to rest: no scroll under way, and every running CSS transition
 * and short animation (the header turning fixed, a dialog sliding in, a toast arriving) has finished. Endless or
 * long ones that keep time rather than move anything (the ticker, a toast's auto-close bar) and paused ones are
 * not waited for.
 */
export async function settled(page: Page): Promise<void> {
  // A smooth scroll (the catalogue brings a new page's top into view) moves whatever is clicked next.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const look = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 2) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= 2000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Accessibility violations (axe) of the settled page, or of one part of it, as "rule: targets" lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
