import { COUNT_LIMIT, type InboxFilter, type InboxStore } from './inbox-store.ts';
import { allPages, listPage, type ReadPage } from './inbox-pages.ts';
import {
  countQuery,
  findQuery,
  inboxTable,
  pageQuery,
  toInboxEntry,
  type InboxDialect,
  type InboxRow,
} from './inbox-query.ts';
import { NOTIFICATION_OF_ENQUIRY, toNotificationState, type NotificationRow } from './notification-row.ts';
import type { PreparedStatements } from './sqlite-statements.ts';

// Searches go through the FTS5 trigram indexes (migration 5): every three-character sequence of the name, e-mail
// and phone, folded to lower case in every script, so "бат" finds "Батаа". A quoted string is a phrase: the
// needle's trigrams in a row, i.e. the needle itself; quotes inside it are doubled.
const sqlite: InboxDialect = {
  param: (n) => `?${n}`,
  time: (date) => date.toISOString(),
  search: (source, param) => {
    const index = `${inboxTable(source)}_search`;
    return `id IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${param})`;
  },
  needle: (search) => `"${search.replaceAll('"', '""')}"`,
};

type Value = string | number | null;

export function createSqliteInboxStore(sql: PreparedStatements): InboxStore {
  const rows = (text: string, values: unknown[]) => sql(text).all(...(values as Value[])) as unknown as InboxRow[];
  const reader =
    (filter: InboxFilter): ReadPage =>
    async (order, cursor, limit) => {
      const { text, values } = pageQuery(filter, sqlite, order, cursor, limit);
      return rows(text, values).map(toInboxEntry);
    };

  return {
    list: (filter, position, limit) => listPage(reader(filter), position, limit),

    async count(filter) {
      const { text, values } = countQuery(filter, sqlite, COUNT_LIMIT + 1);
      const { total } = sql(text).get(...(values as Value[])) as { total: number };
      return { count: Math.min(total, COUNT_LIMIT), more: total > COUNT_LIMIT };
    },

    pages: (filter, pageSize) => allPages(reader(filter), pageSize),

    async find(source, id) {
      const [row] = rows(findQuery(source, sqlite), [id]);
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
