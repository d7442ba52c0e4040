import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const HOST = 'site.test';
const typed = { name: 'Bat Dorj', email: 'bat@example.mn', phone: '+976 9911 2233', message: 'Need 40.00R57 tyres' };
const enquiryCount = (t: TestApp) =>
  (t.store.db.prepare('SELECT count(*) AS n FROM enquiries').get() as { n: number }).n;

let t: TestApp;
let session: CsrfSession;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '1000' } });
  session = await startSession(t.app);
});
afterAll(() => t.close());

const postJson = (lng: string) =>
  request(t.app)
    .post(`/api/contact?lng=${lng}`)
    .set('Host', HOST)
    .set('Cookie', session.cookie)
    .set('X-XSRF-TOKEN', session.token)
    .send(typed);

const postForm = () =>
  request(t.app)
    .post('/api/contact?lng=en')
    .set('Host', HOST)
    .set('Origin', `http://${HOST}`)
    .set('Referer', `http://${HOST}/en/contact`)
    .set('Cookie', session.cookie)
    .set('Accept', 'text/html')
    .type('form')
    .send({ ...typed, website: '' });

// The database refuses every write, as SQLite does on a read-only file or file system (SQLITE_READONLY): the
// test runs as any user, root included, for whom file permissions would not stop the write.
describe('a database that refuses writes', () => {
  beforeAll(() => t.store.db.exec('PRAGMA query_only = 1'));

  it.each([
    ['en', 'Your request was NOT received', 'call us on +976 7011 2233'],
    ['mn', 'Таны хүсэлт хүлээн авагдсангүй', '+976 7011 2233 дугаарт залгана уу'],
  ])('answers a script post 503 in %s: not received, try again or call', async (lng, notReceived, call) => {
    const before = enquiryCount(t);
    const res = await postJson(lng);
    expect(res.status).toBe(503);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(notReceived);
    expect(res.body.error).toContain(call);
    expect(enquiryCount(t)).toBe(before);
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
    const logged = t.logs.filter((line) => line.msg === 'storage refused a write');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({ level: 50, reason: 'database is read-only (SQLITE_READONLY)' });
    expect(JSON.stringify(t.logs)).not.toContain(typed.email);
  });

  it('makes /readyz fail with the reason', async () => {
    const res = await request(t.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      checks: { writes: false },
      writeFault: 'database is read-only (SQLITE_READONLY)',
    });
  });
});

describe('once the database takes writes again', () => {
  beforeAll(() => t.store.db.exec('PRAGMA query_only = 0'));

  it('stores the next enquiry and /readyz is ready again', async () => {
    const before = enquiryCount(t);
    expect((await postJson('en')).status).toBe(201);
    expect(enquiryCount(t)).toBe(before + 1);
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.writes).toBe(true);
  });
});
