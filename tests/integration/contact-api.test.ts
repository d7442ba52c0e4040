import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { RenderMessage, MessagePage } from '#server/middleware/form-post.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

const readLocale = (lng: string, ns: string): unknown =>
  JSON.parse(readFileSync(path.resolve('locales', lng, `${ns}.json`), 'utf8'));
const mnForms = readLocale('mn', 'forms') as { errors: Record<string, string> };
const mnCommon = readLocale('mn', 'common') as { services: Record<string, { title: string }> };

const HOST = 'site.test';
const typed = { name: 'Bat Dorj', email: 'bat@example.mn', phone: '+976 9911 2233', message: 'Need 40.00R57 tyres' };
// The consent box ticked (tests/integration/consent.test.ts shows what it records and refuses).
const valid = { ...typed, consent: 'yes' };

interface RenderedPage extends MessagePage {
  status: number;
}

/** Stands in for the page renderer: records what it was asked to show and answers plain HTML. */
function fakeRenderer() {
  const pages: RenderedPage[] = [];
  const renderMessage: RenderMessage = async (req, res, status, page) => {
    pages.push({ status, ...page });
    const messages = page.messageKeys.map((key) => `<p>${req.t(key)}</p>`).join('');
    res.status(status).type('html').send(`<main>${messages}<a href="${page.backHref}">back</a></main>`);
  };
  return { pages, renderMessage };
}

async function appWith(env: Record<string, string> = {}, options: Parameters<typeof createTestApp>[0] = {}) {
  const renderer = fakeRenderer();
  const t = await createTestApp({
    env: { CONTACT_RATE_LIMIT: '1000', ...env },
    renderMessage: renderer.renderMessage,
    ...options,
  });
  return { t, pages: renderer.pages, session: await startSession(t.app) };
}

function postJson(t: TestApp, session: CsrfSession, url: string, body: object) {
  return request(t.app)
    .post(url)
    .set('Host', HOST)
    .set('Cookie', session.cookie)
    .set('X-XSRF-TOKEN', session.token)
    .send(body);
}

// A form posted by a browser from one of the site's pages: it names its origin (and, usually, the page).
function postForm(t: TestApp, session: CsrfSession, url: string, body: Record<string, string>, referer?: string) {
  const req = request(t.app)
    .post(url)
    .set('Host', HOST)
    .set('Origin', referer ? new URL(referer).origin : `http://${HOST}`)
    .set('Cookie', session.cookie)
    .set('Accept', 'text/html');
  if (referer) req.set('Referer', referer);
  return req.type('form').send(body);
}

const rows = (t: TestApp) => t.store.db.prepare('SELECT * FROM enquiries ORDER BY id').all();

let t: TestApp;
let session: CsrfSession;
let pages: RenderedPage[];
beforeAll(async () => {
  ({ t, session, pages } = await appWith());
});
afterAll(() => t.close());

describe('POST /api/contact', () => {
  it('answers 201 success and stores the enquiry with its language, page, time and request id', async () => {
    const res = await postJson(t, session, '/api/contact?lng=en', { ...valid, page: '/contact' }).set(
      'X-Request-Id',
      'contact-stored-1',
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const row = t.store.db.prepare('SELECT * FROM enquiries WHERE request_id = ?').get('contact-stored-1');
    expect(row).toEqual({
      id: expect.any(Number),
      kind: 'contact',
      ...typed,
      language: 'en',
      page: '/contact',
      request_id: 'contact-stored-1',
      created_at: FIXED_NOW.toISOString(),
      handled_at: null,
      handled_by: null,
      // What the inbox searches: name, e-mail and phone, folded to lower case.
      search_text: `${valid.name}\n${valid.email}\n${valid.phone}`.toLowerCase(),
      consent_at: FIXED_NOW.toISOString(),
      consent_version: '1.2',
      consent_language: 'en',
      consent_form: 'contact',
      anonymised_at: null,
    });
  });

  it('stores a quotation request with its kind and trimmed fields, in Mongolian by default', async () => {
    const message = 'Quotation request for product: Tricone bit 9 7/8"';
    const res = await postJson(t, session, '/api/contact', {
      name: '  Оюунчимэг ',
      email: ' oyu@example.mn',
      phone: '99112233 ',
      message,
      kind: 'quotation',
      consent: true,
    })
      .set('Referer', `http://${HOST}/shop-single/tricone-bit?x=1`)
      .set('X-Request-Id', 'quotation-1');
    expect(res.status).toBe(201);
    expect(t.store.db.prepare('SELECT * FROM enquiries WHERE request_id = ?').get('quotation-1')).toMatchObject({
      kind: 'quotation',
      name: 'Оюунчимэг',
      email: 'oyu@example.mn',
      phone: '99112233',
      message,
      language: 'mn',
      page: '/shop-single/tricone-bit',
    });
  });

  it('queues no office e-mail while notification is off', async () => {
    const res = await postJson(t, session, '/api/contact', valid);
    expect(res.status).toBe(201);
    expect(t.store.db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 });
  });

  it("queues the office e-mail and the sender's acknowledgement with the enquiry when notification is on", async () => {
    const notifying = await appWith({ SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TO: 'office@example.mn' });
    try {
      const res = await postJson(notifying.t, notifying.session, '/api/contact', valid);
      expect(res.status).toBe(201);
      const [stored] = rows(notifying.t) as Array<{ id: number }>;
      expect(notifying.t.store.db.prepare('SELECT enquiry_id, kind, sent_at FROM outbox ORDER BY id').all()).toEqual([
        { enquiry_id: stored?.id, kind: 'notify-office', sent_at: null },
        { enquiry_id: stored?.id, kind: 'acknowledge-sender', sent_at: null },
      ]);
    } finally {
      notifying.t.close();
    }
  });

  it('logs the enquiry id but never the e-mail, phone or message', async () => {
    const res = await postJson(t, session, '/api/contact', { ...valid, email: 'private-person@example.mn' }).set(
      'X-Request-Id',
      'contact-log-1',
    );
    expect(res.status).toBe(201);
    const lines = t.logs.filter((line) => line.reqId === 'contact-log-1' || line.req);
    expect(lines.some((line) => line.msg === 'enquiry stored' && typeof line.enquiryId === 'number')).toBe(true);
    const all = JSON.stringify(t.logs);
    expect(all).not.toContain('private-person');
    expect(all).not.toContain('9911 2233');
    expect(all).not.toContain('40.00R57');
  });

  describe('invalid input', () => {
    it('answers 400 in English with every missing field', async () => {
      const res = await postJson(t, session, '/api/contact?lng=en', {});
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: 'Please correct the highlighted fields.',
        fields: {
          name: 'Name is required',
          email: 'Email is required',
          phone: 'Phone is required',
          message: 'Message is required',
          consent: 'Please tick the box to agree: without your consent we cannot accept the data you entered.',
        },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 400 in Mongolian with every missing field', async () => {
      const res = await postJson(t, session, '/api/contact', { name: ' ', email: '', phone: '', message: '' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        name: mnForms.errors.name,
        email: mnForms.errors.email,
        phone: mnForms.errors.phone,
        message: mnForms.errors.message,
        consent: mnForms.errors.consent,
      });
      expect(res.body.fields.name).not.toBe('Name is required');
      expect(res.body.success).toBe(false);
    });

    it.each([
      ['en', 'Email address is invalid'],
      ['mn', mnForms.errors.emailInvalid],
    ])('answers 400 in %s for a malformed e-mail, naming only that field', async (lng, wording) => {
      const res = await postJson(t, session, `/api/contact?lng=${lng}`, { ...valid, email: 'bat@example' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ email: wording });
    });

    it('answers 400 for text over its limit', async () => {
      const res = await postJson(t, session, '/api/contact?lng=en', { ...valid, name: 'n'.repeat(201) });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ name: 'This text is too long.' });
    });

    it('answers 400 naming the field for a NUL in the phone or a lone surrogate in the name, and stores nothing', async () => {
      const before = rows(t).length;
      const nul = await postJson(t, session, '/api/contact?lng=en', { ...valid, phone: '9911\u00002233' });
      expect(nul.status).toBe(400);
      expect(nul.body.fields).toEqual({
        phone: 'Phone number contains characters that cannot be accepted (control codes or broken characters).',
      });
      const surrogate = await postJson(t, session, '/api/contact', { ...valid, name: 'Bat\ud800' });
      expect(surrogate.status).toBe(400);
      expect(surrogate.body.fields).toEqual({
        name: 'Нэр хүлээн авах боломжгүй тэмдэгт агуулж байна (удирдлагын код эсвэл эвдэрсэн тэмдэгт).',
      });
      expect(rows(t)).toHaveLength(before);
    });

    it('answers 400 for a service enquiry without its service and note', async () => {
      const res = await postJson(t, session, '/api/contact?lng=en', {
        name: 'Bat',
        email: 'bat@example.mn',
        phone: '9911',
        kind: 'service',
        consent: 'yes',
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ service: 'Please choose a service', note: 'Note is required' });
    });

    it('stores nothing for invalid input', async () => {
      const before = rows(t).length;
      await postJson(t, session, '/api/contact', { ...valid, phone: '' });
      expect(rows(t)).toHaveLength(before);
    });
  });

  it('answers 403 without a CSRF token and stores nothing', async () => {
    const before = rows(t).length;
    const res = await request(t.app).post('/api/contact?lng=en').set('Cookie', session.cookie).send(valid);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(rows(t)).toHaveLength(before);
  });

  it('answers 413 to an oversize body', async () => {
    const res = await postJson(t, session, '/api/contact?lng=en', { ...valid, message: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'The submitted data is too large.' });
  });

  it('answers a filled honeypot exactly like a success and stores nothing', async () => {
    const before = rows(t).length;
    const trapped = await postJson(t, session, '/api/contact', { ...valid, website: 'http://spam.example' });
    const genuine = await postJson(t, session, '/api/contact', { ...valid, website: '' });
    expect(trapped.status).toBe(genuine.status);
    expect(trapped.body).toEqual(genuine.body);
    expect(rows(t)).toHaveLength(before + 1);
  });
});

describe('POST /api/contact from a form posted without script', () => {
  it('stores the enquiry and answers the success page with a link back to the form', async () => {
    pages.length = 0;
    const res = await postForm(
      t,
      session,
      '/api/contact?lng=en',
      { ...valid, website: '' },
      `http://${HOST}/en/contact`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('Thank you, your message has been sent!');
    expect(pages).toEqual([{ status: 200, messageKeys: ['forms:success'], backHref: '/en/contact' }]);
    expect(rows(t).at(-1)).toMatchObject({ ...typed, page: '/en/contact', language: 'en' });
  });

  it('keeps a Referer of //host/… off the site: the stored page is none and the link back is a path of this site', async () => {
    pages.length = 0;
    const res = await postForm(
      t,
      session,
      '/api/contact?lng=en',
      { ...valid, website: '' },
      `http://${HOST}//evil.example/phish`,
    );
    expect(res.status).toBe(200);
    expect(pages).toEqual([{ status: 200, messageKeys: ['forms:success'], backHref: '/evil.example/phish' }]);
    expect(rows(t).at(-1)).toMatchObject({ ...typed, page: null });
  });

  it('answers 400 with the messages of the fields to correct', async () => {
    pages.length = 0;
    const res = await postForm(
      t,
      session,
      '/api/contact?lng=en',
      { ...valid, email: 'nope', message: '' },
      `http://${HOST}/`,
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain('Email address is invalid');
    expect(res.text).toContain('Message is required');
    expect(pages[0]).toMatchObject({
      status: 400,
      messageKeys: ['forms:errors.emailInvalid', 'forms:errors.message'],
      backHref: '/',
    });
  });

  it('refuses a form posted from another site with 403, and stores nothing', async () => {
    const before = rows(t).length;
    const res = await postForm(t, session, '/api/contact', valid, 'https://evil.example/contact');
    expect(res.status).toBe(403);
    expect(rows(t)).toHaveLength(before);
  });

  it.each([
    ['en', 'International Trading'],
    ['mn', mnCommon.services.trading?.title],
  ])('composes a service enquiry in %s from its service and note', async (lng, title) => {
    const res = await postForm(
      t,
      session,
      `/api/contact?lng=${lng}`,
      {
        ...valid,
        message: undefined as never,
        kind: 'service',
        service: 'international-trading',
        note: 'Two containers',
      },
      `http://${HOST}/service-single/international-trading`,
    ).set('X-Request-Id', `service-nojs-${lng}`);
    expect(res.status).toBe(200);
    expect(t.store.db.prepare('SELECT * FROM enquiries WHERE request_id = ?').get(`service-nojs-${lng}`)).toMatchObject(
      {
        kind: 'service',
        message: `Service: ${title}, Note: Two containers`,
        page: '/service-single/international-trading',
        language: lng,
      },
    );
  });

  it('answers a filled honeypot with the success page and stores nothing', async () => {
    pages.length = 0;
    const before = rows(t).length;
    const res = await postForm(t, session, '/api/contact', { ...valid, website: 'spam' });
    expect(res.status).toBe(200);
    expect(pages).toEqual([{ status: 200, messageKeys: ['forms:success'], backHref: '/' }]);
    expect(rows(t)).toHaveLength(before);
  });
});

describe('POST /api/subscribe', () => {
  it('stores an address once, ignoring case, and answers success both times', async () => {
    const first = await postJson(t, session, '/api/subscribe', { email: 'News@Example.mn', consent: 'yes' });
    const again = await postJson(t, session, '/api/subscribe', { email: 'news@example.MN', consent: 'yes' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.body).toEqual({ success: true });
    expect(again.body).toEqual({ success: true });
    expect(
      t.store.db.prepare("SELECT email, language FROM subscriptions WHERE email_normalized = 'news@example.mn'").all(),
    ).toEqual([{ email: 'News@Example.mn', language: 'mn' }]);
  });

  it.each([
    ['en', 'Please enter a valid email address.'],
    ['mn', 'Зөв и-мэйл хаяг оруулна уу.'],
  ])('answers 400 in %s for an invalid address', async (lng, wording) => {
    const res = await postJson(t, session, `/api/subscribe?lng=${lng}`, { email: 'news@example', consent: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: wording, fields: { email: wording } });
  });

  it('answers a form posted without script with the thank-you page', async () => {
    pages.length = 0;
    const res = await postForm(
      t,
      session,
      '/api/subscribe?lng=en',
      { email: 'nojs@example.mn', consent: 'yes' },
      `http://${HOST}/home`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('Almost done: check your inbox and confirm your subscription');
    expect(pages).toEqual([{ status: 200, messageKeys: ['forms:subscribe.success'], backHref: '/home' }]);
  });
});

describe('rate limit', () => {
  let limited: Awaited<ReturnType<typeof appWith>>;
  afterEach(() => limited.t.close());

  it('answers 429 once an address has used its budget across both endpoints', async () => {
    limited = await appWith({ CONTACT_RATE_LIMIT: '2' });
    const { t: app, session: s } = limited;
    expect((await postJson(app, s, '/api/contact', valid)).status).toBe(201);
    expect((await postJson(app, s, '/api/subscribe', { email: 'a@example.mn', consent: 'yes' })).status).toBe(200);

    const res = await postJson(app, s, '/api/contact?lng=en', valid);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: 'Too many requests. Please wait a few minutes and try again.' });
    expect(res.headers['retry-after']).toBeDefined();
    expect(rows(app)).toHaveLength(1);

    const mn = await postJson(app, s, '/api/subscribe', { email: 'b@example.mn', consent: 'yes' });
    expect(mn.status).toBe(429);
    expect(mn.body.error).toBe('Хэт олон хүсэлт илгээлээ. Хэдэн минут хүлээгээд дахин оролдоно уу.');
  });

  it('answers a form posted without script with the 429 page', async () => {
    limited = await appWith({ CONTACT_RATE_LIMIT: '1' });
    await postJson(limited.t, limited.session, '/api/contact', valid);
    const res = await postForm(limited.t, limited.session, '/api/contact', valid, `http://${HOST}/contact`);
    expect(res.status).toBe(429);
    expect(limited.pages).toEqual([{ status: 429, messageKeys: ['errors:tooMany'], backHref: '/contact' }]);
  });
});

describe('durability', () => {
  it('still has the enquiry after the store is closed and opened again (a restart)', async () => {
    const first = await appWith();
    const res = await postJson(first.t, first.session, '/api/contact', valid).set('X-Request-Id', 'restart-1');
    expect(res.status).toBe(201);
    first.t.store.close();

    const reopened = openSqliteStore(first.t.dataDir);
    const enquiries = await reopened.enquiries.listEnquiries();
    reopened.close();
    rmSync(first.t.dataDir, { recursive: true, force: true });
    expect(enquiries).toEqual([expect.objectContaining({ ...typed, requestId: 'restart-1' })]);
  });

  it('answers 500 with the generic error, never success, when the store cannot write', async () => {
    const failing = await appWith(
      {},
      {
        wrapStore: (real) => ({
          ...real,
          enquiries: {
            ...real.enquiries,
            insertEnquiry: async () => {
              throw new Error('disk I/O error');
            },
          },
        }),
      },
    );
    try {
      const res = await postJson(failing.t, failing.session, '/api/contact?lng=en', valid);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        success: false,
        error: 'Some issues have occurred in certain parts of the system.',
      });
      expect(failing.t.logs.some((line) => line.msg === 'unhandled error')).toBe(true);
      expect(rows(failing.t)).toHaveLength(0);
    } finally {
      failing.t.close();
    }
  });
});
