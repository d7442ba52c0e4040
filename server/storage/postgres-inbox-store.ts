import type { Pool } from 'pg';
import type { InboxStore } from './inbox-store.ts';
import {
  INBOX_ENTRIES,
  inboxTable,
  inboxWhere,
  toInboxEntry,
  type InboxDialect,
  type InboxRow,
} from './inbox-query.ts';
import { NOTIFICATION_OF_ENQUIRY, toNotificationState, type NotificationRow } from './notification-row.ts';

// lower() folds by the database's locale, ASCII only under C; the ICU root collation folds every script, so a
// search for "бат" finds "Батаа" (PostgreSQL built with ICU, as Debian's and the official images are).
const dialect = (foldsEveryScript: boolean): InboxDialect => ({
  param: (n) => `$${n}`,
  time: (date) => date,
  contains: (column, param) =>
    `strpos(lower(${column}${foldsEveryScript ? ' COLLATE "und-x-icu"' : ''}), ${param}) > 0`,
});

/** Whether the database has the ICU root collation (a PostgreSQL built without ICU has not). */
export async function hasIcuCollation(pool: Pool): Promise<boolean> {
  const { rowCount } = await pool.query(`SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu'`);
  return rowCount === 1;
}

export function createPostgresInboxStore(pool: Pool, { foldsEveryScript }: { foldsEveryScript: boolean }): InboxStore {
  const postgres = dialect(foldsEveryScript);
  return {
    async list(filter, offset, limit) {
      const { where, values } = inboxWhere(filter, postgres);
      const n = values.length;
      // count(*) OVER (): the total of every match, on each row of the page, in the same statement.
      const { rows } = await pool.query<InboxRow & { total: string }>(
        `SELECT *, count(*) OVER () AS total FROM (${INBOX_ENTRIES}) entries ${where}
         ORDER BY created_at DESC, source, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...values, limit, offset],
      );
      if (rows.length > 0 || offset === 0) {
        return { entries: rows.map(toInboxEntry), total: Number(rows[0]?.total ?? 0) };
      }
      const counted = await pool.query<{ total: string }>(
        `SELECT count(*) AS total FROM (${INBOX_ENTRIES}) entries ${where}`,
        values,
      );
      return { entries: [], total: Number(counted.rows[0]?.total ?? 0) };
    },

    async all(filter) {
      const { where, values } = inboxWhere(filter, postgres);
      const { rows } = await pool.query<InboxRow>(
        `SELECT * FROM (${INBOX_ENTRIES}) entries ${where} ORDER BY created_at, source, id`,
        values,
      );
      return rows.map(toInboxEntry);
    },

    async find(source, id) {
      const { rows } = await pool.query<InboxRow>(
        `SELECT * FROM (${INBOX_ENTRIES}) entries WHERE source = $1 AND id = $2`,
        [source, id],
      );
      return rows[0] && toInboxEntry(rows[0]);
    },

    async notification(enquiryId) {
      const { rows } = await pool.query<NotificationRow>(NOTIFICATION_OF_ENQUIRY, [enquiryId]);
      return toNotificationState(rows[0]);
    },

    async setHandled(source, id, login, now) {
      const { rowCount } = await pool.query(
        `UPDATE ${inboxTable(source)} SET handled_at = $1, handled_by = $2 WHERE id = $3`,
        [login === null ? null : now, login, id],
      );
      return rowCount === 1;
    },
  };
}
