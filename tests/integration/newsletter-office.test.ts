// What a visitor is told after a sign-up (the same "check your inbox" whatever is known of the address, with and
// without script, in both languages), and the newsletter's page in the office: its counts, the audited download
// of the confirmed addresses, the invitation of the sign-ups from before confirmation
// (docs/privacy.md, "In the office").
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { newsletterTokens } from '#server/services/newsletter-tokens.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { officeAccount, officeGet, officePost, OFFICE_ORIGIN } from '../helpers/office-accounts.ts';
import { createTestApp, FIXED_NOW, TEST_NEWSLETTER_SECRET, type TestApp } from '../helpers/test-app.ts';

const CHECK_INBOX = {
  en: 'Almost done: check your inbox and confirm your subscription with the link we have sent you.',
  mn: 'Бараг боллоо: и-мэйлээ шалгаад, бидний илгээсэн холбоосоор захиалгаа баталгаажуулна уу.',
};

let t: TestApp;
let session: CsrfSession;
beforeEach(async () => {
  t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '1000' } });
  session = await startSession(t.app);
});
afterEach(() => t.close());

const subscribe = (email: string, lng = 'en') =>
  request(t.app)
    .post(`/api/subscribe?lng=${lng}`)
    .set('Cookie', session.cookie)
    .set('X-XSRF-TOKEN', session.token)
    .send({ email, consent: true });

const subscribeWithoutScript = (email: string, lng: 'en' | 'mn') =>
  request(t.app)
    .post(`/api/subscribe?lng=${lng}`)
    .set('Origin', OFFICE_ORIGIN)
    .set('Referer', `${OFFICE_ORIGIN}${lng === 'en' ? '/en/' : '/'}`)
    .set('Cookie', session.cookie)
    .type('form')
    .send({ email, consent: 'yes' });

const mails = () => t.store.db.prepare('SELECT subscription_id FROM newsletter_outbox').all();

/** Confirms a sign-up as its owner's link would. */
async function confirm(email: string) {
  const row = t.store.db.prepare('SELECT id FROM subscriptions WHERE email_normalized = ?').get(email) as {
    id: number;
  };
  await t.store.newsletter.confirm(row.id, newsletterTokens(TEST_NEWSLETTER_SECRET).suppressionHash(email), FIXED_NOW);
}

describe('the answer to a sign-up', () => {
  it.each(['en', 'mn'] as const)('says "check your inbox" in %s, with and without script', async (lng) => {
    const res = await subscribe(`script-${lng}@example.mn`, lng);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const page = await subscribeWithoutScript(`page-${lng}@example.mn`, lng);
    expect(page.status).toBe(200);
    expect(page.text).toContain(CHECK_INBOX[lng]);
    expect(mails()).toHaveLength(2);
  });

  it('is the same for a new, a pending and a confirmed address; only the new one is e-mailed at once', async () => {
    await subscribe('known@example.mn');
    await confirm('known@example.mn');
    const before = mails().length;
    const answers = await Promise.all(
      ['known@example.mn', 'KNOWN@example.mn', 'fresh@example.mn'].map((email) => subscribe(email)),
    );
    expect(answers.map((res) => [res.status, res.body])).toEqual([
      [200, { success: true }],
      [200, { success: true }],
      [200, { success: true }],
    ]);
    const pages = await Promise.all(
      ['known@example.mn', 'fresh2@example.mn'].map((email) => subscribeWithoutScript(email, 'en')),
    );
    expect(pages[0]?.text).toBe(pages[1]?.text);
    expect(mails().length - before).toBe(2);
  });

  it('stores the consent given with the sign-up', async () => {
    await subscribe('consent@example.mn', 'mn');
    expect(
      t.store.db
        .prepare(
          'SELECT status, consent_at, consent_language, consent_form FROM subscriptions WHERE email_normalized = ?',
        )
        .get('consent@example.mn'),
    ).toEqual({
      status: 'pending',
      consent_at: FIXED_NOW.toISOString(),
      consent_language: 'mn',
      consent_form: 'newsletter',
    });
  });
});

describe('office: the newsletter', () => {
  beforeEach(async () => {
    await subscribe('confirmed@example.mn');
    await confirm('confirmed@example.mn');
    await subscribe('waiting@example.mn');
    await t.store.enquiries.addSubscription('old@example.mn', 'mn', FIXED_NOW); // a sign-up from before confirmation
  });

  it('shows the counts to the inbox role and lets it download the confirmed addresses, audited', async () => {
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    const page = await officeGet(t, '/en/admin/newsletter', clerk);
    expect(page.status).toBe(200);
    for (const [state, count] of [
      ['confirmed', 1],
      ['pending', 1],
      ['legacy', 1],
      ['unsubscribed', 0],
    ] as const) {
      expect(page.text).toContain(`<dd data-count="${state}">${count}</dd>`);
    }
    expect(page.text).not.toContain('Ask them to confirm'); // an admin's to do

    const csv = await officeGet(t, '/en/admin/newsletter/confirmed.csv', clerk);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('newsletter-confirmed-2026-03-15.csv');
    const [header, ...rows] = csv.text.trimEnd().split('\r\n');
    expect(header).toBe('email,language,confirmed (UB),unsubscribe link');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      /^confirmed@example\.mn,en,2026-03-15 12:00,http:\/\/localhost:3000\/en\/newsletter\/unsubscribe\?t=u\.\w+\.[\w-]{22}$/,
    );
    const [entry] = await t.store.audit.list({}, undefined, 1);
    expect(entry).toMatchObject({ action: 'newsletter-exported', login: 'clerk', target: 'confirmed 1' });
  });

  it('refuses the newsletter to an account without the inbox role', async () => {
    const writer = await officeAccount(t, 'writer', ['editor']);
    expect((await officeGet(t, '/admin/newsletter', writer)).status).toBe(403);
    expect((await officeGet(t, '/admin/newsletter/confirmed.csv', writer)).status).toBe(403);
  });

  it('lets an admin ask the sign-ups from before confirmation to confirm, once, audited', async () => {
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    expect((await officePost(t, '/admin/newsletter/invite', clerk, {})).status).toBe(403);
    const boss = await officeAccount(t, 'boss', ['admin'], '/admin');
    const page = await officeGet(t, '/en/admin/newsletter', boss);
    expect(page.text).toContain('Ask them to confirm');
    const before = mails().length;
    const res = await officePost(t, '/en/admin/newsletter/invite', boss, {});
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/admin/newsletter?invited=1');
    expect(mails().length - before).toBe(1);
    expect(await t.store.newsletter.counts()).toEqual({ confirmed: 1, pending: 2, legacy: 0, unsubscribed: 0 });
    const after = await officeGet(t, res.headers.location ?? '', boss);
    expect(after.text).toContain('Confirmation e-mails are on their way to 1 addresses.');
    expect(after.text).not.toContain('Ask them to confirm');
    const [entry] = await t.store.audit.list({}, undefined, 1);
    expect(entry).toMatchObject({ action: 'newsletter-invited', login: 'boss', target: 'legacy 1' });
  });
});
