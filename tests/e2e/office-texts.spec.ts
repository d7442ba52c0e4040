import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { officeMenu } from './own-office.ts';
import { withLanguage } from '../helpers/routes.ts';

// The office edits a text of the public site as an editor would, on a phone in Mongolian and a desk screen in
// English: publish both languages and see the team page change, go back to the shipped text, be refused a save
// made over a colleague's publish; then the company links (an inbox-only account's refusal is checked in
// tests/integration/office-texts.test.ts). The text edited here (the team pages' "Need advice?") is asserted by no
// other spec, and each test leaves it as shipped.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = process.env.E2E_DATA_DIR;
const PASSWORD = 'texts e2e password';
const TEXT_KEY = 'page.contactTitle';
const MEMBER_PAGE = '/team/batbayar-dorj';

type Lng = 'mn' | 'en';

function localeTexts(lng: Lng, namespace: string): (key: string) => string {
  const json: unknown = JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, `${namespace}.json`), 'utf8'));
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
    if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
    return value;
  };
}
const admin = (lng: Lng) => localeTexts(lng, 'admin');
const shipped = (lng: Lng) => localeTexts(lng, 'team')(TEXT_KEY);

test.skip(!DATA_DIR, 'needs the data directory of the server under test (E2E_DATA_DIR)');
// The tests edit the same text one after the other.
test.describe.configure({ mode: 'serial' });
// A refused form answers 400, a refused save 409, a refused account 403: the pages say why, and the tests check it.
test.use({ documentStatuses: [400, 403, 409] });

test.beforeAll(() => {
  for (const [login, roles] of [
    ['writer', 'editor'],
    ['clerk', 'inbox'],
  ]) {
    try {
      execFileSync(process.execPath, ['scripts/admin.ts', 'add-user', login ?? '', '--roles', roles ?? ''], {
        cwd: ROOT,
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: DATA_DIR ?? '', DATABASE_URL: '' },
        input: `${PASSWORD}\n`,
        stdio: ['pipe', 'ignore', 'pipe'],
      });
    } catch (err) {
      if (!String((err as { stderr?: Buffer }).stderr).includes('exists already')) throw err;
    }
  }
});

async function signIn(page: Page, lng: Lng, login: string): Promise<void> {
  const t = admin(lng);
  await page.goto(withLanguage('/admin/login', lng));
  await page.getByLabel(t('login.login'), { exact: true }).fill(login);
  await page.getByLabel(t('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await officeMenu(page);
  await expect(page.getByRole('button', { name: t('signOut') })).toBeVisible();
}

/** From the texts' list to the edited text's page, as an editor finds it. */
async function openText(page: Page, lng: Lng): Promise<void> {
  const t = admin(lng);
  await page.goto(withLanguage('/admin/texts', lng));
  await page
    .getByRole('navigation', { name: t('texts.areasLabel') })
    .getByRole('link', { name: t('texts.areas.team') })
    .click();
  await page.getByRole('link', { name: TEXT_KEY, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('texts.editTitle').replace('{{key}}', TEXT_KEY) }),
  ).toBeVisible();
}

async function memberPageHeading(browser: Browser, lng: Lng): Promise<string[]> {
  const visitor = await browser.newPage();
  await visitor.goto(withLanguage(MEMBER_PAGE, lng));
  const headings = await visitor.getByRole('heading', { level: 2 }).allTextContents();
  await visitor.close();
  return headings;
}

test('an editor on a phone publishes a text in both languages, sees the team page change, then goes back', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const t = admin('mn');
  await signIn(page, 'mn', 'writer');
  await expect(page).toHaveURL(/\/admin\/desk$/); // an editor's office starts at its home page
  expect(await axeViolations(page)).toEqual([]);
  await openText(page, 'mn');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(t('texts.mn'), { exact: true }).fill('Зөвлөгөө авах уу?');
  await page.getByLabel(t('texts.en'), { exact: true }).fill('Want some advice?');
  await page.getByRole('button', { name: t('texts.saveDraft') }).click();
  await expect(page.getByText(t('texts.notices.draftSaved'))).toBeVisible();
  // The preview link opens the team page with the draft in place, for this editor only.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: t('texts.mn'), exact: true }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 2, name: 'Зөвлөгөө авах уу?' })).toBeVisible();
  await preview.close();
  expect(await memberPageHeading(browser, 'mn')).toContain(shipped('mn'));

  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('texts.notices.published'))).toBeVisible();
  expect(await memberPageHeading(browser, 'mn')).toContain('Зөвлөгөө авах уу?');
  expect(await memberPageHeading(browser, 'en')).toContain('Want some advice?');

  await page.getByRole('button', { name: t('texts.reset') }).click();
  await expect(page.getByText(t('texts.notices.reset'))).toBeVisible();
  expect(await memberPageHeading(browser, 'mn')).toContain(shipped('mn'));
  expect(await memberPageHeading(browser, 'en')).toContain(shipped('en'));
});

test('on a desk screen in English a save made over a colleague’s publish is refused, keeping what was typed', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const t = admin('en');
  await signIn(page, 'en', 'writer');
  await openText(page, 'en');
  const colleague = await page.context().newPage();
  await colleague.goto(page.url());
  await colleague.getByLabel(t('texts.en'), { exact: true }).fill('Questions? Ask us');
  await colleague.getByLabel(t('texts.mn'), { exact: true }).fill('Асуулт байна уу?');
  await colleague.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(colleague.getByText(t('texts.notices.published'))).toBeVisible();

  await page.getByLabel(t('texts.en'), { exact: true }).fill('My own wording');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('texts.notices.stale'))).toBeVisible();
  await expect(page.getByLabel(t('texts.en'), { exact: true })).toHaveValue('My own wording');
  expect(await memberPageHeading(browser, 'en')).toContain('Questions? Ask us');

  await colleague.getByRole('button', { name: t('texts.reset') }).click();
  await expect(colleague.getByText(t('texts.notices.reset'))).toBeVisible();
  expect(await memberPageHeading(browser, 'en')).toContain(shipped('en'));
});

test('an editor on a phone in English changes the company links, and every page links the new ones', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const t = admin('en');
  await signIn(page, 'en', 'writer');
  await officeMenu(page);
  await page.getByRole('link', { name: t('nav.company'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('company.title') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(t('company.fields.facebook')).fill('http://facebook.com/altanuul');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  // Under the field (exact: the summary above the form says it too, after the field's name).
  await expect(page.getByText(t('company.errors.url'), { exact: true })).toBeVisible();
  await page.getByLabel(t('company.fields.facebook')).fill('https://www.facebook.com/altanuul.mn');
  await page.getByLabel(t('company.fields.linkedin')).fill('');
  await page.getByRole('button', { name: t('texts.publish'), exact: true }).click();
  await expect(page.getByText(t('company.notices.published'))).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(withLanguage('/contact', 'en'));
  const social = visitor.locator('.social-links a');
  await expect(social).toHaveCount(2);
  await expect(social.first()).toHaveAttribute('href', 'https://www.facebook.com/altanuul.mn');
  await visitor.close();

  await page.getByRole('button', { name: t('company.reset') }).click();
  await expect(page.getByText(t('company.notices.reset'))).toBeVisible();
});
