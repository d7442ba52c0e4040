import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fakeRatesTemplate } from './fake-rates-upstream.ts';
import { adminText } from './own-office.ts';
import { listeningPort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

// The office's shell on every screen an editor uses (client/admin/office-nav.tsx, admin/shell.css): no page scrolls
// sideways from a small phone to a wide desk screen, the menu is a sidebar on a laptop with the sign-out in view, and
// on a phone it folds under one button that opens without script. An admin sees every part, so the test walks the
// menu's links as one, on a server of its own.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'office layout password';
const WIDTHS = [360, 390, 768, 1366, 1920];

let server: ServerProcess | undefined;
let origin = '';
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = startServerProcess({ RATES_UPSTREAM_URLS: fakeRatesTemplate() });
  origin = `http://127.0.0.1:${await listeningPort(server)}`;
  execFileSync(process.execPath, ['scripts/admin.ts', 'add-user', 'boss', '--roles', 'admin'], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: server.dataDir, DATABASE_URL: '' },
    input: `${PASSWORD}\n`,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
});

test.afterAll(async () => {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
  server.cleanup();
});

const t = adminText('en');

async function signIn(page: Page): Promise<void> {
  await page.goto(`${origin}/en/admin/login`);
  await page.getByLabel(t('login.login'), { exact: true }).fill('boss');
  await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  // The sign-out may be folded in the menu: the page's own address says the sign-in is done.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** How far the page reaches past the screen's right edge, in pixels (0: it does not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signedInPage(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page);
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
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const href of pages) {
      await page.goto(`${origin}${href}`);
      const past = await overflow(page);
      if (past > 0) wide.push(`${href} at ${width}: ${past} px`);
    }
  }
  expect(wide).toEqual([]);
  await page.context().close();
});

test('on a laptop the menu is a sidebar beside the page, the sign-out in view', async ({ browser }) => {
  const page = await signedInPage(browser, 1366);
  await page.goto(`${origin}/en/admin/products`);
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
  await page.goto(`${origin}/en/admin/products`);
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await page.getByText(t('nav.menu'), { exact: true }).click();
  await expect(nav.getByRole('link', { name: t('nav.texts') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('signOut') })).toBeVisible();
  await page.context().close();
});
