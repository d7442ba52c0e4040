// The content import cannot be turned against the site: an account that may not import is refused before the
// server reads a byte of its upload, the form takes only its file and token, and the file is written to disk as
// it arrives and removed once answered, never held in memory.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { UPLOAD_DIR } from '#server/admin/content-file-routes.ts';
import { CONTENT_FILE_MAX_MB } from '#server/content/content-file.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: OfficeAccount;
let clerk: OfficeAccount;
beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'editor', ['editor']);
  clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
});
afterAll(() => t.close());

/** The uploads this process holds on disk while it reads them. */
const uploadsOnDisk = () => (existsSync(UPLOAD_DIR) ? readdirSync(UPLOAD_DIR) : []);

/** Resolves once no upload is left on disk, or with those still there after 20 s. */
async function uploadsLeft(): Promise<string[]> {
  const until = Date.now() + 20_000;
  while (uploadsOnDisk().length > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return uploadsOnDisk();
}

describe('the content import', () => {
  it('refuses an inbox-only account before reading its upload: the answer comes while the body is still arriving', async () => {
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const boundary = 'x-boundary';
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/admin/texts/import',
        headers: {
          Cookie: clerk.cookie,
          Origin: OFFICE_ORIGIN,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          // 160 MB announced; one megabyte sent, and the rest never.
          'Content-Length': String(160 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="f1"\r\n\r\n${'x'.repeat(1024 * 1024)}`);
    });
    await new Promise((resolve) => server.close(resolve));
    expect(status).toBe(403);
  });

  it("refuses a form with more than its file and token (400, the office's message), and goes on serving", async () => {
    const exported = await officeGet(t, '/admin/texts/export.json', editor);
    const many = request(t.app)
      .post('/admin/texts/import')
      .set('Cookie', editor.cookie)
      .set('Origin', OFFICE_ORIGIN)
      .field('_csrf', editor.token);
    for (let n = 0; n < 160; n += 1) many.field(`f${n}`, 'x'.repeat(2048));
    const refused = await many.attach('file', Buffer.from(exported.text), 'site-content.json');
    expect(refused.status).toBe(400);
    // The limit the message names is the one the site holds to.
    expect(refused.text).toContain(`ихдээ ${CONTENT_FILE_MAX_MB} MB`);
    expect((await officeGet(t, '/admin/texts', editor)).status).toBe(200);
  });

  it('leaves no copy of an upload on disk once it is answered, imported or refused', async () => {
    const exported = await officeGet(t, '/admin/texts/export.json', editor);
    for (const file of [Buffer.from(exported.text), Buffer.from('not a content file')]) {
      const res = await request(t.app)
        .post('/admin/texts/import')
        .set('Cookie', editor.cookie)
        .set('Origin', OFFICE_ORIGIN)
        .field('_csrf', editor.token)
        .attach('file', file, 'site-content.json');
      expect([303, 400]).toContain(res.status);
    }
    // Removed once the answer has gone: waited for, as it follows the answer.
    expect(await uploadsLeft()).toEqual([]);
  });
});
