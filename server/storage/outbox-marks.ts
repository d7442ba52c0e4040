import type { Kysely, Selectable } from 'kysely';
import type { Database, StoreDatabase } from './database.ts';

// What each outbox (the office's notifications, the newsletter's confirmation mail, the accounts' links, the
// quotations to buyers, the weekly summaries) records of a send: sent, or failed with its error and when to try
// again. A row already sent is left as it is.

type Outbox = 'outbox' | 'newsletter_outbox' | 'admin_mail' | 'quotation_mail' | 'webhook_deliveries' | 'summary_mail';

export function outboxMarks(db: Kysely<Database>, table: Outbox) {
  return {
    async sent(id: number, now: Date): Promise<void> {
      await db
        .updateTable(table)
        .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), claimed_until: null }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },
    async failed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .updateTable(table)
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error,
          next_attempt_at: nextAttemptAt,
          claimed_until: null,
        }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },
  };
}

/** The outboxes whose rows are claimed by their own columns alone: a row is what is due. */
type ClaimedOutbox = 'quotation_mail' | 'summary_mail' | 'webhook_deliveries';

/**
 * Claims the oldest row of `table` due at `now` (unsent, its next attempt come, no claim or a lapsed one) until
 * `claimUntil`, for one replica: another claiming at the same moment gets the next row, or none. The row as claimed,
 * or undefined when none is due.
 */
export async function claimNextDue<T extends ClaimedOutbox>(
  { engine, db }: StoreDatabase,
  table: T,
  now: Date,
  claimUntil: Date,
): Promise<Selectable<Database[T]> | undefined> {
  // Every claimed outbox has these columns alike; Kysely types a query over a table chosen by the caller as over
  // one of them.
  const outbox = table as ClaimedOutbox as 'summary_mail';
  const due = dueRows(db, outbox, now, 1).$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
  const row = await db
    .updateTable(outbox)
    .set({ claimed_until: claimUntil })
    .where('id', '=', due)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/**
 * The ids of up to `limit` rows of `table` due at `now`, oldest first: unsent, their next attempt come, and held by
 * no claim (or a lapsed one). What every outbox's claim selects; on PostgreSQL each adds FOR UPDATE SKIP LOCKED, so a
 * row another replica is claiming at this moment is skipped, not waited for.
 */
export function dueRows(db: Kysely<Database>, table: Outbox, now: Date, limit: number) {
  // Every outbox has these columns alike; Kysely types a query over a table chosen by the caller as over one of them.
  const outbox = table as 'summary_mail';
  return db
    .selectFrom(outbox)
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
}
