// The inbox's exports are streamed: written as the store is read, stopped when the browser goes away, and a
// failure half-way cuts the download short without harming the site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sessionCookieName } from '#server/admin/admin-session.ts';
import { hashPassword } from '#server/admin/passwords.ts';
import { EXPORT_PAGE_SIZE } from '#server/services/enquiry-export.ts';
import type { InboxStore } from '#server/storage/inbox-store.ts';
import type { SqliteStore } from '#server/storage/sqlite-store.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { fillEnquiries } from '../helpers/inbox-fill.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

const PASSWORD = 'correct horse battery';
const ROWS = 2_000; // twenty pages of EXPORT_PAGE_SIZE

let t: TestApp;
let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  t.close();
});

/** The app, its store's pages() replaced by `pages` (given the real one), with ROWS enquiries and a session. */
async function start(pages?: (real: InboxStore['pages']) => InboxStore['pages']) {
  const wrapStore = (store: SqliteStore) =>
    pages ? { ...store, inbox: { ...store.inbox, pages: pages(store.inbox.pages) } } : store;
  t = await createTestApp({ wrapStore });
  const enquiries = Array.from({ length: ROWS }, (_, i) =>
    sampleEnquiry({ name: `Батбаяр "${i}", Дорж`, createdAt: new Date(FIXED_NOW.getTime() - (ROWS - i) * 60_000) }),
  );
  await fillEnquiries(t.store, enquiries);
  await t.store.admin.addUser('office', await hashPassword(PASSWORD), FIXED_NOW, ['admin']);
  const signedIn = await request(t.app)
    .post('/admin/login')
    .set('Origin', 'http://localhost:3000')
    .type('form')
    .send({ login: 'office', password: PASSWORD });
  const cookie = ([] as string[])
    .concat(signedIn.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${sessionCookieName(false)}=`));
  return (cookie ?? '').split(';')[0] ?? '';
}

/** GET on a real socket (no compression asked for), resolving with the response as it starts. */
async function open(path: string, cookie: string) {
  server ??= t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => (server?.listening ? resolve(undefined) : server?.once('listening', resolve)));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ req: http.ClientRequest; res: http.IncomingMessage }>((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path, headers: { Cookie: cookie } }, (res) =>
      resolve({ req, res }),
    );
    req.on('error', reject);
  });
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('inbox export streaming', () => {
  it('sends the first rows before reading the next page, and stops reading when the browser goes away', async () => {
    const gate = deferred();
    const closed = deferred();
    let read = 0;
    const cookie = await start(
      (real) =>
        async function* (filter, size) {
          try {
            for await (const page of real(filter, size)) {
              read += 1;
              yield page;
              if (read === 1) await gate.promise; // the next page is held back until the test lets it go
            }
          } finally {
            closed.resolve();
          }
        },
    );
    const { req, res } = await open('/admin/export.csv', cookie);
    expect(res.statusCode).toBe(200);
    const first = await new Promise<string>((resolve) => res.once('data', (chunk: Buffer) => resolve(String(chunk))));
    expect(first.startsWith('\uFEFFid,created_at,kind,name')).toBe(true);
    expect(read).toBe(1);

    req.destroy();
    gate.resolve();
    await closed.promise;
    // The stream's buffer holds a few pages at most; the rest is never read.
    expect(read).toBeLessThan(ROWS / EXPORT_PAGE_SIZE / 2);
  });

  it('cuts the download short when the store fails half-way, logs it with the request id, and keeps serving', async () => {
    const cookie = await start(
      (real) =>
        async function* (filter, size) {
          for await (const page of real(filter, size)) {
            yield page;
            throw new Error('disk I/O error');
          }
        },
    );
    const { res } = await open('/admin/export.json', cookie);
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => {
      res.on('close', resolve);
      res.on('error', resolve);
      res.resume();
    });
    expect(res.complete).toBe(false);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'inbox export failed', reqId: expect.any(String), level: 50 }),
    );
    expect((await request(t.app).get('/admin').set('Cookie', cookie)).status).toBe(200);
  });

  it('writes many pages as one CSV for Excel and one JSON document', async () => {
    const cookie = await start();
    const csv = await request(t.app).get('/admin/export.csv').set('Cookie', cookie).buffer(true);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,created_at,kind,name,email,phone,message,language,page,request_id,consent_at,consent_version,consent_language,consent_form',
    );
    expect(lines).toHaveLength(ROWS + 2);
    expect(lines[1]).toMatch(/^1,.*,contact,"Батбаяр ""0"", Дорж",bat@example\.mn,/);
    expect(lines.at(-1)).toBe('');

    const json = await request(t.app).get('/admin/export.json').set('Cookie', cookie);
    const entries = JSON.parse(json.text) as Array<{ id: number; name: string }>;
    expect(json.text).toBe(`${JSON.stringify(entries, null, 2)}\n`);
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
  });
});
