// The webhook to the company's CRM (docs/webhook.md) on both engines, against a real receiver on 127.0.0.1: each
// event the site makes through its own flows (an enquiry posted, a sign-up confirmed, a quotation sent from the
// office, the buyer's acceptance and the enquiry it makes) reaches the receiver once with a 2xx after its 500s,
// signed, version 1; two replicas' jobs on one database never deliver an event twice; without WEBHOOK_URL no event
// is written.
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import request from 'supertest';
import { pino } from 'pino';
import { buyerLinks } from '#server/quotations/buyer-link.ts';
import { newsletterLinks } from '#server/services/newsletter-mail.ts';
import { newsletterTokens } from '#server/services/newsletter-tokens.ts';
import type { Store } from '#server/storage/store.ts';
import { testEvent } from '#server/webhook/webhook-events.ts';
import { createWebhookJob } from '#server/webhook/webhook-job.ts';
import { verifySignature } from '../../docs/examples/webhook-receiver.mjs';
import { startSession } from '../helpers/csrf.ts';
import { databaseText } from '../helpers/database-text.ts';
import { formOf } from '../helpers/office-form.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost } from '../helpers/office-accounts.ts';
import { storeQuotationRequest } from '../helpers/quotation-fixture.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, FIXED_NOW, TEST_NEWSLETTER_SECRET, type TestAppOnDatabase } from '../helpers/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

const SECRET = 'webhook-secret-for-the-tests-0123456789';
const CSRF_SECRET = 'test-secret-that-is-long-enough-0123456789';
const SILENT = pino({ level: 'silent' });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

interface Event {
  version: number;
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

describeEachEngine('the webhook', (engine) => {
  let database: TestDatabase;
  let t: TestAppOnDatabase | undefined;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
    receiver.reset();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const on = () => ({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
  const appWith = async (env: Record<string, string>) => {
    t = await createTestAppOn(database, { env: { CONTACT_RATE_LIMIT: '1000', ...env } });
    return t;
  };

  /** The delivery job of one replica on `store`, its clock at `now()`. */
  const jobOn = (store: Store, now: () => Date) =>
    createWebhookJob({
      deliveries: store.webhook,
      webhook: { url: receiver.url, secret: SECRET },
      userAgent: 'localhost-webhook/1',
      clock: { now },
      logger: SILENT,
      intervalMs: 1000,
      claimMs: 60_000,
    });

  /** A contact enquiry and a newsletter sign-up confirmed, through the site's pages and API. */
  async function visitorActs(app: TestAppOnDatabase) {
    const session = await startSession(app.app);
    const json = (path: string) =>
      request(app.app).post(path).set('Cookie', session.cookie).set('X-XSRF-TOKEN', session.token);
    const contact = { name: 'Bat Dorj', email: 'bat@example.mn', phone: '+976 9911 2233', message: 'Need tyres' };
    expect((await json('/api/contact').send({ ...contact, consent: 'yes' })).status).toBe(201);
    expect((await json('/api/subscribe?lng=en').send({ email: 'reader@example.mn', consent: true })).status).toBe(200);
    const subscription = await app.store.newsletter.find(1);
    if (!subscription?.confirmSentAt) throw new Error('no sign-up');
    const links = newsletterLinks(OFFICE_ORIGIN, newsletterTokens(TEST_NEWSLETTER_SECRET));
    const confirm = links.confirm(subscription, subscription.confirmSentAt, 'en').slice(OFFICE_ORIGIN.length);
    const pressed = await request(app.app)
      .post(confirm)
      .set('Origin', OFFICE_ORIGIN)
      .set('Cookie', session.cookie)
      .type('form')
      .send('');
    expect(pressed.status).toBeLessThan(400);
    expect((await app.store.newsletter.counts()).confirmed).toBe(1);
  }

  it('delivers every event once, signed, each after the receiver’s two 500s, and shows them in the office', async () => {
    receiver.settings.failures = 2;
    const app = await appWith(on());
    await visitorActs(app);
    // The request itself is stored beside the app (no event: the app did not take it); the office quotes and
    // sends it, and the buyer accepts it on their page.
    const enquiryId = await storeQuotationRequest(app.store);
    const admin = await officeAccount(app, 'bat', ['admin'], '/admin');
    const page = await officeGet(app, `/admin/enquiry/${enquiryId}/quotation`, admin);
    const form = formOf(page.text);
    const sent = await officePost(app, `/admin/enquiry/${enquiryId}/quotation`, admin, {
      ...form,
      'lines.1.unitPriceMnt': '800000',
      action: 'send',
    });
    expect(sent.status).toBe(303);
    const quotation = await app.store.quotations.ofEnquiry(enquiryId);
    if (!quotation) throw new Error('no quotation');
    const buyerPage = buyerLinks(CSRF_SECRET).buyerLinkPath(quotation, 'mn');
    const accepted = await request(app.app)
      .post(`${buyerPage}/accept`)
      .set('Origin', 'null')
      .type('form')
      .send({ version: '1' });
    expect(accepted.status).toBe(303);

    let now = new Date(FIXED_NOW.getTime() + 1000);
    const job = jobOn(app.store, () => now);
    expect(await job.runOnce()).toEqual({ delivered: 0, failed: 5 });
    // Not due again until the back-off has passed (30 s after the first failure, a minute after the second).
    expect(await job.runOnce()).toEqual({ delivered: 0, failed: 0 });
    now = new Date(now.getTime() + 31_000);
    expect(await job.runOnce()).toEqual({ delivered: 0, failed: 5 });
    now = new Date(now.getTime() + 61_000);
    expect(await job.runOnce()).toEqual({ delivered: 5, failed: 0 });
    expect(await job.runOnce()).toEqual({ delivered: 0, failed: 0 });

    const delivered = receiver.posts.filter((post) => post.status === 200);
    const events = delivered.map((post) => JSON.parse(post.body) as Event);
    expect(events.map((event) => event.type).sort()).toEqual([
      'enquiry.created',
      'enquiry.created',
      'quotation.accepted',
      'quotation.sent',
      'subscription.confirmed',
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(5);
    for (const event of events) {
      expect(
        receiver.posts.filter((post) => post.headers['webhook-id'] === event.id).map((post) => post.status),
      ).toEqual([500, 500, 200]);
    }
    for (const post of receiver.posts) {
      const event = JSON.parse(post.body) as Event;
      expect(event.version).toBe(1);
      expect(post.headers['webhook-id']).toBe(event.id);
      expect(post.headers['content-type']).toBe('application/json');
      expect(post.headers['user-agent']).toBe('localhost-webhook/1');
      const signature = String(post.headers['webhook-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const t0 = Number(/^t=(\d+)/.exec(signature)?.[1]);
      expect(verifySignature(SECRET, signature, post.body, t0)).toBe(true);
      expect(verifySignature('another-secret-entirely-0123456789', signature, post.body, t0)).toBe(false);
      // Replayed after the window, the same delivery is refused.
      expect(verifySignature(SECRET, signature, post.body, t0 + 301)).toBe(false);
    }
    const byType = (type: string) => events.find((event) => event.type === type)?.data;
    expect(events.find((event) => event.data.message === 'Need tyres')?.data).toMatchObject({
      kind: 'contact',
      name: 'Bat Dorj',
      email: 'bat@example.mn',
      officeUrl: expect.stringMatching(/\/admin\/enquiry\/\d+$/),
    });
    expect(byType('subscription.confirmed')).toEqual({ email: 'reader@example.mn', language: 'en' });
    expect(byType('quotation.sent')).toMatchObject({
      number: 'Q-2026-0001',
      version: 1,
      enquiryId,
      buyer: { name: 'Батбаяр', email: 'bat@example.mn' },
    });
    expect(byType('quotation.sent')?.totalMnt).toEqual(expect.any(Number));
    expect(byType('quotation.accepted')).toMatchObject({ number: 'Q-2026-0001', version: 1, reason: '', enquiryId });

    expect(await app.store.webhook.waiting()).toBe(0);
    const office = await officeGet(app, '/admin/webhook', admin);
    expect(office.status).toBe(200);
    expect(office.text).toContain(receiver.host);
    expect(office.text).not.toContain('/crm/hook');
    expect(office.text).not.toContain(SECRET);
    expect(office.text).toContain('quotation.accepted');
    expect(office.text).toContain('data-webhook-waiting="true">0<');
    // Delivered, an event shows the receiver's 2xx, no longer its earlier failures.
    expect(office.text).not.toContain('HTTP 500');
  });

  it('empties a delivered event’s payload and sends a test event from the office', async () => {
    const app = await appWith(on());
    const admin = await officeAccount(app, 'bat', ['admin'], '/admin');
    const queued = await officePost(app, '/admin/webhook/test', admin, {});
    expect(queued.headers.location).toBe('/admin/webhook?tested=1');
    const job = jobOn(app.store, () => new Date(Date.now() + 1000));
    expect(await job.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(JSON.parse(receiver.posts[0]?.body ?? '{}')).toMatchObject({ version: 1, type: 'test' });
    const [row] = await app.store.webhook.recent(50);
    expect(row).toMatchObject({ type: 'test', attempts: 1, lastStatus: 200 });
    // Nothing is left to claim, and the database no longer holds what was sent.
    expect(await jobOn(app.store, () => new Date(Date.now() + 3_600_000)).deliverNext()).toBeUndefined();
    expect(await databaseText(app.store)).not.toContain('A test event from the website.');
  });

  it('never delivers an event twice when two replicas’ jobs race on one database', async () => {
    const store = await database.open();
    const other = await database.open();
    for (let n = 0; n < 12; n += 1) await store.webhook.queue(testEvent(FIXED_NOW));
    const now = () => new Date(FIXED_NOW.getTime() + 1000);
    const runs = await Promise.all([jobOn(store, now).runOnce(), jobOn(other, now).runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(12);
    const ids = receiver.posts.map((post) => post.headers['webhook-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('leaves an event queued claimed (the test command’s) to its claimer while the claim holds', async () => {
    const store = await database.open();
    const now = new Date(FIXED_NOW.getTime() + 1000);
    const due = await store.webhook.queueClaimed(testEvent(FIXED_NOW), new Date(now.getTime() + 60_000));
    expect(await jobOn(store, () => now).runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(await jobOn(store, () => now).deliver(due)).toEqual({ outcome: 'delivered', status: 200 });
    expect(receiver.posts.map((post) => post.headers['webhook-id'])).toEqual([due.eventId]);
  });

  it('writes no event while WEBHOOK_URL is unset', async () => {
    const app = await appWith({});
    await visitorActs(app);
    expect(await app.store.webhook.waiting()).toBe(0);
    expect(await app.store.webhook.recent(50)).toEqual([]);
    const admin = await officeAccount(app, 'bat', ['admin'], '/admin');
    const office = await officeGet(app, '/admin/webhook', admin);
    expect(office.text).toContain('data-webhook-state="off"');
    expect(office.text).not.toContain('/admin/webhook/test');
  });
});
