import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { shouldRunPostgresTests, startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const HOST = 'site.test';
// The consent box ticked (docs/privacy.md, "Consent").
const typed = {
  name: 'Bat Dorj',
  email: 'bat@example.mn',
  phone: '+976 9911 2233',
  message: 'Need 40.00R57 tyres',
  consent: 'yes',
};

/** The app on one engine, and a way to make its database refuse writes, as a full disk or a lost grant would. */
interface FaultyDatabase {
  t: TestApp;
  enquiryCount(): Promise<number>;
  refuseWrites(): Promise<void>;
  allowWrites(): Promise<void>;
  /** What the operator reads in the log and in /readyz. */
  reason: string;
  close(): Promise<void>;
}

// SQLite refuses every write as on a read-only file or file system (SQLITE_READONLY): the test runs as any user,
// root included, for whom file permissions would not stop the write.
async function sqliteDatabase(): Promise<FaultyDatabase> {
  const t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '1000' } });
  return {
    t,
    enquiryCount: async () => (t.store.db.prepare('SELECT count(*) AS n FROM enquiries').get() as { n: number }).n,
    refuseWrites: async () => t.store.db.exec('PRAGMA query_only = 1'),
    allowWrites: async () => t.store.db.exec('PRAGMA query_only = 0'),
    reason: 'database is read-only (SQLITE_READONLY)',
    close: async () => t.close(),
  };
}

// PostgreSQL: the site connects as an ordinary role owning its database (a superuser would pass every check), and
// the administrator takes back its right to add enquiries (42501), as a mistaken grant script would.
async function postgresDatabase(cluster: TestPostgres): Promise<FaultyDatabase> {
  const adminUrl = await cluster.createDatabase();
  const role = `site_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE ROLE ${role} LOGIN`);
  await admin.query(`ALTER DATABASE ${new URL(adminUrl).pathname.slice(1)} OWNER TO ${role}`);
  await admin.query(`ALTER SCHEMA public OWNER TO ${role}`);
  const siteUrl = new URL(adminUrl);
  siteUrl.username = role;
  const store = await openPostgresStore(siteUrl.href, { poolSize: 4 });
  const t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '1000' }, wrapStore: () => store });
  return {
    t,
    async enquiryCount() {
      const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries');
      return rows[0]?.n ?? Number.NaN;
    },
    refuseWrites: async () => void (await admin.query(`REVOKE INSERT ON enquiries FROM ${role}`)),
    allowWrites: async () => void (await admin.query(`GRANT INSERT ON enquiries TO ${role}`)),
    reason: 'permission denied (42501 insufficient_privilege)',
    async close() {
      t.close();
      await store.close();
      await admin.end();
    },
  };
}

let cluster: TestPostgres | undefined;
afterAll(() => cluster?.stop());

const engines = [
  ['SQLite', true, sqliteDatabase],
  [
    'PostgreSQL',
    shouldRunPostgresTests,
    async () => {
      cluster ??= await startPostgres();
      return postgresDatabase(cluster);
    },
  ],
] as const;

describe.each(engines)('storage faults on %s', (_name, shouldRun, open) => {
  const maybe = shouldRun ? describe : describe.skip;

  maybe('the site', () => {
    let db: FaultyDatabase;
    let session: CsrfSession;
    beforeAll(async () => {
      db = await open();
      session = await startSession(db.t.app);
    }, 90_000);
    afterAll(() => db.close());

    const postJson = (lng: string) =>
      request(db.t.app)
        .post(`/api/contact?lng=${lng}`)
        .set('Host', HOST)
        .set('Cookie', session.cookie)
        .set('X-XSRF-TOKEN', session.token)
        .send(typed);

    const postForm = () =>
      request(db.t.app)
        .post('/api/contact?lng=en')
        .set('Host', HOST)
        .set('Origin', `http://${HOST}`)
        .set('Referer', `http://${HOST}/en/contact`)
        .set('Cookie', session.cookie)
        .set('Accept', 'text/html')
        .type('form')
        .send({ ...typed, website: '' });

    describe('with a database that refuses writes', () => {
      beforeAll(() => db.refuseWrites());

      it.each([
        ['en', 'Your request was NOT received', 'call us on +976 7011 2233'],
        ['mn', 'Таны хүсэлт хүлээн авагдсангүй', '+976 7011 2233 дугаарт залгана уу'],
      ])('answers a script post 503 in %s: not received, try again or call', async (lng, notReceived, call) => {
        const before = await db.enquiryCount();
        const res = await postJson(lng);
        expect(res.status).toBe(503);
        expect(res.body.success).toBe(false);
        expect(res.body.error).toContain(notReceived);
        expect(res.body.error).toContain(call);
        expect(await db.enquiryCount()).toBe(before);
      });

      it('answers a form posted without script 503 with a page that keeps what was typed, to send it again', async () => {
        const res = await postForm();
        expect(res.status).toBe(503);
        expect(res.text).toContain('Your request was NOT received');
        expect(res.text).toContain('<form action="/api/contact?lng=en" method="post">');
        for (const [name, value] of Object.entries(typed))
          expect(res.text).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
        expect(res.text).toContain('Send again');
      });

      it('logs the cause, never what was typed', () => {
        const logged = db.t.logs.filter((line) => line.msg === 'storage refused a write');
        expect(logged.length).toBeGreaterThan(0);
        expect(logged[0]).toMatchObject({ level: 50, reason: db.reason });
        expect(JSON.stringify(db.t.logs)).not.toContain(typed.email);
      });

      it('makes /readyz fail with the reason', async () => {
        const res = await request(db.t.app).get('/readyz');
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ checks: { writes: false }, writeFault: db.reason });
      });
    });

    describe('once the database takes writes again', () => {
      beforeAll(() => db.allowWrites());

      it('stores the next enquiry and /readyz is ready again', async () => {
        const before = await db.enquiryCount();
        expect((await postJson('en')).status).toBe(201);
        expect(await db.enquiryCount()).toBe(before + 1);
        const ready = await request(db.t.app).get('/readyz');
        expect(ready.status).toBe(200);
        expect(ready.body.checks.writes).toBe(true);
      });
    });
  });
});
