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
import type { PreparedStatements } from './sqlite-statements.ts';

// fold() is SQLite's lower() for every script (registered in sqlite-store.ts): a search for "бат" finds "Батаа".
// Numbered parameters (?1, ?2): the search's one value is used three times.
const sqlite: InboxDialect = {
  param: (n) => `?${n}`,
  time: (date) => date.toISOString(),
  contains: (column, param) => `instr(fold(${column}), ${param}) > 0`,
};

type Value = string | number | null;

export function createSqliteInboxStore(sql: PreparedStatements): InboxStore {
  const rows = (text: string, values: unknown[]) => sql(text).all(...(values as Value[])) as unknown as InboxRow[];

  return {
    async list(filter, offset, limit) {
      const { where, values } = inboxWhere(filter, sqlite);
      const n = values.length;
      const entries = rows(
        `SELECT * FROM (${INBOX_ENTRIES}) ${where} ORDER BY created_at DESC, source, id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`,
        [...values, limit, offset],
      );
      const { total } = sql(`SELECT count(*) AS total FROM (${INBOX_ENTRIES}) ${where}`).get(
        ...(values as Value[]),
      ) as { total: number };
      return { entries: entries.map(toInboxEntry), total };
    },

    async all(filter) {
      const { where, values } = inboxWhere(filter, sqlite);
      return rows(`SELECT * FROM (${INBOX_ENTRIES}) ${where} ORDER BY created_at, source, id`, values).map(
        toInboxEntry,
      );
    },

    async find(source, id) {
      const [row] = rows(`SELECT * FROM (${INBOX_ENTRIES}) WHERE source = ? AND id = ?`, [source, id]);
      return row && toInboxEntry(row);
    },

    async notification(enquiryId) {
      const row = sql(NOTIFICATION_OF_ENQUIRY.replace('$1', '?')).get(enquiryId) as NotificationRow | undefined;
      return toNotificationState(row);
    },

    async setHandled(source, id, login, now) {
      const { changes } = sql(`UPDATE ${inboxTable(source)} SET handled_at = ?, handled_by = ? WHERE id = ?`).run(
        login === null ? null : now.toISOString(),
        login,
        id,
      );
      return Number(changes) === 1;
    },
  };
}
