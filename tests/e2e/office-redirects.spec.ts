import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { officeMenu } from './own-office.ts';
import { withLanguage } from '../helpers/routes.ts';

// The office's redirects as an editor adds them (docs/content.md, "Redirects"): a CSV of the old website's
// addresses uploaded on a phone in Mongolian and on a desk screen in English, each then followed by a visitor. The
// rules and refusals are tested in tests/unit/shared/redirects.test.ts and tests/integration/office-redirects.test.ts.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = process.env.E2E_DATA_DIR;
const PASSWORD = 'redirects e2e password';

type Lng = 'mn' | 'en';

function adminTexts(lng: Lng): (key: string) => string {
  const json: unknown = JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, 'admin.json'), 'utf8'));
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
    if (typeof value !== 'string') throw new Error(`no text admin:${key}`);
    return value;
  };
}

test.skip(!DATA_DIR, 'needs the data directory of the server under test (E2E_DATA_DIR)');

test.beforeAll(() => {
  try {
    execFileSync(process.execPath, ['scripts/admin.ts', 'add-user', 'router', '--roles', 'editor'], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: DATA_DIR ?? '', DATABASE_URL: '' },
      input: `${PASSWORD}\n`,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
  } catch (err) {
    if (!String((err as { stderr?: Buffer }).stderr).includes('exists already')) throw err;
  }
});

async function uploadCsv(page: Page, lng: Lng, csv: string): Promise<void> {
  const t = adminTexts(lng);
  await page.goto(withLanguage('/admin/login', lng));
  await page.getByLabel(t('login.login'), { exact: true }).fill('router');
  await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await officeMenu(page);
  await page.getByRole('link', { name: t('nav.redirects'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('redirects.title') })).toBeVisible();
  await page.getByLabel(t('redirects.file'), { exact: true }).setInputFiles({
    name: 'old-site.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: t('redirects.uploadButton') }).click();
  await expect(page.getByRole('status')).toHaveText(t('redirects.uploaded_one').replace('{{count}}', '1'));
  expect(await axeViolations(page)).toEqual([]);
}

for (const { lng, width, height } of [
  { lng: 'mn' as const, width: 375, height: 812 },
  { lng: 'en' as const, width: 1280, height: 900 },
]) {
  test(`an editor uploads a CSV of old addresses in ${lng} at ${width} px, and a visitor is led to the new page`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height });
    const old = `/index.php?page=tyres-${lng}`;
    await uploadCsv(page, lng, `from,to\n"${old}",/about\n`);
    await expect(page.getByRole('table').getByText(old, { exact: true })).toBeVisible();
    if (process.env.REDIRECTS_SCREENSHOTS) {
      await page.screenshot({
        path: path.join(process.env.REDIRECTS_SCREENSHOTS, `redirects-${lng}-${width}.png`),
        fullPage: true,
      });
    }
    const visitor = await browser.newPage();
    await visitor.goto(old);
    await expect(visitor).toHaveURL(/\/about$/);
    await visitor.close();
  });
}
