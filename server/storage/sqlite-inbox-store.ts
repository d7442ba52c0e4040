import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SqlBool } from 'kysely';
import type { SqliteStoreDatabase } from './database.ts';
import type { InboxSource, InboxStore } from './inbox-store.ts';
import { createInboxStore, type InboxDialect } from './inbox-query.ts';

// Searches go through the FTS5 trigram indexes of migration 5: every three-character sequence of the name,
// e-mail and phone, folded to lower case in every script, so "бат" finds "Батаа". A quoted string is a phrase:
// the needle's trigrams in a row, i.e. the needle itself (quotes inside it doubled). Reading every match to sort
// them by time costs in proportion to the matches, so a search matching DENSE or more entries of a table reads
// that table newest first instead, testing search_text (the same text folded by fold()): a page is soon found.
const DENSE = 2_000;
const SEARCH_INDEX = { enquiry: 'enquiries_search', subscription: 'subscriptions_search' } as const;
const SOURCES = ['enquiry', 'subscription'] as const;
const phrase = (search: string) => `"${search.replaceAll('"', '""')}"`;

/** The inbox on SQLite: the one store (inbox-query.ts) with SQLite's search. */
export function createSqliteInboxStore(database: SqliteStoreDatabase): InboxStore {
  const { own } = database;

  /** How many entries of `source` the search matches, counting up to `limit`. */
  async function matches(source: InboxSource, search: string, limit: number) {
    const index = SEARCH_INDEX[source];
    const row = await own
      .selectFrom(
        own
          .selectFrom(index)
          .select(sql<number>`rowid`.as('id'))
          .where(sql<SqlBool>`${sql.table(index)} MATCH ${phrase(search)}`)
          .orderBy(sql`rowid`, 'desc')
          .limit(limit)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The tables in which the search matches DENSE entries or more. */
  async function denseSources(search: string | undefined) {
    const dense = new Set<InboxSource>();
    if (!search) return dense;
    for (const source of SOURCES) if ((await matches(source, search, DENSE)) >= DENSE) dense.add(source);
    return dense;
  }

  const searchIn = (dense: ReadonlySet<InboxSource>, search: string | undefined) => {
    const needle = search?.trim();
    if (!needle) return undefined;
    return (source: InboxSource) => {
      const index = sql.table(SEARCH_INDEX[source]);
      return dense.has(source)
        ? sql<SqlBool>`instr(search_text, ${needle.toLowerCase()}) > 0`
        : sql<SqlBool>`id IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase(needle)})`;
    };
  };

  const dialect: InboxDialect = {
    async search(filter) {
      return searchIn(await denseSources(filter.search), filter.search);
    },

    async count(filter, limit, countWith) {
      // A turn for other requests first: the inbox asks for a page and its count together, and each is a
      // synchronous call of several milliseconds at a million rows (docs/inbox.md, "Inbox at scale").
      await nextTurn();
      const dense = await denseSources(filter.search);
      if (dense.size === 0) return countWith(searchIn(dense, filter.search));
      // The index alone counts a search; with other filters too, counting would read every match.
      if (!Object.keys(filter).every((key) => key === 'search')) return undefined;
      let total = 0;
      for (const source of SOURCES) total += await matches(source, filter.search ?? '', limit);
      return total;
    },
  };

  return createInboxStore(database, dialect);
}
