// Files sent with a request (docs/privacy.md, "Attachments"), on both engines: stored with their enquiry or not at
// all, downloaded by inbox accounts only and as downloads, refused with their message when hostile, and gone with
// their enquiry's personal data.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import request from 'supertest';
import { ATTACHMENT_BODY_MAX_BYTES, ATTACHMENT_MAX_BYTES } from '#shared/attachments.ts';
import { ATTACHMENT_SAMPLES, HTML_PAGE } from '../helpers/attachment-files.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { officeAccount, officeGet } from '../helpers/office-accounts.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, type TestAppOnDatabase } from '../helpers/test-app.ts';

const readLocale = (lng: string, ns: string): unknown =>
  JSON.parse(readFileSync(path.resolve('locales', lng, `${ns}.json`), 'utf8'));
const mn = readLocale('mn', 'forms') as { attachments: { errors: Record<string, string> } };
const en = readLocale('en', 'forms') as { attachments: { errors: Record<string, string> } };

const FIELDS = {
  name: 'Bat Dorj',
  email: 'bat@example.mn',
  phone: '+976 9911 2233',
  message: 'Quotation request: two drill bits, drawing attached',
  kind: 'quotation',
  consent: 'yes',
  items: JSON.stringify([{ slug: null, name: 'Drill bit 311 mm', qty: 2 }]),
};

/** A quotation with `files` as the quote list's script sends it: multipart, with the session's token. */
function postWithFiles(t: TestAppOnDatabase, session: CsrfSession, files: Array<[string, Buffer]>, lng = 'en') {
  const req = request(t.app)
    .post(`/api/contact?lng=${lng}`)
    .set('Cookie', session.cookie)
    .set('X-XSRF-TOKEN', session.token)
    .set('Accept', 'application/json');
  for (const [field, value] of Object.entries(FIELDS)) req.field(field, value);
  for (const [name, bytes] of files) req.attach('files', bytes, name);
  return req;
}

describeEachEngine('attachments', (engine) => {
  let database: TestDatabase;
  let t: TestAppOnDatabase;
  let session: CsrfSession;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
  });
  const open = async () => {
    t = await createTestAppOn(database, { env: { CONTACT_RATE_LIMIT: '1000' } });
    session = await startSession(t.app);
  };
  const stored = async () => (await t.store.enquiries.listEnquiries()).length;

  it('stores a PDF and a PNG with a quotation, downloadable by an inbox account only, as downloads', async () => {
    await open();
    const sent = await postWithFiles(t, session, [
      ['Чертёж bit.pdf', ATTACHMENT_SAMPLES.pdf],
      ['photo', ATTACHMENT_SAMPLES.png],
    ]);
    expect(sent.status).toBe(201);
    const [enquiry] = await t.store.enquiries.listEnquiries();
    const files = await t.store.attachments.list(enquiry?.id ?? 0);
    expect(files.map(({ name, type }) => [name, type])).toEqual([
      ['Чертёж bit.pdf', 'pdf'],
      ['photo.png', 'png'],
    ]);

    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    const page = await officeGet(t, `/admin/enquiry/${enquiry?.id}`, clerk);
    const href = `/admin/enquiry/${enquiry?.id}/attachments/${files[0]?.id}`;
    expect(page.text).toContain(`href="${href}"`);
    expect(page.text).toContain('photo.png');

    const download = await officeGet(t, href, clerk).buffer(true);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, ATTACHMENT_SAMPLES.pdf)).toBe(0);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%A7%D0%B5%D1%80");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(download.headers['cache-control']).toBe('no-store');

    const editor = await officeAccount(t, 'writer', ['editor']);
    expect((await officeGet(t, href, editor)).status).toBe(403);
    const anonymous = await request(t.app).get(href);
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.location).toBe('/admin/login');
  });

  it('refuses hostile files with their message, in the visitor’s language, and stores nothing', async () => {
    await open();
    const html = await postWithFiles(t, session, [['drawing.pdf', HTML_PAGE]], 'mn');
    expect(html.status).toBe(415);
    expect(html.body).toMatchObject({ success: false, fields: { files: mn.attachments.errors.type } });

    const six = Array.from({ length: 6 }, (_, i): [string, Buffer] => [`d${i}.pdf`, ATTACHMENT_SAMPLES.pdf]);
    const tooMany = await postWithFiles(t, session, six);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ files: en.attachments.errors.tooMany });

    const large = Buffer.concat([ATTACHMENT_SAMPLES.pdf, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1024 * 1024)]);
    const tooLarge = await postWithFiles(t, session, [['big.pdf', large]]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.fields).toEqual({ files: en.attachments.errors.tooLarge });

    // A body declared larger than the largest post with files is answered before any of it is read.
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const declared = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        port: (server.address() as AddressInfo).port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/contact?lng=en',
        headers: {
          Cookie: session.cookie,
          'X-XSRF-TOKEN': session.token,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(ATTACHMENT_BODY_MAX_BYTES + 1),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    server.closeAllConnections();
    server.close();
    expect(declared.status).toBe(413);
    expect(declared.body).toContain(en.attachments.errors.tooLarge);
    expect(await stored()).toBe(0);
  });

  it('answers a form posted without script with the message page of the refused file', async () => {
    await open();
    const res = await request(t.app)
      .post('/api/contact?lng=mn')
      .set('Origin', 'http://127.0.0.1')
      .set('Host', '127.0.0.1')
      .set('Cookie', session.cookie)
      .set('Accept', 'text/html')
      .field('name', FIELDS.name)
      .field('email', FIELDS.email)
      .field('phone', FIELDS.phone)
      .field('message', FIELDS.message)
      .field('consent', 'yes')
      .attach('files', HTML_PAGE, 'drawing.pdf');
    expect(res.status).toBe(415);
    expect(res.text).toContain(mn.attachments.errors.type);
    expect(await stored()).toBe(0);
  });

  it('finds a person’s files, removes them when their data is erased, and when retention anonymises them', async () => {
    await open();
    const withFile = (email: string) =>
      t.store.enquiries.insertEnquiry(
        sampleEnquiry({ email, attachments: [{ name: 'a.pdf', type: 'pdf', data: ATTACHMENT_SAMPLES.pdf }] }),
        { notify: false },
      );
    const erased = await withFile('erase@example.mn');
    const expired = await withFile('old@example.mn');
    expect(await t.store.attachments.list(erased)).toHaveLength(1);
    // What the person is given on asking (the office's personal-data file): each file by name, type and size.
    const found = await t.store.enquiries.findPerson({ email: 'erase@example.mn' });
    expect(found.enquiries[0]?.attachments).toEqual([
      expect.objectContaining({ name: 'a.pdf', type: 'pdf', size: ATTACHMENT_SAMPLES.pdf.length }),
    ]);
    await t.store.enquiries.erasePerson({ email: 'erase@example.mn' }, new Date('2026-04-01T00:00:00Z'));
    expect(await t.store.attachments.list(erased)).toEqual([]);
    expect(await t.store.attachments.list(expired)).toHaveLength(1);
    const cutoff = new Date('2027-01-01T00:00:00Z');
    await t.store.enquiries.anonymiseExpired({ receivedBefore: cutoff, handledBefore: cutoff }, cutoff);
    expect(await t.store.attachments.list(expired)).toEqual([]);
  });
});
