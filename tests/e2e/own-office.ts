import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fakeRatesTemplate } from './fake-rates-upstream.ts';
import { listeningPort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

// The office's editing specs change what other specs read (the catalogue, the lists), so each runs a server of
// its own (the production build) on a data directory of its own, with an editor ('writer'), an inbox-only account
// ('clerk') and, for a spec that asks, a second editor ('reviewer'). Call ownOffice() at the top of a spec: its tests
// run one after the other on that server.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'office e2e password';

export type Lng = 'mn' | 'en';

/** The office's texts in `lng` (locales/<lng>/admin.json), by key path. */
export function adminText(lng: Lng): (key: string) => string {
  const json: unknown = JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, 'admin.json'), 'utf8'));
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
    if (typeof value !== 'string') throw new Error(`no text admin:${key}`);
    return value;
  };
}

/**
 * Opens the office's menu where it folds under its button (below a laptop's width), so that its links and the
 * sign-out can be used; on a wider screen it is a sidebar, always open.
 */
export async function officeMenu(page: Page): Promise<void> {
  // A signed-in page's (the menu is there once a sign-in's answer has come).
  await page.locator('details.office-nav').waitFor({ state: 'attached' });
  const toggle = page.locator('summary.office-nav__toggle');
  if (!(await toggle.isVisible())) return;
  if (await page.locator('details.office-nav[open]').count()) return;
  await toggle.click();
  await expect(page.locator('details.office-nav[open]')).toHaveCount(1);
}

/** A field of an office form: its fieldset (by legend), then its label there. */
export const fieldIn = (page: Page, legend: string, label: string) =>
  page.getByRole('group', { name: legend, exact: true }).getByLabel(label, { exact: true });

/** Fills a field of an office list's item typed in both languages (its fieldset holds a Mongolian and an English input). */
export async function fillInBoth(page: Page, t: (key: string) => string, legend: string, mn: string, en: string) {
  await fieldIn(page, legend, t('languages.mn')).fill(mn);
  await fieldIn(page, legend, t('languages.en')).fill(en);
}

/**
 * Saves the office form as a draft (its notice is admin:<part>.notices.draftSaved), then follows the preview link
 * `link`, which opens a tab: that tab.
 */
export async function saveDraftAndPreview(page: Page, t: (key: string) => string, part: string, link: Locator) {
  await page.getByRole('button', { name: t('texts.saveDraft') }).click();
  await expect(page.getByText(t(`${part}.notices.draftSaved`))).toBeVisible();
  const [preview] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  return preview;
}

/** An account of the spec's own server. */
type Login = 'writer' | 'clerk' | 'reviewer' | 'boss';

/**
 * Starts the spec's own server and accounts (the second editor too with `reviewer`, an admin 'boss' with `admin`),
 * with `env` added to its settings; `at(path)` is a full address on it, `signIn` signs an account in.
 */
export function ownOffice(env: Record<string, string> = {}, { reviewer = false, admin = false } = {}) {
  let server: ServerProcess | undefined;
  let origin = '';
  test.describe.configure({ mode: 'serial' });
  // A refused form answers 400, a refused save 409, a refused account 403: the pages say why, the tests check it.
  test.use({ documentStatuses: [400, 403, 409] });

  test.beforeAll(async () => {
    server = startServerProcess({ RATES_UPSTREAM_URLS: fakeRatesTemplate(), ...env });
    origin = `http://127.0.0.1:${await listeningPort(server)}`;
    const accounts: Array<[Login, string]> = [
      ['writer', 'editor'],
      ['clerk', 'inbox'],
      ...(reviewer ? [['reviewer', 'editor'] as [Login, string]] : []),
      ...(admin ? [['boss', 'admin'] as [Login, string]] : []),
    ];
    for (const [login, roles] of accounts) {
      execFileSync(process.execPath, ['scripts/admin.ts', 'add-user', login, '--roles', roles], {
        cwd: ROOT,
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: server.dataDir, DATABASE_URL: '' },
        input: `${PASSWORD}\n`,
        stdio: ['pipe', 'ignore', 'pipe'],
      });
    }
  });

  test.afterAll(async () => {
    if (!server) return;
    server.child.kill('SIGTERM');
    await server.exited;
    server.cleanup();
  });

  const at = (pathname: string) => `${origin}${pathname}`;

  async function signIn(page: Page, lng: Lng, login: Login): Promise<void> {
    const t = adminText(lng);
    await page.goto(at(lng === 'en' ? '/en/admin/login' : '/admin/login'));
    await page.getByLabel(t('login.login'), { exact: true }).fill(login);
    await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('login.submit') }).click();
    // Signed in: the sign-out is there (folded in the menu on a phone).
    await officeMenu(page);
    await expect(page.getByRole('button', { name: t('signOut') })).toBeVisible();
  }

  /** Signs the editor in on a screen `width` wide, in `lng`, and opens the office's list `name`; its texts. */
  async function openList(page: Page, lng: Lng, name: string, width: number) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const t = adminText(lng);
    await signIn(page, lng, 'writer');
    await page.goto(at(`${lng === 'en' ? '/en' : ''}/admin/lists/${name}`));
    await expect(page.getByRole('heading', { level: 1, name: t(`collections.${name}.title`) })).toBeVisible();
    return t;
  }

  return { at, signIn, openList };
}
