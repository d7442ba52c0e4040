// The office sign-in under attack, on both engines: bursts of parallel wrong passwords are counted before they are
// checked (at most 5 checks per budget and window, also across replicas), and the owner's browser still gets in.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { hashPassword, TEST_COST } from '#server/admin/passwords.ts';
import type { Store } from '#server/storage/store.ts';
import { postgresEngine, sqliteEngine, type TestDatabase, type TestEngine } from '../helpers/store-engines.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery';
const BURST = 40;
// Forty sign-ins and the app's start, on a slow shared machine.
const TIMEOUT_MS = 60_000;
const LOCKED_EN = 'Too many failed sign-ins for this login. Sign in from a browser that has signed in here before';

const engines: TestEngine[] = [sqliteEngine, postgresEngine()];

describe.each(engines.map((engine) => [engine.name, engine] as const))('office sign-in limits on %s', (_, engine) => {
  const maybe = engine.shouldRun ? describe : describe.skip;

  maybe('under attack', () => {
    let database: TestDatabase;
    const apps: TestApp[] = [];
    /** Password checks made, counted where each one starts: the account's look-up. */
    let checks = 0;

    /** A replica: an app of its own on its own connection to the shared database; `wrap` changes what it sees. */
    async function replica(wrap = (store: Store) => store): Promise<{ app: TestApp['app']; store: Store }> {
      const store = await database.open();
      const seen = wrap(store);
      const counting: Store = {
        ...seen,
        admin: { ...seen.admin, findUser: (login) => ((checks += 1), seen.admin.findUser(login)) },
      };
      const t = await createTestApp({ env: { TRUST_PROXY: 'true' }, wrapStore: () => counting });
      apps.push(t);
      return { app: t.app, store };
    }

    beforeAll(() => engine.start(), 60_000);
    afterAll(() => engine.stop());
    beforeEach(async () => {
      checks = 0;
      database = await engine.newDatabase();
    });
    afterEach(async () => {
      for (const t of apps.splice(0)) t.close();
      await database.dispose();
    });

    const addAccount = async (store: Store) =>
      store.admin.addUser('office', await hashPassword(PASSWORD, TEST_COST), FIXED_NOW, ['admin']);

    const signIn = (app: TestApp['app'], address: string, password: string, cookie = '', base = '/admin') =>
      signInAs(app, address, 'office', password, cookie, base);
    const signInAs = (
      app: TestApp['app'],
      address: string,
      login: string,
      password: string,
      cookie = '',
      base = '/admin',
    ) =>
      request(app)
        .post(`${base}/login`)
        .set('Origin', ORIGIN)
        .set('X-Forwarded-For', address)
        .set('Cookie', cookie)
        .type('form')
        .send({ login, password });

    /** How many answers had each status. */
    function statuses(answers: request.Response[]): Record<number, number> {
      const tally: Record<number, number> = {};
      for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
      return tally;
    }

    const cookiesOf = (res: request.Response) =>
      ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((line) => line.split(';')[0])
        .join('; ');

    it(
      'checks 5 of 40 parallel wrong passwords from one address and refuses the rest (429), and that address after',
      async () => {
        const { app, store } = await replica();
        await addAccount(store);
        const burst = Array.from({ length: BURST }, (_, n) => signIn(app, '203.0.113.1', `wrong ${n}`));
        expect(statuses(await Promise.all(burst))).toEqual({ 401: 5, 429: 35 });
        expect(checks).toBe(5);
        expect((await store.rateLimitHits.get('admin-login:address:203.0.113.1', FIXED_NOW))?.hits).toBe(5);

        // The attacker's address stays refused, the right password included; nothing more is checked.
        const right = await signIn(app, '203.0.113.1', PASSWORD, '', '/en/admin');
        expect(right.status).toBe(429);
        expect(right.text).toContain('Too many failed sign-ins. Try again in 15 minutes.');
        expect(checks).toBe(5);
      },
      TIMEOUT_MS,
    );

    it(
      'counts against the same budgets on every replica: 5 checks of 40 split over two',
      async () => {
        const [one, two] = [await replica(), await replica()];
        await addAccount(one.store);
        const burst = Array.from({ length: BURST }, (_, n) =>
          signIn((n % 2 ? one : two).app, `203.0.113.${n + 10}`, `wrong ${n}`),
        );
        expect(statuses(await Promise.all(burst))).toEqual({ 401: 5, 429: 35 });
        expect(checks).toBe(5);
      },
      TIMEOUT_MS,
    );

    it(
      "lets the owner's browser in from a clean address while strangers' failures lock the login",
      async () => {
        const { app, store } = await replica();
        await addAccount(store);
        const first = await signIn(app, '198.51.100.7', PASSWORD);
        expect(first.status).toBe(303);
        const device = cookiesOf(first)
          .split('; ')
          .filter((cookie) => cookie.startsWith('office_device='))
          .join('');
        expect(device).not.toBe('');

        // Wrong passwords for the login from 40 addresses: 5 are checked, the rest refused for the login.
        const burst = Array.from({ length: BURST }, (_, n) => signIn(app, `203.0.113.${n + 10}`, `wrong ${n}`));
        expect(statuses(await Promise.all(burst))).toEqual({ 401: 5, 429: 35 });
        expect(checks).toBe(6);

        // A browser that never signed in here is refused, and told what still works.
        const stranger = await signIn(app, '198.51.100.9', PASSWORD, '', '/en/admin');
        expect(stranger.status).toBe(429);
        expect(stranger.text).toContain(LOCKED_EN);
        // So is a forged or altered device cookie.
        for (const forged of [device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 'office_device=b2ZmaWNl.x.1.y']) {
          expect((await signIn(app, '198.51.100.9', PASSWORD, forged)).status).toBe(429);
        }
        expect(checks).toBe(6);

        // The owner's browser signs in from another clean address, and again: its successes are not counted.
        for (const address of ['198.51.100.8', '198.51.100.8', '192.0.2.1']) {
          expect((await signIn(app, address, PASSWORD, device)).status).toBe(303);
        }
        // Its own failures are counted against it: after 5 it is refused too.
        for (let n = 0; n < 5; n += 1)
          expect((await signIn(app, '198.51.100.8', `typo ${n}`, device)).status).toBe(401);
        expect((await signIn(app, '192.0.2.2', PASSWORD, device)).status).toBe(429);
      },
      TIMEOUT_MS,
    );

    it(
      'refuses at once (503) a sign-in beyond 2 checks running and 8 waiting, without counting it',
      async () => {
        // Every look-up of an account waits for the test's word; increments are counted as they finish.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        let increments = 0;
        let admitted = () => {};
        const allAdmitted = new Promise<void>((resolve) => (admitted = resolve));
        const { app, store } = await replica((real) => ({
          ...real,
          admin: { ...real.admin, findUser: async (login) => (await released, real.admin.findUser(login)) },
          rateLimitHits: {
            ...real.rateLimitHits,
            increment: async (...args) => {
              const window = await real.rateLimitHits.increment(...args);
              if ((increments += 1) === 2 * 10) admitted(); // an address's and a login's, for 10 sign-ins
              return window;
            },
          },
        }));
        await addAccount(store);
        // Ten sign-ins, each from its own address for its own login: no budget refuses them, only the line.
        const ten = Array.from({ length: 10 }, (_, n) => signInAs(app, `192.0.2.${n + 1}`, `guess${n}`, 'wrong'));
        const answers = Promise.all(ten);
        await allAdmitted;
        await new Promise((resolve) => setImmediate(resolve)); // each handler's few steps from there to the line
        expect(checks).toBe(2);

        const eleventh = await signInAs(app, '192.0.2.99', 'guess99', 'wrong', '', '/en/admin');
        expect(eleventh.status).toBe(503);
        expect(eleventh.headers['retry-after']).toBe('5');
        expect(eleventh.text).toContain('Too many sign-ins at this moment. Try again in a few seconds.');
        expect(await store.rateLimitHits.get('admin-login:address:192.0.2.99', FIXED_NOW)).toMatchObject({ hits: 0 });

        release();
        expect(statuses(await answers)).toEqual({ 401: 10 });
        expect(checks).toBe(10);
        expect((await signInAs(app, '192.0.2.99', 'guess99', 'wrong')).status).toBe(401);
      },
      TIMEOUT_MS,
    );
  });
});
