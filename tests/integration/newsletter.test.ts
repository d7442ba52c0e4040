// The newsletter confirmed (docs/privacy.md, "Newsletter"), end to end through the app on both engines: a sign-up
// is pending until the e-mailed link is used, once and within 7 days; every e-mail carries RFC 8058's one-click
// unsubscribe, which works with a bare POST; an unsubscribed address is kept only as its hash.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals';
import type { i18n as I18n } from 'i18next';
import type { Pool } from 'pg';
import { pino } from 'pino';
import request from 'supertest';
import { createI18n } from '#server/i18n.ts';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { newsletterLinks } from '#server/services/newsletter-mail.ts';
import { createNewsletterOutbox, type NewsletterOutbox } from '#server/services/newsletter-outbox.ts';
import { newsletterTokens } from '#server/services/newsletter-tokens.ts';
import type { Store } from '#server/storage/store.ts';
import type { SqliteStore } from '#server/storage/sqlite-store.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { bodyText, startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../helpers/fake-smtp.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';
import { createTestApp, FIXED_NOW, TEST_NEWSLETTER_SECRET, type TestApp } from '../helpers/test-app.ts';

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
const tokens = newsletterTokens(TEST_NEWSLETTER_SECRET);

let smtp: FakeSmtp;
let mailer: Mailer;
let i18n: I18n;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'website@localhost' });
  i18n = await createI18n();
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

/** The header fields of a received message, folded lines joined. */
function headersOf(mail: ReceivedMail): Record<string, string> {
  const head = mail.raw.split('\r\n\r\n', 1)[0] ?? '';
  const fields = head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  return Object.fromEntries(
    fields.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

/** Every text a database holds, table by table: for "no trace of the address" checks. */
async function everyText(store: Store): Promise<string> {
  if (store.engine === 'sqlite') {
    const { db } = store as SqliteStore;
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
    return tables
      .map(({ name }) =>
        JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all(), (_key, value: unknown) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
        ),
      )
      .join('\n');
  }
  const { pool } = store as Store & { pool: Pool };
  const { rows } = await pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const texts = await Promise.all(
    rows.map(async ({ name }) =>
      (await pool.query(`SELECT t::text AS row FROM "${name}" t`)).rows
        .map((row: { row: string }) => row.row)
        .join('\n'),
    ),
  );
  return texts.join('\n');
}

describeEachEngine('Newsletter', (engine) => {
  let store: Store;
  let t: TestApp;
  let session: CsrfSession;
  let outbox: NewsletterOutbox;
  let now: Date;
  useFreshDatabase(engine, (opened) => ({ store } = opened));

  beforeEach(async () => {
    now = FIXED_NOW;
    smtp.messages.length = 0;
    const clock = { now: () => now };
    // The app on this engine's store (the test app's own SQLite store is left unused on PostgreSQL).
    t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '1000' }, clock, wrapStore: () => store });
    session = await startSession(t.app);
    outbox = createNewsletterOutbox({
      store: store.newsletter,
      mailer,
      clock,
      logger: pino({ level: 'silent' }),
      i18n,
      links: newsletterLinks(ORIGIN, tokens),
      intervalMs: 1000,
      claimMs: 60_000,
    });
  });
  afterEach(() => t.close());

  const subscribe = (email: string, lng = 'en') =>
    request(t.app)
      .post(`/api/subscribe?lng=${lng}`)
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send({ email, consent: true });

  /** Signs up, runs the job and returns the e-mail it sent, with its links. */
  async function signUpAndReceive(email: string, lng = 'en') {
    expect((await subscribe(email, lng)).status).toBe(200);
    const before = smtp.messages.length;
    expect(await outbox.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    const mail = smtp.messages[before];
    if (!mail) throw new Error('no e-mail arrived');
    const text = bodyText(mail.raw);
    const urls = text.split(/\s+/).filter((word) => word.startsWith(ORIGIN));
    const [confirm = '', unsubscribe = ''] = urls.map((url) => url.slice(ORIGIN.length));
    return { mail, text, headers: headersOf(mail), confirm, unsubscribe };
  }

  /** The confirm page's button, posted by a browser from the page (the form has no action: the page's address). */
  const pressButton = (path: string) =>
    request(t.app).post(path).set('Origin', ORIGIN).set('Cookie', session.cookie).type('form').send('');

  it("e-mails a signed confirmation link in the sign-up's language, with one-click unsubscribe headers and link", async () => {
    const { mail, text, headers, confirm, unsubscribe } = await signUpAndReceive('Reader@example.mn');
    expect(mail.to).toEqual(['Reader@example.mn']);
    expect(headers.subject).toContain('Please confirm your subscription');
    expect(confirm).toMatch(/^\/en\/newsletter\/confirm\?t=c\.\w+\.\w+\.[\w-]{22}$/);
    expect(unsubscribe).toMatch(/^\/en\/newsletter\/unsubscribe\?t=u\.\w+\.[\w-]{22}$/);
    expect(headers['list-unsubscribe']).toBe(`<${ORIGIN}${unsubscribe}>`);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain('Unsubscribe here:');
    expect(text).not.toContain('Reader@example.mn');

    const mn = await signUpAndReceive('uyanga@example.mn', 'mn');
    expect(mn.confirm).toMatch(/^\/newsletter\/confirm\?t=/);
    expect(mn.text).toContain('Баталгаажуулахын тулд энэ холбоосыг нээж');
    expect(mn.headers['list-unsubscribe']).toBe(`<${ORIGIN}${mn.unsubscribe}>`);
  });

  it("confirms only when the page's button is pressed, once; a second press says it was already done", async () => {
    const { confirm } = await signUpAndReceive('once@example.mn');
    const page = await request(t.app).get(confirm);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      /<form method="post"><button type="submit" class="button">Confirm my subscription<\/button><\/form>/,
    );
    expect(await store.newsletter.counts()).toMatchObject({ confirmed: 0, pending: 1 });

    const first = await pressButton(confirm);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Thank you: your subscription is confirmed.');
    const second = await pressButton(confirm);
    expect(second.status).toBe(200);
    expect(second.text).toContain('Your subscription was already confirmed');
    expect(await store.newsletter.counts()).toMatchObject({ confirmed: 1, pending: 0 });

    const mn = await signUpAndReceive('bold@example.mn', 'mn');
    expect((await pressButton(mn.confirm)).text).toContain('Баярлалаа: таны захиалга баталгаажлаа.');
  });

  it('refuses a link after 7 days, and the job deletes the sign-up left unconfirmed', async () => {
    const { confirm } = await signUpAndReceive('late@example.mn');
    now = new Date(FIXED_NOW.getTime() + 7 * DAY + 1000);
    const res = await pressButton(confirm);
    expect(res.status).toBe(410);
    expect(res.text).toContain('This confirmation link has expired');
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0, deleted: 1 });
    expect(await store.newsletter.counts()).toEqual({ confirmed: 0, pending: 0, legacy: 0, unsubscribed: 0 });
    expect(await everyText(store)).not.toContain('late@example.mn');
  });

  it('refuses a forged or damaged link', async () => {
    const { confirm, unsubscribe } = await signUpAndReceive('forged@example.mn');
    const other = confirm.replace(/c\.(\w+)\./, (_m, id: string) => `c.${(parseInt(id, 36) + 1).toString(36)}.`);
    for (const path of [
      other,
      confirm.slice(0, -1),
      '/en/newsletter/confirm',
      unsubscribe.replace('/unsubscribe', '/confirm'),
    ]) {
      const res = await pressButton(path);
      expect(res.status).toBe(400);
      expect(res.text).toContain('This confirmation link is not valid');
    }
    expect(await store.newsletter.counts()).toMatchObject({ pending: 1, unsubscribed: 0 });
  });

  it('answers an unsubscribe link of a wrong MAC as one of a sign-up that is gone, and unsubscribes nobody', async () => {
    const { unsubscribe } = await signUpAndReceive('kept@example.mn');
    const damaged = await request(t.app).post(`${unsubscribe.slice(0, -2)}xy`);
    const missing = await request(t.app).post(unsubscribe.replace(/u\.(\w+)\./, 'u.zzzz.'));
    expect([damaged.status, missing.status]).toEqual([200, 200]);
    const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    expect(main(damaged.text)).toBe(main(missing.text));
    expect(main(damaged.text)).toContain('You are unsubscribed');
    expect(await store.newsletter.counts()).toMatchObject({ pending: 1, unsubscribed: 0 });
  });

  it("unsubscribes with a bare one-click POST (no cookie, no token, no origin), keeping only the address's hash", async () => {
    const { confirm, headers } = await signUpAndReceive('Leaver@Example.mn');
    await pressButton(confirm);
    const target = headers['list-unsubscribe']?.slice(1, -1).slice(ORIGIN.length) ?? '';
    // What a mail provider sends (RFC 8058 §3.2): the header's key and value as the body, nothing else.
    const res = await request(t.app)
      .post(target)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.text).toContain('You are unsubscribed');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await store.newsletter.counts()).toEqual({ confirmed: 0, pending: 0, legacy: 0, unsubscribed: 1 });
    const everything = await everyText(store);
    expect(everything.toLowerCase()).not.toContain('leaver@example.mn');
    expect(everything).toContain(tokens.suppressionHash('leaver@example.mn'));
    // A second press (the page's button, or the provider again) says the same.
    const again = await request(t.app).post(target).type('form').send('List-Unsubscribe=One-Click');
    expect(again.status).toBe(200);
  });

  it('starts a fresh confirmation for an unsubscribed address, and its confirmation drops the hash', async () => {
    const first = await signUpAndReceive('back@example.mn');
    await request(t.app).post(first.unsubscribe);
    expect(await store.newsletter.counts()).toMatchObject({ pending: 0, unsubscribed: 1 });
    // A minute later: the old link, even where SQLite gave the new sign-up the deleted one's id, is not its link.
    now = new Date(FIXED_NOW.getTime() + 60_000);
    const second = await signUpAndReceive('back@example.mn');
    expect(second.confirm).not.toBe(first.confirm);
    expect((await pressButton(first.confirm)).status).toBe(400);
    expect((await pressButton(second.confirm)).status).toBe(200);
    expect(await store.newsletter.counts()).toEqual({ confirmed: 1, pending: 0, legacy: 0, unsubscribed: 0 });
  });
});
