import { sql, type SqlBool } from 'kysely';
import type { PostgresStoreDatabase } from './database.ts';
import type { InboxFilter, InboxSource, InboxStore } from './inbox-store.ts';
import { createInboxStore, type InboxDialect } from './inbox-query.ts';

// Searches match the text the pg_trgm indexes of migration 3 hold: inbox_fold() of the name, e-mail and phone
// (lower() under the ICU root collation, which folds every script, so "бат" finds "Батаа"). LIKE's own wildcards
// in the search are escaped; the index finds the rows holding the needle's trigrams, LIKE checks each.
const INDEXED_TEXT: Record<InboxSource, string> = {
  enquiry: `inbox_fold(name || E'\\n' || email || E'\\n' || phone)`,
  subscription: 'inbox_fold(email)',
};

function search(filter: InboxFilter) {
  const needle = filter.search?.trim();
  if (!needle) return undefined;
  const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return (source: InboxSource) => sql<SqlBool>`${sql.raw(INDEXED_TEXT[source])} LIKE ${pattern}`;
}

const postgres: InboxDialect = {
  search: async (filter) => search(filter),
  count: async (filter, _limit, countWith) => countWith(search(filter)),
};

/** The inbox on PostgreSQL: the one store (inbox-query.ts) with PostgreSQL's search. */
export const createPostgresInboxStore = (database: PostgresStoreDatabase): InboxStore =>
  createInboxStore(database, postgres);
