// Office accounts managed in the browser (docs/operations.md, "Office accounts"), on both engines: invitations and
// resets by e-mail (their lifetimes on the test's clock, single use, voided by a sign-in), the same answer for any
// address, the sign-in budgets they count in, sessions ended, the last admin kept, and admins only.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals';
import type { i18n as I18n } from 'i18next';
import request from 'supertest';
import { accountTokens } from '#server/admin/account-tokens.ts';
import { hashPassword, TEST_COST } from '#server/admin/passwords.ts';
import { createI18n } from '#server/i18n.ts';
import { createAccountMail } from '#server/services/account-mail.ts';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { bodyText, startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.ts';
import { OFFICE_ORIGIN, OFFICE_PASSWORD, officeAccount, officeGet, officePost } from '../helpers/office-accounts.ts';
import { manualClock } from '../helpers/rates-test-app.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, FIXED_NOW, type TestAppOnDatabase } from '../helpers/test-app.ts';

const HOUR = 60 * 60 * 1000;
const CSRF_SECRET = 'test-secret-that-is-long-enough-0123456789';
const NEW_PASSWORD = 'a brand new passphrase';

let smtp: FakeSmtp;
let mailer: Mailer;
let i18n: I18n;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'website@localhost' });
  i18n = await createI18n();
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

describeEachEngine('office accounts', (engine) => {
  let database: TestDatabase;
  let t: TestAppOnDatabase;
  let clock: ReturnType<typeof manualClock>;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    clock = manualClock(FIXED_NOW);
    t = await createTestAppOn(database, { clock, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  });
  afterEach(() => t.close());

  /** One run of the accounts' outbox, as its timer would start it: the e-mails due, sent to the fake server. */
  const sendMail = () =>
    createAccountMail({
      store: t.store.admin,
      mailer,
      clock,
      logger: { child: () => ({ info: () => undefined, warn: () => undefined, error: () => undefined }) } as never,
      i18n,
      tokens: accountTokens(CSRF_SECRET),
      origin: OFFICE_ORIGIN,
      intervalMs: 1000,
      claimMs: 60_000,
    }).runOnce();

  /** The link of the last e-mail the fake server took, as a path of the site. */
  const lastLink = () => {
    const text = bodyText(smtp.messages.at(-1)?.raw ?? '');
    const url = /https?:\/\/\S+\/password\?token=\S+/.exec(text)?.[0] ?? '';
    return { path: url.replace(OFFICE_ORIGIN, ''), text };
  };

  const setPassword = (path: string, password = NEW_PASSWORD) => {
    const token = decodeURIComponent(path.split('token=')[1] ?? '');
    return request(t.app)
      .post(path.split('?')[0] ?? '')
      .set('Origin', OFFICE_ORIGIN)
      .type('form')
      .send({ token, password, again: password });
  };

  const signIn = (login: string, password: string) =>
    request(t.app).post('/admin/login').set('Origin', OFFICE_ORIGIN).type('form').send({ login, password });

  async function invite(login = 'sarnai', email = 'sarnai@example.mn', language = 'en') {
    const boss = await officeAccount(t, 'boss', ['admin'], '/admin/accounts');
    const res = await officePost(t, '/admin/accounts/invite', boss, { login, email, language, roles: 'editor' });
    expect(res.status).toBe(303);
    await sendMail();
    return boss;
  }

  it('invites by e-mail in the account language; the link sets the password once', async () => {
    await invite();
    const { path, text } = lastLink();
    expect(smtp.messages.at(-1)?.to).toEqual(['sarnai@example.mn']);
    expect(text).toContain('"sarnai"');
    expect(text).toContain('for 72 hours');
    expect(path).toMatch(/^\/en\/admin\/password\?token=/);
    expect((await request(t.app).get(path)).text).toContain('Set the password of your account sarnai');

    expect((await setPassword(path)).headers.location).toBe('/en/admin/login?notice=password-set');
    expect((await signIn('sarnai', NEW_PASSWORD)).status).toBe(303);
    // Used once: the same link again sets nothing.
    expect((await setPassword(path, 'another long passphrase')).status).toBe(410);
    expect((await signIn('sarnai', 'another long passphrase')).status).toBe(401);
  });

  it('refuses an invitation link 72 hours after it was sent', async () => {
    await invite();
    const { path } = lastLink();
    clock.set(new Date(FIXED_NOW.getTime() + 72 * HOUR));
    expect((await request(t.app).get(path)).status).toBe(410);
    expect((await setPassword(path)).status).toBe(410);
  });

  it('resets a forgotten password by a link good for an hour, and the reset ends every session', async () => {
    const kept = await officeAccount(t, 'bat', ['editor']);
    await t.store.admin.setContact('bat', 'bat@example.mn', 'mn');
    const forgot = (email: string) =>
      request(t.app).post('/admin/forgot').set('Origin', OFFICE_ORIGIN).type('form').send({ email });
    // Asked after the sign-in above: a link made before an account's latest sign-in is void.
    clock.set(new Date(FIXED_NOW.getTime() + 1000));
    const known = await forgot('BAT@example.mn');
    const unknown = await forgot('nobody@example.mn');
    // The same answer whether or not an account has the address.
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.text.replace(/BAT@example.mn|nobody@example.mn/g, '')).toBe(
      unknown.text.replace(/BAT@example.mn|nobody@example.mn/g, ''),
    );
    await sendMail();
    expect(smtp.messages).toHaveLength(1);
    const { path, text } = lastLink();
    expect(path).toMatch(/^\/admin\/password\?token=/);
    expect(text).not.toContain(OFFICE_PASSWORD);

    clock.set(new Date(FIXED_NOW.getTime() + HOUR));
    expect((await setPassword(path)).status).toBe(303);
    // The session signed in before the reset is over.
    expect((await officeGet(t, '/admin/texts', kept)).headers.location).toBe('/admin/login?notice=expired');
  });

  it('voids a reset link once the account signs in, and refuses it after its hour', async () => {
    await officeAccount(t, 'bat', ['editor']);
    await t.store.admin.setContact('bat', 'bat@example.mn', 'mn');
    const ask = () =>
      request(t.app).post('/admin/forgot').set('Origin', OFFICE_ORIGIN).type('form').send({ email: 'bat@example.mn' });
    clock.set(new Date(FIXED_NOW.getTime() + 1000));
    await ask();
    await sendMail();
    const first = lastLink().path;
    clock.set(new Date(FIXED_NOW.getTime() + 2000));
    expect((await signIn('bat', OFFICE_PASSWORD)).status).toBe(303);
    expect((await setPassword(first)).status).toBe(410);

    clock.set(new Date(FIXED_NOW.getTime() + 3000));
    await ask();
    await sendMail();
    const second = lastLink().path;
    clock.set(new Date(FIXED_NOW.getTime() + 3000 + HOUR));
    expect((await setPassword(second)).status).toBe(410);
  });

  it('counts each reset asked for in the sign-in budget of the address', async () => {
    await t.store.admin.addUser('spare', await hashPassword(OFFICE_PASSWORD, TEST_COST), FIXED_NOW, ['editor']);
    const ask = (email: string) =>
      request(t.app).post('/admin/forgot').set('Origin', OFFICE_ORIGIN).type('form').send({ email });
    for (let n = 1; n <= 5; n += 1) expect((await ask(`person${n}@example.mn`)).status).toBe(200);
    expect((await ask('person6@example.mn')).status).toBe(429);
    // The same address's sign-ins share the budget.
    expect((await signIn('spare', OFFICE_PASSWORD)).status).toBe(429);
  });

  it('keeps the last admin: it cannot demote, disable or remove itself', async () => {
    const boss = await officeAccount(t, 'boss', ['admin'], '/admin/accounts');
    expect((await officePost(t, '/admin/accounts/boss/roles', boss, { roles: 'editor' })).status).toBe(409);
    expect((await officePost(t, '/admin/accounts/boss/disable', boss, {})).status).toBe(409);
    expect((await officePost(t, '/admin/accounts/boss/remove', boss, { confirm: 'yes' })).status).toBe(409);
    // Without the box ticked nothing is removed, and the page says why.
    const unconfirmed = await officePost(t, '/admin/accounts/boss/remove', boss, {});
    expect([unconfirmed.status, unconfirmed.text.includes('нүдийг чагтална уу')]).toEqual([400, true]);
    expect((await t.store.admin.findUser('boss'))?.roles).toEqual(['admin']);

    await officeAccount(t, 'second', ['admin'], '/admin/accounts');
    expect((await officePost(t, '/admin/accounts/boss/roles', boss, { roles: 'editor' })).status).toBe(303);
    expect((await t.store.admin.findUser('boss'))?.roles).toEqual(['editor']);
    const audit = await t.store.audit.list({ action: 'account-roles-changed' }, undefined, 10);
    expect(audit.map((entry) => [entry.login, entry.target])).toEqual([['boss', 'account/boss editor']]);
  });

  it('refuses the accounts page and its posts to an inbox-only account (403)', async () => {
    await officeAccount(t, 'boss', ['admin'], '/admin/accounts');
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    expect((await officeGet(t, '/admin', clerk)).text).not.toContain('/admin/accounts');
    expect((await officeGet(t, '/admin/accounts', clerk)).status).toBe(403);
    const posted = await officePost(t, '/admin/accounts/invite', clerk, {
      login: 'intruder',
      email: 'intruder@example.mn',
      language: 'mn',
      roles: 'admin',
    });
    expect(posted.status).toBe(403);
    expect(await t.store.admin.findUser('intruder')).toBeUndefined();
  });

  it('lists a person\u2019s sessions and ends the others; an admin ends a colleague\u2019s', async () => {
    const phone = await officeAccount(t, 'bat', ['editor'], '/admin/account');
    const desk = await officeAccount(t, 'bat-again', ['editor'], '/admin/account');
    // A second sign-in of the same account, from another browser.
    const second = await signIn('bat', OFFICE_PASSWORD);
    const secondCookie = String(second.headers['set-cookie']?.[0]).split(';')[0] ?? '';
    const page = await officeGet(t, '/admin/account', phone);
    expect(page.text.match(/name="session"/g)).toHaveLength(1);
    expect((await officePost(t, '/admin/account/sessions', phone, {})).status).toBe(303);
    expect((await request(t.app).get('/admin/account').set('Cookie', secondCookie)).status).toBe(303);
    expect((await officeGet(t, '/admin/account', phone)).status).toBe(200);

    const boss = await officeAccount(t, 'boss', ['admin'], '/admin/accounts');
    expect((await officePost(t, '/admin/accounts/bat-again/sessions', boss, {})).status).toBe(303);
    expect((await officeGet(t, '/admin/account', desk)).headers.location).toBe('/admin/login?notice=expired');
  });

  it('shows an invitation link to pass on by hand when no mail can be sent', async () => {
    await t.close();
    t = await createTestAppOn(database, { clock });
    const boss = await officeAccount(t, 'boss', ['admin'], '/admin/accounts');
    await officePost(t, '/admin/accounts/invite', boss, {
      login: 'naran',
      email: 'naran@example.mn',
      language: 'mn',
      roles: 'inbox',
    });
    const page = await officeGet(t, '/admin/accounts', boss);
    expect(page.text).toContain('SMTP');
    const link = /value="(http:\/\/localhost:3000\/admin\/password\?token=[^"]+)"/.exec(page.text)?.[1] ?? '';
    expect((await setPassword(link.replace(OFFICE_ORIGIN, '').replace(/&amp;/g, '&'))).status).toBe(303);
    expect((await signIn('naran', NEW_PASSWORD)).status).toBe(303);
  });

  it('refuses a disabled account\u2019s sign-in and ends its sessions', async () => {
    const boss = await officeAccount(t, 'boss', ['admin'], '/admin/accounts');
    const bat = await officeAccount(t, 'bat', ['editor']);
    expect((await officePost(t, '/admin/accounts/bat/disable', boss, {})).status).toBe(303);
    expect((await officeGet(t, '/admin/account', bat)).status).toBe(303);
    expect((await signIn('bat', OFFICE_PASSWORD)).status).toBe(403);
    expect((await officePost(t, '/admin/accounts/bat/enable', boss, {})).status).toBe(303);
    expect((await signIn('bat', OFFICE_PASSWORD)).status).toBe(303);
  });

  it('keeps accounts made by npm run admin working: no e-mail, sign-in as before', async () => {
    await t.store.admin.addUser('cli', await hashPassword(OFFICE_PASSWORD, TEST_COST), FIXED_NOW, ['admin']);
    expect((await signIn('cli', OFFICE_PASSWORD)).status).toBe(303);
    expect((await t.store.admin.listUsers())[0]).toMatchObject({ login: 'cli', email: undefined, isInvited: false });
  });
});
