import type { DatabaseSync } from 'node:sqlite';
import { CONSENT_COLUMNS, consentValues } from './consent-columns.ts';
import type { EnquiryStore, NewEnquiry } from './enquiry-store.ts';
import {
  ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  acknowledgementWindow,
  ENQUIRY_COLUMNS,
  enquiryValues,
  INSERT_ITEM,
  itemValues,
  outboxKinds,
  subscriptionAddress,
  toEnquiry,
  toPending,
  type EnquiryRow,
  type PendingRow,
} from './enquiry-rows.ts';
import { allRows, inTransaction, positional, type PreparedStatements } from './sqlite-statements.ts';
import { createSqlitePersonData } from './sqlite-person-data.ts';

// The database runs with synchronous=FULL (sqlite-store.ts), so a COMMIT that returned is on disk.
// Times are ISO 8601 UTC text, so they compare as strings.
export function createSqliteEnquiryStore(db: DatabaseSync, sql: PreparedStatements): EnquiryStore {
  function insertEnquiry(enquiry: NewEnquiry, options: { notify: boolean; acknowledge?: boolean }): number {
    const createdAt = enquiry.createdAt.toISOString();
    return inTransaction(db, () => {
      // Counted inside the write lock (BEGIN IMMEDIATE): two processes on one file cannot both see room left.
      const window = acknowledgementWindow(enquiry.email, enquiry.createdAt);
      const earlier = options.acknowledge
        ? (sql(positional(`SELECT count(*) AS n FROM enquiries WHERE ${window.where}`)).get(
            window.email,
            window.since.toISOString(),
          ) as { n: number })
        : { n: 0 };
      const acknowledge = options.acknowledge === true && earlier.n < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
      const { lastInsertRowid } = sql(
        `INSERT INTO enquiries (kind, name, email, phone, message, language, page, request_id, created_at,
           ${CONSENT_COLUMNS.join(', ')})
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...enquiryValues(enquiry), createdAt, ...consentValues(enquiry.consent, (at) => at.toISOString()));
      const id = Number(lastInsertRowid);
      const item = sql(positional(INSERT_ITEM));
      for (const values of itemValues(id, enquiry.items)) item.run(...values);
      const outbox = sql(`INSERT INTO outbox (enquiry_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`);
      for (const kind of outboxKinds({ notify: options.notify, acknowledge }))
        outbox.run(id, kind, createdAt, createdAt);
      return id;
    });
  }

  // BEGIN IMMEDIATE takes the write lock before reading, so two processes on one file never claim the same row.
  function claimDue(now: Date, limit: number, claimUntil: Date) {
    const at = now.toISOString();
    return inTransaction(db, () => {
      const rows = allRows<PendingRow>(
        sql(`SELECT o.id AS outbox_id, o.kind AS outbox_kind, o.attempts, ${ENQUIRY_COLUMNS}
         FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
         WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? AND (o.claimed_until IS NULL OR o.claimed_until <= ?)
         ORDER BY o.next_attempt_at, o.id LIMIT ?`),
        at,
        at,
        limit,
      );
      const claim = sql('UPDATE outbox SET claimed_until = ? WHERE id = ?');
      for (const row of rows) claim.run(claimUntil.toISOString(), row.outbox_id);
      return rows.map(toPending);
    });
  }

  return {
    ...createSqlitePersonData(db, sql),

    async insertEnquiry(enquiry, options) {
      return insertEnquiry(enquiry, options);
    },

    async listEnquiries({ since } = {}) {
      const rows = since
        ? allRows<EnquiryRow>(
            sql(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.created_at >= ? ORDER BY e.created_at, e.id`),
            since.toISOString(),
          )
        : allRows<EnquiryRow>(sql(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e ORDER BY e.created_at, e.id`));
      return rows.map(toEnquiry);
    },

    async addSubscription(email, language, now, consent) {
      const { address, normalized } = subscriptionAddress(email);
      const { changes } = sql(
        `INSERT INTO subscriptions (email, email_normalized, language, created_at, ${CONSENT_COLUMNS.join(', ')})
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email_normalized) DO NOTHING`,
      ).run(address, normalized, language, now.toISOString(), ...consentValues(consent, (at) => at.toISOString()));
      return Number(changes) === 1 ? 'added' : 'exists';
    },

    async claimDueNotifications(now, limit, claimUntil) {
      return claimDue(now, limit, claimUntil);
    },

    async markSent(id, now) {
      sql(
        'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, claimed_until = NULL WHERE id = ? AND sent_at IS NULL',
      ).run(now.toISOString(), id);
    },

    async markFailed(id, error, nextAttemptAt) {
      sql(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL
         WHERE id = ? AND sent_at IS NULL`,
      ).run(error, nextAttemptAt.toISOString(), id);
    },

    async unsentNotifications() {
      const row = sql('SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL').get() as {
        n: number;
        oldest: string | null;
      };
      return { count: row.n, oldestCreatedAt: row.oldest === null ? undefined : new Date(row.oldest) };
    },
  };
}
