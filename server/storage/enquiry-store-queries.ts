// The enquiry store over either engine (enquiry-store.ts). What must read and then write as one is engine-specific
// and kept small: the insert (enquiry-insert.ts), and the claim of due notifications below. Moments are Dates in,
// and ISO text (SQLite) or Dates (PostgreSQL) out, which toDate() reads alike.
import { sql } from 'kysely';
import type { AttachmentBytes } from './attachment-bytes.ts';
import { consentColumns } from './consent-columns.ts';
import { toDate, type StoreDatabase } from './database.ts';
import { insertEnquiryOn } from './enquiry-insert.ts';
import { ENQUIRY, subscriptionAddress, toEnquiry, type EnquiryRow } from './enquiry-rows.ts';
import type { EnquiryStore, PendingNotification } from './enquiry-store.ts';
import { dueRows, outboxMarks } from './outbox-marks.ts';
import type { PersonDataStore } from './person-data.ts';

/** A claimed outbox row, from the table (or claim) aliased `o`, with its enquiry's columns. */
const PENDING = ['o.id as outbox_id', 'o.kind as outbox_kind', 'o.attempts', ...ENQUIRY] as const;

const toPending = (row: EnquiryRow & Pick<PendingNotification, 'attempts'> & PendingIds): PendingNotification => ({
  id: row.outbox_id,
  kind: row.outbox_kind,
  attempts: row.attempts,
  enquiry: toEnquiry(row),
});

interface PendingIds {
  outbox_id: number;
  outbox_kind: PendingNotification['kind'];
}

/**
 * The enquiry store; `personData` brings the person-data methods (person-data.ts), `attachmentBytes` keeps the
 * files sent with enquiries (attachment-bytes.ts).
 */
export function createEnquiryStore(
  database: StoreDatabase,
  personData: PersonDataStore,
  attachmentBytes: AttachmentBytes,
): EnquiryStore {
  const { db } = database;
  const marks = outboxMarks(db, 'outbox');

  /** The ids of up to `limit` due notifications nobody holds a live claim on, oldest first. */
  const due = (now: Date, limit: number) => dueRows(db, 'outbox', now, limit);

  async function claimDue(now: Date, limit: number, claimUntil: Date) {
    if (database.engine === 'sqlite') {
      // BEGIN IMMEDIATE takes the write lock before reading, so two processes on one file never claim the same row.
      return database.transaction(({ rows, changes }) => {
        const claimed = rows(
          db
            .selectFrom('outbox as o')
            .innerJoin('enquiries as e', 'e.id', 'o.enquiry_id')
            .select(PENDING)
            .where('o.id', 'in', due(now, limit))
            .orderBy('o.next_attempt_at')
            .orderBy('o.id'),
        );
        const ids = claimed.map((row) => row.outbox_id);
        if (ids.length > 0) changes(db.updateTable('outbox').set({ claimed_until: claimUntil }).where('id', 'in', ids));
        return claimed;
      });
    }
    // FOR UPDATE SKIP LOCKED: a row another replica is claiming at this moment is skipped, not waited for; one it
    // claimed a moment ago fails the re-checked claimed_until condition. Either way, one claimant, in one statement.
    return db
      .with('claimed', (query) =>
        query
          .updateTable('outbox')
          .set({ claimed_until: claimUntil })
          .where('id', 'in', due(now, limit).forUpdate().skipLocked())
          .returning(['id', 'kind', 'attempts', 'enquiry_id', 'next_attempt_at']),
      )
      .selectFrom('claimed as o')
      .innerJoin('enquiries as e', 'e.id', 'o.enquiry_id')
      .select(PENDING)
      .orderBy('o.next_attempt_at')
      .orderBy('o.id')
      .execute();
  }

  return {
    ...personData,

    async insertEnquiry(enquiry, options) {
      return insertEnquiryOn(database, enquiry, options, attachmentBytes);
    },

    async listEnquiries({ since } = {}) {
      const rows = await db
        .selectFrom('enquiries as e')
        .select(ENQUIRY)
        .$if(since !== undefined, (query) => query.where('e.created_at', '>=', since ?? new Date(0)))
        .orderBy('e.created_at')
        .orderBy('e.id')
        .execute();
      return rows.map(toEnquiry);
    },

    async addSubscription(email, language, now, consent) {
      const { address, normalized } = subscriptionAddress(email);
      const values = { email: address, language, created_at: now, ...consentColumns(consent) };
      // Either engine's unique key on the address ignoring case settles a race: one insert wins, the other does
      // nothing. SQLite keeps the lower-cased address in a column of its own; PostgreSQL indexes lower(email).
      const result =
        database.engine === 'sqlite'
          ? await database.own
              .insertInto('subscriptions')
              .values({ ...values, email_normalized: normalized })
              .onConflict((conflict) => conflict.column('email_normalized').doNothing())
              .executeTakeFirst()
          : await db
              .insertInto('subscriptions')
              .values(values)
              .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
              .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'added' : 'exists';
    },

    async claimDueNotifications(now, limit, claimUntil) {
      return (await claimDue(now, limit, claimUntil)).map(toPending);
    },

    markSent: marks.sent,
    markFailed: marks.failed,

    async unsentNotifications() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      // PostgreSQL counts in a bigint, which pg gives as text; min() of no rows is NULL.
      const oldest = row?.oldest ?? null;
      return { count: Number(row?.n ?? 0), oldestCreatedAt: oldest === null ? undefined : toDate(oldest) };
    },
  };
}
