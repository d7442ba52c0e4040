import type { Pool } from 'pg';
import { ITEMS_OF_ENQUIRY, toQuoteItem, type ItemRow } from './enquiry-rows.ts';
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

// Searches match the text the pg_trgm indexes of migration 3 hold: inbox_fold() of the name, e-mail and phone
// (lower() under the ICU root collation, which folds every script, so "бат" finds "Батаа"). LIKE's own wildcards
// in the search are escaped; the index finds the rows holding the needle's trigrams, LIKE checks each.
const INDEXED_TEXT: Record<'enquiry' | 'subscription', string> = {
  enquiry: `inbox_fold(name || E'\\n' || email || E'\\n' || phone)`,
  subscription: 'inbox_fold(email)',
};

const postgres: InboxDialect = {
  param: (n) => `$${n}`,
  time: (date) => date,
  search: (source, search, param) =>
    `${INDEXED_TEXT[source]} LIKE ${param(`%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)}`,
};

export function createPostgresInboxStore(pool: Pool): InboxStore {
  const reader =
    (filter: InboxFilter): ReadPage =>
    async (order, cursor, limit) => {
      const { text, values } = pageQuery(filter, postgres, order, cursor, limit);
      const { rows } = await pool.query<InboxRow>(text, values);
      return rows.map(toInboxEntry);
    };

  return {
    list: (filter, position, limit) => listPage(reader(filter), position, limit),

    async count(filter) {
      const { text, values } = countQuery(filter, postgres, COUNT_LIMIT + 1);
      const { rows } = await pool.query<{ total: string }>(text, values);
      const total = Number(rows[0]?.total ?? 0);
      return { count: Math.min(total, COUNT_LIMIT), more: total > COUNT_LIMIT };
    },

    pages: (filter, pageSize) => allPages(reader(filter), pageSize),

    async find(source, id) {
      const { rows } = await pool.query<InboxRow>(findQuery(source, postgres), [id]);
      if (!rows[0]) return undefined;
      const items = source === 'enquiry' ? (await pool.query<ItemRow>(ITEMS_OF_ENQUIRY, [id])).rows : [];
      return { ...toInboxEntry(rows[0]), items: items.map(toQuoteItem) };
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
