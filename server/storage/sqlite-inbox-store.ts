import { setImmediate as nextTurn } from 'node:timers/promises';
import { ITEMS_OF_ENQUIRY, toQuoteItem, type ItemRow } from './enquiry-rows.ts';
import { COUNT_LIMIT, type InboxFilter, type InboxSource, type InboxStore } from './inbox-store.ts';
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
import { allRows, firstRow, positional, type PreparedStatements } from './sqlite-statements.ts';

// Searches go through the FTS5 trigram indexes of migration 5: every three-character sequence of the name,
// e-mail and phone, folded to lower case in every script, so "бат" finds "Батаа". A quoted string is a phrase:
// the needle's trigrams in a row, i.e. the needle itself (quotes inside it doubled). Reading every match to sort
// them by time costs in proportion to the matches, so a search matching DENSE or more entries of a table reads
// that table newest first instead, testing search_text (the same text folded by fold()): a page is soon found.
const DENSE = 2_000;
const searchIndex = (source: InboxSource) => `${inboxTable(source)}_search`;
const phrase = (search: string) => `"${search.replaceAll('"', '""')}"`;

/** SQLite's statements, reading `dense` sources in time order for a search. */
const sqlite = (dense: ReadonlySet<InboxSource>): InboxDialect => ({
  param: (n) => `?${n}`,
  time: (date) => date.toISOString(),
  search: (source, search, param) =>
    dense.has(source)
      ? `instr(search_text, ${param(search.toLowerCase())}) > 0`
      : `id IN (SELECT rowid FROM ${searchIndex(source)} WHERE ${searchIndex(source)} MATCH ${param(phrase(search))})`,
});

type Value = string | number | null;

export function createSqliteInboxStore(sql: PreparedStatements): InboxStore {
  const rows = (text: string, values: unknown[]) => allRows<InboxRow>(sql(text), ...(values as Value[]));
  /** How many entries of `source` the search matches, counting up to `limit`. */
  const matches = (source: InboxSource, search: string, limit: number) => {
    const index = searchIndex(source);
    const text = `SELECT count(*) AS n FROM (SELECT rowid FROM ${index} WHERE ${index} MATCH ? ORDER BY rowid DESC LIMIT ?)`;
    return (sql(text).get(phrase(search), limit) as { n: number }).n;
  };
  const denseSources = (filter: InboxFilter) =>
    new Set(
      filter.search
        ? (['enquiry', 'subscription'] as const).filter(
            (source) => matches(source, filter.search ?? '', DENSE) >= DENSE,
          )
        : [],
    );
  const reader = (filter: InboxFilter): ReadPage => {
    const dialect = sqlite(denseSources(filter));
    return async (order, cursor, limit) => {
      const { text, values } = pageQuery(filter, dialect, order, cursor, limit);
      return rows(text, values).map(toInboxEntry);
    };
  };

  return {
    list: (filter, position, limit) => listPage(reader(filter), position, limit),

    async count(filter) {
      // A turn for other requests first: the inbox asks for a page and its count together, and each is a
      // synchronous call of several milliseconds at a million rows (README, "Inbox at scale").
      await nextTurn();
      const dense = denseSources(filter);
      let total: number;
      if (dense.size === 0) {
        const { text, values } = countQuery(filter, sqlite(dense), COUNT_LIMIT + 1);
        total = (sql(text).get(...(values as Value[])) as { total: number }).total;
      } else if (Object.keys(filter).every((key) => key === 'search')) {
        // The index alone counts a search; with other filters too, counting would read every match.
        const sources = ['enquiry', 'subscription'] as const;
        total = sources.reduce((sum, source) => sum + matches(source, filter.search ?? '', COUNT_LIMIT + 1), 0);
      } else {
        return undefined;
      }
      return { count: Math.min(total, COUNT_LIMIT), more: total > COUNT_LIMIT };
    },

    pages: (filter, pageSize) => allPages(reader(filter), pageSize),

    async find(source, id) {
      const [row] = rows(findQuery(source, sqlite(new Set())), [id]);
      if (!row) return undefined;
      const items = source === 'enquiry' ? allRows<ItemRow>(sql(positional(ITEMS_OF_ENQUIRY)), id) : [];
      return { ...toInboxEntry(row), items: items.map(toQuoteItem) };
    },

    async notification(enquiryId) {
      const row = firstRow<NotificationRow>(sql(positional(NOTIFICATION_OF_ENQUIRY)), enquiryId);
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
