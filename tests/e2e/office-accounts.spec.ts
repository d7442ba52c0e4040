import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations, expect, test } from './fixtures.ts';
import { fakeRatesTemplate } from './fake-rates-upstream.ts';
import { adminText, officeMenu } from './own-office.ts';
import { bodyText, startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.ts';
import { listeningPort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import accountsEn from '../../locales/en/accounts.json' with { type: 'json' };

// Office accounts in the browser (docs/office-guide.md, "Accounts"), on a server of the spec's own with the test's
// SMTP server catching its mail: an admin invites a colleague, who sets a password from the e-mail's link, turns
// two-factor on with codes made from the secret, signs in with a code, then a recovery code (once), and resets a
// forgotten password by e-mail; a replayed code is refused; the last admin cannot demote itself; an inbox-only
// account cannot open the accounts page.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'office e2e password';
const NEW_PASSWORD = 'a colleague passphrase';
const RESET_PASSWORD = 'the reset passphrase';
const a = accountsEn;
const t = adminText('en');

let server: ServerProcess | undefined;
let smtp: FakeSmtp;
let origin = '';
test.describe.configure({ mode: 'serial' });
// A refused form answers 400/401/409, a refused account 403, a used link 410: the pages say why.
test.use({ documentStatuses: [400, 401, 403, 409, 410] });

test.beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = startServerProcess({
    RATES_UPSTREAM_URLS: fakeRatesTemplate(),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_INTERVAL_MS: '200',
  });
  origin = `http://127.0.0.1:${await listeningPort(server)}`;
  for (const [login, roles] of [
    ['chief', 'admin'],
    ['clerk', 'inbox'],
  ] as const) {
    execFileSync(process.execPath, ['scripts/admin.ts', 'add-user', login, '--roles', roles], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: server.dataDir, DATABASE_URL: '' },
      input: `${PASSWORD}\n`,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
  }
});

test.afterAll(async () => {
  await smtp.close();
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
  server.cleanup();
});

const at = (pathname: string) => `${origin}${pathname}`;

/** The link of the latest e-mail to `to`, on this server (the e-mail names the configured public origin). */
async function linkMailedTo(to: string, count: number): Promise<string> {
  await expect.poll(() => smtp.messages.filter((mail) => mail.to.includes(to)).length).toBe(count);
  const mail = smtp.messages.filter((one) => one.to.includes(to)).at(-1);
  const url = /https?:\/\/[^/\s]+(\/\S*password\?token=\S+)/.exec(bodyText(mail?.raw ?? ''))?.[1] ?? '';
  expect(url).not.toBe('');
  return at(url);
}

async function password(page: Page, login: string, secret: string) {
  await page.goto(at('/en/admin/login'));
  await page.getByLabel(t('login.login'), { exact: true }).fill(login);
  await page.getByLabel(t('login.password'), { exact: true }).fill(secret);
  await page.getByRole('button', { name: t('login.submit') }).click();
}

async function typeCode(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: a.twoFactor.codeTitle })).toBeVisible();
  await page.getByLabel(a.twoFactor.codeOrRecovery).fill(code);
  await page.getByRole('button', { name: a.twoFactor.signIn }).click();
}

async function signOut(page: Page) {
  await officeMenu(page);
  await page.getByRole('button', { name: t('signOut'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();
}

test('the last admin cannot demote itself, and an inbox-only account cannot open the accounts', async ({ page }) => {
  await password(page, 'chief', PASSWORD);
  await expect(page.getByText('Signed in as chief')).toBeVisible();
  await page.goto(at('/en/admin/accounts/chief'));
  await page.getByRole('checkbox', { name: a.roles.admin }).uncheck();
  await page.getByRole('checkbox', { name: a.roles.editor }).check();
  await page.getByRole('button', { name: a.account.saveRoles }).click();
  await expect(page.getByText(a.notices.lastAdmin)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signOut(page);

  await password(page, 'clerk', PASSWORD);
  await expect(page.getByRole('link', { name: a.title })).toHaveCount(0);
  const response = await page.goto(at('/en/admin/accounts'));
  expect(response?.status()).toBe(403);
});

test('an invited colleague sets a password, signs in with two-factor and resets a forgotten password', async ({
  page,
  browser,
}) => {
  await password(page, 'chief', PASSWORD);
  await page.getByRole('link', { name: a.title }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(a.fields.login, { exact: true }).fill('sarnai');
  await page.getByLabel(a.fields.email, { exact: true }).fill('sarnai@example.mn');
  await page.getByLabel(a.fields.language).selectOption('en');
  await page.getByRole('checkbox', { name: a.roles.editor }).first().check();
  await page.getByRole('button', { name: a.invite.submit }).click();
  await expect(page.getByText('sarnai is invited.')).toBeVisible();

  // The colleague, in a browser of their own.
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(await linkMailedTo('sarnai@example.mn', 1));
  await colleague.getByLabel(a.password.password, { exact: true }).fill(NEW_PASSWORD);
  await colleague.getByLabel(a.password.again).fill(NEW_PASSWORD);
  await colleague.getByRole('button', { name: a.password.submit }).click();
  await expect(colleague.getByText(a.login.passwordSet)).toBeVisible();
  await password(colleague, 'sarnai', NEW_PASSWORD);

  // Two-factor: the key typed into an "app" (otpauth here), its first code, the ten recovery codes.
  await officeMenu(colleague);
  await colleague.getByRole('link', { name: a.own.title }).click();
  await colleague.getByRole('link', { name: a.twoFactor.setUp }).click();
  expect(await axeViolations(colleague)).toEqual([]);
  const secret = (await colleague.locator('.accounts__secret').textContent()) ?? '';
  /** The app's code `stepsAhead` steps of 30 s from now (a code of the step next to now is taken too). */
  const totp = (stepsAhead = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
  await colleague.getByLabel(a.twoFactor.code).fill(totp());
  await colleague.getByRole('button', { name: a.twoFactor.confirm }).click();
  await expect(colleague.getByText(a.twoFactor.enabled)).toBeVisible();
  const codes = await colleague.locator('.accounts__codes code').allTextContents();
  expect(codes).toHaveLength(10);
  await colleague.getByRole('link', { name: a.twoFactor.codesDone }).click();
  await signOut(colleague);

  // Signed in with a code of the step after the first one's (that step is taken); the same code again is refused
  // (a replay).
  const code = totp(1);
  await password(colleague, 'sarnai', NEW_PASSWORD);
  await typeCode(colleague, code);
  await officeMenu(colleague);
  await expect(colleague.getByRole('button', { name: t('signOut'), exact: true })).toBeVisible();
  await signOut(colleague);
  await password(colleague, 'sarnai', NEW_PASSWORD);
  await typeCode(colleague, code);
  await expect(colleague.getByText(a.twoFactor.wrongCode)).toBeVisible();

  // A recovery code signs in once; typed a second time it is refused.
  await typeCode(colleague, codes[0] ?? '');
  await officeMenu(colleague);
  await expect(colleague.getByRole('button', { name: t('signOut'), exact: true })).toBeVisible();
  await signOut(colleague);
  await password(colleague, 'sarnai', NEW_PASSWORD);
  await typeCode(colleague, codes[0] ?? '');
  await expect(colleague.getByText(a.twoFactor.wrongCode)).toBeVisible();

  // The password forgotten: a link by e-mail, a new password, then a sign-in with it and a recovery code.
  await colleague.goto(at('/en/admin/login'));
  await colleague.getByRole('link', { name: a.login.forgot }).click();
  await colleague.getByLabel(a.fields.email).fill('sarnai@example.mn');
  await colleague.getByRole('button', { name: a.forgot.submit }).click();
  await expect(colleague.getByText(a.forgot.sent)).toBeVisible();
  await colleague.goto(await linkMailedTo('sarnai@example.mn', 2));
  await colleague.getByLabel(a.password.password, { exact: true }).fill(RESET_PASSWORD);
  await colleague.getByLabel(a.password.again).fill(RESET_PASSWORD);
  await colleague.getByRole('button', { name: a.password.submit }).click();
  await expect(colleague.getByText(a.login.passwordSet)).toBeVisible();
  await password(colleague, 'sarnai', RESET_PASSWORD);
  await typeCode(colleague, codes[1] ?? '');
  await officeMenu(colleague);
  await expect(colleague.getByRole('button', { name: t('signOut'), exact: true })).toBeVisible();
});
