import type { Kysely } from 'kysely';
import { toDate, type Database, type StoreDatabase } from './database.ts';
import type { NewEnquiry } from './enquiry-store.ts';
import { claimNextDue, outboxMarks } from './outbox-marks.ts';
import type { SentVersion } from './quotation-sent.ts';

// The outbox of the webhook's events to the company's CRM (docs/webhook.md): a row for each event, written in the
// transaction of what it reports while WEBHOOK_URL is set, POSTed by the job on every replica
// (server/webhook/webhook-job.ts), each claimed by one replica at a time and retried with the outboxes' back-off
// until the receiver answers 2xx. A delivered row keeps no payload: it names a person.

/** An event as the stores write it: its id (the receiver's key against a repeat), its type and its JSON body. */
export interface NewWebhookEvent {
  id: string;
  type: string;
  payload: string;
  createdAt: Date;
}

/** What a quotation event tells besides the version: its enquiry and buyer. */
export interface QuotationParty {
  enquiryId: number;
  name: string;
  email: string;
}

/**
 * The events the stores write while WEBHOOK_URL is set (server/webhook/webhook-events.ts makes them); a store
 * given none writes no row.
 */
export interface WebhookEvents {
  enquiryCreated(enquiry: NewEnquiry, id: number): NewWebhookEvent;
  subscriptionConfirmed(subscription: { email: string; language: string }, at: Date): NewWebhookEvent;
  quotationSent(sent: SentVersion, party: QuotationParty): NewWebhookEvent;
  quotationDecided(
    decided: { number: string; version: number; decision: 'accepted' | 'declined'; reason: string; enquiryId: number },
    at: Date,
  ): NewWebhookEvent;
}

/** The insert of an event's row, due at once: a statement of the caller's transaction. */
export const queueWebhookEvent = (db: Kysely<Database>, event: NewWebhookEvent, claimedUntil?: Date) =>
  db.insertInto('webhook_deliveries').values({
    event_id: event.id,
    event: event.type,
    payload: event.payload,
    next_attempt_at: event.createdAt,
    created_at: event.createdAt,
    ...(claimedUntil ? { claimed_until: claimedUntil } : {}),
  });

/** An event claimed for delivery. */
export interface DueWebhookEvent {
  id: number;
  eventId: string;
  type: string;
  payload: string;
  attempts: number;
}

/** A row as the office lists it. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  createdAt: Date;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
}

export interface WebhookDeliveries {
  /** Queues an event outside any other write (the office's test event). */
  queue(event: NewWebhookEvent): Promise<void>;
  /**
   * Queues an event already claimed until `claimUntil`, for the caller to deliver itself (`npm run webhook -- test`):
   * no replica's job takes it meanwhile, and if the caller stops first the claim lapses and a job delivers it.
   */
  queueClaimed(event: NewWebhookEvent, claimUntil: Date): Promise<DueWebhookEvent>;
  /** The next event due at `now` (the oldest due first), claimed until `claimUntil` (then due again unless marked). */
  claimDue(now: Date, claimUntil: Date): Promise<DueWebhookEvent | undefined>;
  /** Delivered: its payload emptied, the receiver's status kept (an earlier failure's error forgotten). */
  markDelivered(id: number, now: Date, status: number): Promise<void>;
  /** Counts the failed attempt, keeps its status (null: not reached) and error, schedules the next one. */
  markFailed(id: number, failure: { status: number | null; error: string }, nextAttemptAt: Date): Promise<void>;
  /** How many events wait for delivery. */
  waiting(): Promise<number>;
  /** The latest `limit` events, newest first. */
  recent(limit: number): Promise<WebhookDelivery[]>;
  /** Removes the events delivered before `before`; resolves with how many. */
  removeDelivered(before: Date): Promise<number>;
}

export function createWebhookDeliveries(database: StoreDatabase): WebhookDeliveries {
  const { db } = database;
  const marks = outboxMarks(db, 'webhook_deliveries');
  // Beside what the outboxes' marks record: the receiver's status, and a delivered event's payload emptied.
  const keep = (
    id: number,
    values: { last_status: number | null; payload?: string; last_error?: null },
    delivered: boolean,
  ) =>
    db
      .updateTable('webhook_deliveries')
      .set(values)
      .where('id', '=', id)
      .where('sent_at', delivered ? 'is not' : 'is', null)
      .execute();
  return {
    async queue(event) {
      await queueWebhookEvent(db, event).execute();
    },
    async queueClaimed(event, claimUntil) {
      const { id } = await queueWebhookEvent(db, event, claimUntil).returning('id').executeTakeFirstOrThrow();
      return { id, eventId: event.id, type: event.type, payload: event.payload, attempts: 0 };
    },
    async claimDue(now, claimUntil) {
      const row = await claimNextDue(database, 'webhook_deliveries', now, claimUntil);
      return (
        row && { id: row.id, eventId: row.event_id, type: row.event, payload: row.payload, attempts: row.attempts }
      );
    },
    async markDelivered(id, now, status) {
      await marks.sent(id, now);
      await keep(id, { last_status: status, payload: '', last_error: null }, true);
    },
    async markFailed(id, { status, error }, nextAttemptAt) {
      await marks.failed(id, error, nextAttemptAt);
      await keep(id, { last_status: status }, false);
    },
    async waiting() {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      // PostgreSQL counts in a bigint, which pg gives as text.
      return Number(row.n);
    },
    async recent(limit) {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select([
          'event_id',
          'event',
          'created_at',
          'attempts',
          'last_status',
          'last_error',
          'sent_at',
          'next_attempt_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        eventId: row.event_id,
        type: row.event,
        createdAt: toDate(row.created_at),
        attempts: row.attempts,
        lastStatus: row.last_status,
        lastError: row.last_error,
        deliveredAt: row.sent_at === null ? null : toDate(row.sent_at),
        nextAttemptAt: toDate(row.next_attempt_at),
      }));
    },
    async removeDelivered(before) {
      const { numDeletedRows } = await db
        .deleteFrom('webhook_deliveries')
        .where('sent_at', 'is not', null)
        .where('sent_at', '<', before)
        .executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
