import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { describeError, retryDelayMs } from '../services/notification-outbox.ts';
import { periodicJob } from '../services/periodic-job.ts';
import type { DueWebhookEvent, WebhookDeliveries } from '../storage/webhook-deliveries.ts';
import type { WebhookConfig } from './webhook-config.ts';
import { signatureHeader } from './webhook-signature.ts';

// The webhook's deliveries on every replica (docs/webhook.md, "Retries and order"): each event waits in its outbox
// (webhook-deliveries.ts) until the receiver answers 2xx, claimed by one replica at a time and retried with the
// outboxes' back-off, so an outage of the CRM loses none. Each attempt is signed anew with its own time. A redirect
// is a failure, never followed: the signed body goes only to WEBHOOK_URL. The log names an event by its id and type,
// never by what it holds. Events delivered 30 days ago are removed.

const BATCH_SIZE = 20;
/** An attempt the receiver has not answered in this long is a failure (retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const KEEP_DELIVERED_MS = 30 * 24 * 60 * 60 * 1000;

export type DeliveryOutcome =
  | { outcome: 'delivered'; status: number }
  /** status: the receiver's answer; null when it was not reached (refused, timed out). */
  | { outcome: 'failed'; status: number | null; error: string };

/** Told of each attempt's outcome (the metrics). */
export interface WebhookCounts {
  delivered(): void;
  failed(): void;
}

interface WebhookJobDeps {
  deliveries: WebhookDeliveries;
  webhook: Readonly<WebhookConfig>;
  /** The User-Agent header: `<site>-webhook/1`. */
  userAgent: string;
  clock: Clock;
  logger: Logger;
  counts?: WebhookCounts;
  intervalMs: number;
  claimMs: number;
  timeoutMs?: number;
}

/** The User-Agent of the site at `publicUrl`: its host name, then `-webhook/1`. */
export const webhookUserAgent = (publicUrl: string) => `${new URL(publicUrl).hostname}-webhook/1`;

export function createWebhookJob(deps: WebhookJobDeps) {
  const { deliveries, webhook, clock, counts, timeoutMs = WEBHOOK_TIMEOUT_MS } = deps;
  const log = deps.logger.child({ module: 'webhook' });

  /** One POST of the event, signed now; its outcome (never throws). */
  async function post(event: DueWebhookEvent, signal: AbortSignal | undefined): Promise<DeliveryOutcome> {
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': deps.userAgent,
          'Webhook-Id': event.eventId,
          'Webhook-Signature': signatureHeader(webhook.secret, event.payload, clock.now()),
        },
        body: event.payload,
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is not kept: only its status says whether the event arrived.
      await response.body?.cancel();
      const { status } = response;
      if (status >= 200 && status < 300) return { outcome: 'delivered', status };
      const why = status >= 300 && status < 400 ? 'a redirect, not followed' : response.statusText || 'refused';
      return { outcome: 'failed', status, error: `HTTP ${status}: ${why}` };
    } catch (err) {
      // fetch's own error says only "fetch failed"; its cause names the network's (ECONNREFUSED, a time-out).
      const { cause } = (typeof err === 'object' && err !== null ? err : {}) as { cause?: unknown };
      return { outcome: 'failed', status: null, error: describeError(cause ?? err) };
    }
  }

  /** Delivers an event claimed by the caller and records the outcome. */
  async function deliver(event: DueWebhookEvent, signal?: AbortSignal): Promise<DeliveryOutcome> {
    const ids = { webhookId: event.eventId, type: event.type };
    const attempts = event.attempts + 1;
    const result = await post(event, signal);
    if (result.outcome === 'delivered') {
      await deliveries.markDelivered(event.id, clock.now(), result.status);
      counts?.delivered();
      log.info({ ...ids, attempts, status: result.status }, 'webhook event delivered');
      return result;
    }
    const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
    await deliveries.markFailed(event.id, { status: result.status, error: result.error }, retryAt);
    counts?.failed();
    // The error itself is on the office's page (/admin/webhook); the log says only whether the receiver answered.
    log.warn({ ...ids, attempts, status: result.status, retryAt: retryAt.toISOString() }, 'webhook delivery failed');
    return result;
  }

  /** Claims the next event due and delivers it: its outcome, or undefined when none is due. */
  async function deliverNext(signal?: AbortSignal): Promise<DeliveryOutcome | undefined> {
    const now = clock.now();
    const due = await deliveries.claimDue(now, new Date(now.getTime() + deps.claimMs));
    return due && deliver(due, signal);
  }

  async function run(signal: AbortSignal) {
    await deliveries.removeDelivered(new Date(clock.now().getTime() - KEEP_DELIVERED_MS));
    let delivered = 0;
    let failed = 0;
    for (let n = 0; n < BATCH_SIZE && !signal.aborted; n += 1) {
      const result = await deliverNext(signal);
      if (!result) break;
      if (result.outcome === 'delivered') delivered += 1;
      else failed += 1;
    }
    return { delivered, failed };
  }

  return { ...periodicJob({ run, intervalMs: deps.intervalMs, log, name: 'webhook' }), deliver, deliverNext };
}

export type WebhookJob = ReturnType<typeof createWebhookJob>;
