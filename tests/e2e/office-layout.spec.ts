import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminText, ownOffice } from './own-office.ts';

// The office's shell on every screen an editor uses (client/admin/office-nav.tsx, admin/shell.css): no page scrolls
// sideways from a small phone to a wide desk screen, the menu is a sidebar on a laptop with the sign-out in view, and
// on a phone it folds under one button that opens without script. An admin sees every part, so the test walks the
// menu's links as one, on a server of its own.

const WIDTHS = [360, 390, 768, 1366, 1920];
const { at, signIn } = ownOffice({}, { admin: true });
const t = adminText('en');

/** How far the page reaches past the screen's right edge, in pixels (0: it does not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signedInPage(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, 'en', 'boss');
  return page;
}

test('no office page scrolls sideways, from a small phone to a wide screen', async ({ browser }) => {
  const page = await signedInPage(browser, 1366);
  const links = await page
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThanOrEqual(15);
  const pages = [...links, '/en/admin/account', '/en/admin/products/1', '/en/admin/products/new', '/en/admin/login'];
  // Mongolian's longer words too, on the narrowest screens.
  const mongolian = pages.map((href) => href.replace(/^\/en\//, '/'));
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const href of width < 600 ? [...pages, ...mongolian] : pages) {
      await page.goto(at(href));
      const past = await overflow(page);
      if (past > 0) wide.push(`${href} at ${width}: ${past} px`);
    }
  }
  expect(wide).toEqual([]);
  await page.context().close();
});

test('on a laptop the menu is a sidebar beside the page, the sign-out in view', async ({ browser }) => {
  const page = await signedInPage(browser, 1366);
  await page.goto(at('/en/admin/products'));
  const signOut = page.getByRole('button', { name: t('signOut') });
  await expect(signOut).toBeInViewport();
  const nav = await page.getByRole('navigation', { name: t('nav.label') }).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(nav && main && nav.x + nav.width <= main.x).toBe(true);
  // Its sections, by their headings; the page's own part marked.
  await expect(page.getByRole('heading', { name: t('nav.groups.catalogue') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('nav.products'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.context().close();
});

test('on a phone the menu folds under one button, which opens it without script', async ({ browser }) => {
  const page = await signedInPage(browser, 390, false);
  await page.goto(at('/en/admin/products'));
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await page.getByText(t('nav.menu'), { exact: true }).click();
  await expect(nav.getByRole('link', { name: t('nav.texts') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('signOut') })).toBeVisible();
  await page.context().close();
});
