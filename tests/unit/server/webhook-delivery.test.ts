import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { pino } from 'pino';
import type { DueWebhookEvent, WebhookDeliveries } from '#server/storage/webhook-deliveries.ts';
import { testEvent } from '#server/webhook/webhook-events.ts';
import { createWebhookJob } from '#server/webhook/webhook-job.ts';
import { signatureHeader } from '#server/webhook/webhook-signature.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.ts';

// One delivery's signature and what counts as delivered (docs/webhook.md): Stripe's header scheme, and a redirect
// answered is a failure, never followed.

const SECRET = 'webhook-secret-for-the-tests-0123456789';
const AT = new Date('2026-03-15T04:00:00.750Z');

describe('the Webhook-Signature header', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const body = '{"version":1}';
    const header = signatureHeader(SECRET, body, AT);
    const t = Math.floor(AT.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}`);
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(signatureHeader(SECRET, '{"version":2}', AT)).not.toBe(header);
  });
});

describe('a delivery', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => receiver.reset());

  /** The outbox of one due event, recording how it was marked. */
  function oneEvent(url = receiver.url) {
    const event = testEvent(AT);
    const due: DueWebhookEvent = { id: 1, eventId: event.id, type: event.type, payload: event.payload, attempts: 0 };
    const marks: Array<{ delivered: boolean; status: number | null; error?: string }> = [];
    let claimed = false;
    const deliveries: Pick<WebhookDeliveries, 'claimDue' | 'markDelivered' | 'markFailed'> = {
      claimDue: async () => (claimed ? undefined : ((claimed = true), due)),
      markDelivered: async (_id, _now, status) => void marks.push({ delivered: true, status }),
      markFailed: async (_id, { status, error }) => void marks.push({ delivered: false, status, error }),
    };
    const job = createWebhookJob({
      deliveries: deliveries as WebhookDeliveries,
      webhook: { url, secret: SECRET },
      userAgent: 'localhost-webhook/1',
      clock: { now: () => AT },
      logger: pino({ level: 'silent' }),
      intervalMs: 1000,
      claimMs: 60_000,
    });
    return { job, marks };
  }

  it('counts a redirect as a failure and never follows it', async () => {
    receiver.settings.always = { status: 302, location: `${receiver.url}/elsewhere` };
    const { job, marks } = oneEvent();
    expect(await job.deliverNext()).toMatchObject({ outcome: 'failed', status: 302 });
    expect(marks).toEqual([{ delivered: false, status: 302, error: expect.stringContaining('HTTP 302') }]);
    expect(receiver.posts).toHaveLength(1);
  });

  it('counts a refused connection as a failure with no status', async () => {
    const gone = await startWebhookReceiver();
    await gone.close();
    const { job, marks } = oneEvent(gone.url);
    expect(await job.deliverNext()).toMatchObject({ outcome: 'failed', status: null });
    expect(marks).toEqual([{ delivered: false, status: null, error: expect.stringContaining('ECONNREFUSED') }]);
  });

  it('counts a 2xx as delivered', async () => {
    const { job, marks } = oneEvent();
    expect(await job.deliverNext()).toEqual({ outcome: 'delivered', status: 200 });
    expect(marks).toEqual([{ delivered: true, status: 200 }]);
  });
});
