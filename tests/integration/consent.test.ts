// Issue #28: every form that takes personal data asks for consent to the privacy notice. Without it nothing is
// stored and the visitor is told why in the page's language (JSON for script; the form again, with what was typed,
// without script); with it the stored enquiry or sign-up records the consent: time, notice version, language, form.
// On both engines: the app's enquiries are written to the engine's store.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Store } from '#server/storage/store.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { officeAccount, officeGet } from '../helpers/office-accounts.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

const HOST = 'site.test';
const forms = (lng: string) =>
  JSON.parse(readFileSync(path.resolve('locales', lng, 'forms.json'), 'utf8')) as {
    errors: Record<string, string>;
    consent: Record<string, string>;
  };
const typed = { name: 'Bat Dorj', email: 'bat@example.mn', phone: '+976 9911 2233', message: 'Need 40.00R57 tyres' };

describeEachEngine('Consent to the privacy notice', (engine) => {
  let store: Store;
  let t: TestApp;
  let session: CsrfSession;
  useFreshDatabase(engine, (opened) => ({ store } = opened));
  beforeEach(async () => {
    // Notification on, so the outbox rows an enquiry would queue can be counted too (nothing sends them here).
    const env = { CONTACT_RATE_LIMIT: '1000', SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TO: 'office@example.mn' };
    t = await createTestApp({ env, wrapStore: () => store });
    session = await startSession(t.app);
  });
  afterEach(() => t.close());

  const postJson = (url: string, body: object) =>
    request(t.app)
      .post(url)
      .set('Host', HOST)
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send(body);
  // A form the browser posts itself from one of the site's pages.
  const postForm = (url: string, body: Record<string, string>, page: string) =>
    request(t.app)
      .post(url)
      .set('Host', HOST)
      .set('Origin', `http://${HOST}`)
      .set('Referer', `http://${HOST}${page}`)
      .set('Cookie', session.cookie)
      .set('Accept', 'text/html')
      .type('form')
      .send(body);
  const stored = () => store.enquiries.listEnquiries();

  it.each(['en', 'mn'])('stores an enquiry sent with the box ticked with its consent, in %s', async (lng) => {
    const res = await postJson(`/api/contact?lng=${lng}`, { ...typed, consent: true, page: '/contact' });
    expect(res.status).toBe(201);
    expect(await stored()).toEqual([
      expect.objectContaining({
        ...typed,
        language: lng,
        consent: { at: FIXED_NOW, version: '1.2', language: lng, form: 'contact' },
      }),
    ]);
  });

  it('records the form the consent was given on: the quote list, a quotation, a service form without script', async () => {
    const items = [{ slug: 'otr-tyre-40-00r57-e4', name: 'OTR Tyre 40.00R57 E4', qty: 2 }];
    const list = { ...typed, consent: true, kind: 'quotation', form: 'quote-list', items };
    expect((await postJson('/api/contact?lng=en', list)).status).toBe(201);
    const quotation = { ...typed, consent: true, kind: 'quotation', message: 'Quotation request for product: X' };
    expect((await postJson('/api/contact?lng=en', quotation)).status).toBe(201);
    const { name, email, phone } = typed;
    const service = { name, email, phone, kind: 'service', service: 'consulting-services', note: 'Two days' };
    const noScript = await postForm('/api/contact?lng=mn', { ...service, consent: 'yes' }, '/service-single/x');
    expect(noScript.status).toBe(200);
    expect((await stored()).map((enquiry) => enquiry.consent)).toEqual([
      { at: FIXED_NOW, version: '1.2', language: 'en', form: 'quote-list' },
      { at: FIXED_NOW, version: '1.2', language: 'en', form: 'quotation' },
      { at: FIXED_NOW, version: '1.2', language: 'mn', form: 'service' },
    ]);
  });

  it.each(['en', 'mn'])(
    'refuses an enquiry without consent in %s: 400, the site message, nothing kept',
    async (lng) => {
      for (const consent of [undefined, false, 'no']) {
        const res = await postJson(`/api/contact?lng=${lng}`, { ...typed, consent });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, fields: { consent: forms(lng).errors.consent } });
      }
      expect(await stored()).toEqual([]);
      expect(await store.enquiries.unsentNotifications()).toMatchObject({ count: 0 });
    },
  );

  it.each(['en', 'mn'])('refuses a sign-up without consent in %s with the site message', async (lng) => {
    const res = await postJson(`/api/subscribe?lng=${lng}`, { email: 'news@example.mn' });
    expect(res.status).toBe(400);
    const message = forms(lng).errors.consent;
    expect(res.body).toEqual({ success: false, error: message, fields: { consent: message } });
  });

  it.each(['en', 'mn'])(
    'answers a form posted without script and without consent with the form again, as typed, in %s',
    async (lng) => {
      const page = lng === 'en' ? '/en/contact' : '/contact';
      const res = await postForm(`/api/contact?lng=${lng}`, { ...typed, website: '' }, page);
      expect(res.status).toBe(400);
      expect(res.headers.location).toBeUndefined();
      const html = res.text;
      expect(html).toContain(forms(lng).errors.consent);
      for (const value of [typed.name, typed.email, typed.phone, typed.message]) expect(html).toContain(value);
      // The box to tick, unticked, with its message and the notice's link; the form posts where it did.
      expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*type="checkbox"[^>]*name="consent"[^>]*value="yes"/);
      expect(html).not.toMatch(/name="consent"[^>]*checked/);
      expect(html).toContain(forms(lng).consent.enquiry);
      expect(html).toContain(`href="${lng === 'en' ? '/en/privacy' : '/privacy'}"`);
      expect(html).toContain(`action="/api/contact?lng=${lng}"`);
      expect(await stored()).toEqual([]);

      // Ticked and sent again from that page: received.
      const again = await postForm(`/api/contact?lng=${lng}`, { ...typed, consent: 'yes' }, page);
      expect(again.status).toBe(200);
      expect(await stored()).toHaveLength(1);
    },
  );

  it('records the version of the notice the office has published', async () => {
    const version = 'privacy:notice.version';
    await t.store.content.publish('text', version, { mn: '2.0', en: '2.0-en' }, 0, 'writer', FIXED_NOW);
    await t.texts.refresh();
    expect((await postJson('/api/contact?lng=en', { ...typed, consent: 'yes' })).status).toBe(201);
    expect((await postJson('/api/contact?lng=mn', { ...typed, consent: 'yes' })).status).toBe(201);
    expect((await stored()).map((enquiry) => enquiry.consent?.version)).toEqual(['2.0-en', '2.0']);
  });

  it('keeps the consent out of the logs with the rest of the personal data, and out of the address', async () => {
    const res = await postJson('/api/contact?lng=en', { ...typed, consent: 'yes' });
    expect(res.status).toBe(201);
    const logs = JSON.stringify(t.logs);
    for (const value of Object.values(typed)) expect(logs).not.toContain(value);
  });
});

describe('the consent in the office', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it("is shown on the enquiry's page and written by both exports", async () => {
    const session = await startSession(t.app);
    await request(t.app)
      .post('/api/contact?lng=mn')
      .set('Host', HOST)
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send({
        ...typed,
        consent: true,
        kind: 'quotation',
        form: 'quote-list',
        items: [{ slug: null, name: 'X', qty: 1 }],
      })
      .expect(201);
    const [enquiry] = await t.store.enquiries.listEnquiries();
    const office = await officeAccount(t, 'clerk', ['inbox'], '/en/admin');

    const page = await officeGet(t, `/en/admin/enquiry/${enquiry?.id}`, office);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Consent to the privacy notice');
    // 2026-03-15 04:00 UTC is 12:00 in Ulaanbaatar.
    expect(page.text).toContain(
      'Given on 2026-03-15 12:00 on the quote list form, to notice version 1.2, in Mongolian.',
    );

    const csv = await officeGet(t, '/en/admin/export.csv', office).buffer(true);
    expect(csv.text.split('\r\n')[1]).toMatch(/,2026-03-15T04:00:00\.000Z,1\.2,mn,quote-list$/);
    const json = await officeGet(t, '/en/admin/export.json', office);
    expect(JSON.parse(json.text)).toEqual([
      expect.objectContaining({
        consent: { at: '2026-03-15T04:00:00.000Z', version: '1.2', language: 'mn', form: 'quote-list' },
      }),
    ]);
  });
});
