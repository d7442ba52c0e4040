// Two-factor sign-in (docs/operations.md, "Two-factor sign-in"), on both engines: set up with a first code, then
// every sign-in asks for a code of the app (within a step of now, never the same step twice) or one of ten recovery
// codes (each once); wrong codes count in the sign-in budgets; a role may require it; an admin may turn it off.
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import {
  OFFICE_ORIGIN,
  OFFICE_PASSWORD,
  officeAccount,
  officeGet,
  officePost,
  type OfficeAccount,
} from '../helpers/office-accounts.ts';
import { manualClock } from '../helpers/rates-test-app.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, FIXED_NOW, type TestAppOnDatabase } from '../helpers/test-app.ts';

const STEP_MS = 30_000;

describeEachEngine('office two-factor sign-in', (engine) => {
  let database: TestDatabase;
  let t: TestAppOnDatabase;
  let clock: ReturnType<typeof manualClock>;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
  });
  beforeEach(async () => {
    clock = manualClock(FIXED_NOW);
    t = await createTestAppOn(database, { clock });
  });
  afterEach(() => t.close());

  const at = (ms: number) => clock.set(new Date(FIXED_NOW.getTime() + ms));
  /** The code an authenticator app shows `ms` after the test's start. */
  const codeAt = (secret: string, ms = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: FIXED_NOW.getTime() + ms });
  const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookieNamed = (res: request.Response, name: string) =>
    setCookies(res)
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.split(';')[0] ?? '';

  /** Sets two-factor up for a signed-in account: the secret read off the page, its first code; the codes shown. */
  async function setUp(who: OfficeAccount) {
    const page = await officeGet(t, '/admin/account/two-factor', who);
    const secret = /class="accounts__secret">([A-Z2-7]+)</.exec(page.text)?.[1] ?? '';
    expect(page.text).toContain('<svg');
    const done = await officePost(t, '/admin/account/two-factor', who, { code: codeAt(secret) });
    expect(done.status).toBe(200);
    const codes = [...done.text.matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((match) => match[1] ?? '');
    expect(codes).toHaveLength(10);
    return { secret, codes };
  }

  /** The password step: the pending sign-in's cookie. */
  async function password(login: string) {
    const res = await request(t.app)
      .post('/admin/login')
      .set('Origin', OFFICE_ORIGIN)
      .type('form')
      .send({ login, password: OFFICE_PASSWORD });
    expect(res.headers.location).toBe('/admin/login/code');
    return cookieNamed(res, 'office_pending');
  }

  const code = (pending: string, value: string) =>
    request(t.app)
      .post('/admin/login/code')
      .set('Origin', OFFICE_ORIGIN)
      .set('Cookie', pending)
      .type('form')
      .send({ code: value });

  it('asks for a code after the password, and refuses the same code twice', async () => {
    const bat = await officeAccount(t, 'bat', ['editor'], '/admin/account');
    const { secret } = await setUp(bat);
    at(STEP_MS);
    const pending = await password('bat');
    const signedIn = await code(pending, codeAt(secret, STEP_MS));
    expect(signedIn.status).toBe(303);
    expect(cookieNamed(signedIn, 'office_session')).not.toBe('');
    // The code just used, typed again (a replay), and the one before it: refused.
    const again = await password('bat');
    expect((await code(again, codeAt(secret, STEP_MS))).status).toBe(401);
    expect((await code(again, codeAt(secret, 0))).status).toBe(401);
    // A step later, the next code signs in; one a step off is still taken.
    at(3 * STEP_MS);
    expect((await code(await password('bat'), codeAt(secret, 4 * STEP_MS))).status).toBe(303);
  });

  it('takes each recovery code once', async () => {
    const bat = await officeAccount(t, 'bat', ['editor'], '/admin/account');
    const { codes } = await setUp(bat);
    const [first = '', second = ''] = codes;
    expect((await code(await password('bat'), first.toUpperCase())).status).toBe(303);
    expect((await code(await password('bat'), first)).status).toBe(401);
    expect((await code(await password('bat'), second.replace('-', ''))).status).toBe(303);
    expect((await t.store.audit.list({ action: 'recovery-code-used' }, undefined, 10)).length).toBe(2);
  });

  it('counts wrong codes in the sign-in budgets', async () => {
    const bat = await officeAccount(t, 'bat', ['editor'], '/admin/account');
    const { secret } = await setUp(bat);
    const pending = await password('bat');
    for (let n = 0; n < 5; n += 1) expect((await code(pending, '000000')).status).toBe(401);
    expect((await code(pending, codeAt(secret, 0))).status).toBe(429);
  });

  it('sends an account of a required role to set it up, and an admin may turn a colleague\u2019s off', async () => {
    const boss = await officeAccount(t, 'boss', ['admin'], '/admin/accounts');
    expect((await officePost(t, '/admin/accounts/two-factor', boss, { roles: 'editor' })).status).toBe(303);
    const bat = await officeAccount(t, 'bat', ['editor'], '/admin/account/two-factor');
    expect((await officeGet(t, '/admin/texts', bat)).headers.location).toBe('/admin/account/two-factor');
    await setUp(bat);
    expect((await officeGet(t, '/admin/account', bat)).status).toBe(200);

    expect((await officePost(t, '/admin/accounts/bat/two-factor-reset', boss, {})).status).toBe(303);
    expect((await t.store.admin.findUser('bat'))?.totpSecret).toBeUndefined();
    const audit = await t.store.audit.list({ action: 'account-two-factor-removed' }, undefined, 10);
    expect(audit.map((entry) => [entry.login, entry.target])).toEqual([['boss', 'account/bat']]);
  });
});
