import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { EnquiryKind, EnquiryStore, NewEnquiry, PendingNotification, StoredEnquiry } from './enquiry-store.ts';

interface EnquiryRow {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  page: string | null;
  request_id: string | null;
  created_at: string;
}

const ENQUIRY_COLUMNS =
  'e.id, e.kind, e.name, e.email, e.phone, e.message, e.language, e.page, e.request_id, e.created_at';

function toEnquiry(row: EnquiryRow): StoredEnquiry {
  return {
    id: row.id,
    kind: row.kind as EnquiryKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    page: row.page,
    requestId: row.request_id,
    createdAt: new Date(row.created_at),
  };
}

/** Runs `work` inside BEGIN IMMEDIATE … COMMIT; any throw (the COMMIT's too) rolls everything back. */
function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

// The database runs with synchronous=FULL (sqlite-store.ts), so a COMMIT that returned is on disk.
// Statements are prepared on first use: a store opened with fewer migrations (tests) still opens.
export function createSqliteEnquiryStore(db: DatabaseSync): EnquiryStore {
  const statements = new Map<string, StatementSync>();
  const sql = (text: string): StatementSync => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };

  function insertEnquiry(enquiry: NewEnquiry, { notify }: { notify: boolean }): number {
    const createdAt = enquiry.createdAt.toISOString();
    return inTransaction(db, () => {
      const { lastInsertRowid } = sql(
        `INSERT INTO enquiries (kind, name, email, phone, message, language, page, request_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        enquiry.kind,
        enquiry.name,
        enquiry.email,
        enquiry.phone,
        enquiry.message,
        enquiry.language,
        enquiry.page,
        enquiry.requestId,
        createdAt,
      );
      const id = Number(lastInsertRowid);
      if (notify) {
        sql(`INSERT INTO outbox (enquiry_id, kind, next_attempt_at, created_at) VALUES (?, 'notify-office', ?, ?)`).run(
          id,
          createdAt,
          createdAt,
        );
      }
      return id;
    });
  }

  return {
    async insertEnquiry(enquiry, options) {
      return insertEnquiry(enquiry, options);
    },

    async listEnquiries({ since } = {}) {
      const rows = since
        ? sql(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.created_at >= ? ORDER BY e.created_at, e.id`).all(
            since.toISOString(),
          )
        : sql(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e ORDER BY e.created_at, e.id`).all();
      return (rows as unknown as EnquiryRow[]).map(toEnquiry);
    },

    async addSubscription(email, language, now) {
      const address = email.trim();
      const { changes } = sql(
        `INSERT INTO subscriptions (email, email_normalized, language, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (email_normalized) DO NOTHING`,
      ).run(address, address.toLowerCase(), language, now.toISOString());
      return Number(changes) === 1 ? 'added' : 'exists';
    },

    async dueNotifications(now, limit) {
      const rows = sql(
        `SELECT o.id AS outbox_id, o.attempts, ${ENQUIRY_COLUMNS}
         FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
         WHERE o.sent_at IS NULL AND o.next_attempt_at <= ?
         ORDER BY o.next_attempt_at, o.id LIMIT ?`,
      ).all(now.toISOString(), limit) as unknown as Array<EnquiryRow & { outbox_id: number; attempts: number }>;
      return rows.map((row): PendingNotification => ({
        id: row.outbox_id,
        attempts: row.attempts,
        enquiry: toEnquiry(row),
      }));
    },

    async markSent(id, now) {
      sql('UPDATE outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ? AND sent_at IS NULL').run(
        now.toISOString(),
        id,
      );
    },

    async markFailed(id, error, nextAttemptAt) {
      sql(
        'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? AND sent_at IS NULL',
      ).run(error, nextAttemptAt.toISOString(), id);
    },
  };
}
