import {
  sql,
  type AliasableExpression,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from 'kysely';
import { toDate, type Database, type StoreDatabase } from './database.ts';
import { itemsOf, toEnquiry, type EnquiryRow } from './enquiry-rows.ts';
import {
  COUNT_LIMIT,
  type InboxCursor,
  type InboxEntry,
  type InboxFilter,
  type InboxKind,
  type InboxSource,
  type InboxStore,
} from './inbox-store.ts';
import { allPages, listPage, type InboxOrder, type ReadPage } from './inbox-pages.ts';
import { quotationStatusIs } from './quotation-status-sql.ts';
import type { QuotationState } from '#shared/quotation-status.ts';

// The inbox over either engine. Enquiries and sign-ups live in two tables; a page of the one list is each table's
// page read by keyset through its own index, then merged: no statement reads rows it does not return. Only the
// search is each engine's own (sqlite-inbox-store.ts, postgres-inbox-store.ts, over search-index-sql.ts).

/** True when the entry of `source` (in its table, unaliased) holds the search. */
export type SearchMatch = (source: InboxSource) => Expression<SqlBool>;

/** How the two engines differ in the inbox's queries: the search. */
export interface InboxDialect {
  /** The condition of the filter's search, or undefined without one. */
  search(filter: InboxFilter): Promise<SearchMatch | undefined>;
  /**
   * How many entries match, counting up to `limit` (`countWith` counts with the query both engines share, given
   * the search's condition); undefined when counting would read too many rows.
   */
  count(
    filter: InboxFilter,
    limit: number,
    countWith: (match: SearchMatch | undefined) => Promise<number>,
  ): Promise<number | undefined>;
}

type InboxTable = 'enquiries' | 'subscriptions';
const TABLES: Record<InboxSource, InboxTable> = { enquiry: 'enquiries', subscription: 'subscriptions' };
const SOURCES: readonly InboxSource[] = ['enquiry', 'subscription'];

/** A column of the enquiry's quotation (NULL without one), for a row of `enquiries` unaliased. */
const quotationColumn = <T>(column: 'state' | 'viewed_at' | 'valid_until') =>
  sql<T>`(SELECT ${sql.ref(`quotations.${column}`)} FROM quotations WHERE quotations.enquiry_id = enquiries.id)`;

// A sign-up's missing moment, typed as one: PostgreSQL types a bare NULL of a derived table as text, which a UNION
// with a timestamptz column refuses (SQLite casts NULL to NULL whatever the type's name).
const NO_MOMENT = sql<Date | string | null>`CAST(NULL AS TIMESTAMPTZ)`;

/** An entry's columns; a sign-up has only an e-mail and a language. */
function columnsOf(source: InboxSource) {
  const enquiry = source === 'enquiry';
  const either = <T>(ofEnquiry: AliasableExpression<T>, ofSignUp: AliasableExpression<T>) =>
    enquiry ? ofEnquiry : ofSignUp;
  return (eb: ExpressionBuilder<Database, InboxTable>) => [
    sql.lit(source).as('source'),
    'id' as const,
    either<InboxKind>(eb.ref('kind'), sql.lit('subscription')).as('kind'),
    either<string>(eb.ref('name'), sql.lit('')).as('name'),
    'email' as const,
    either<string>(eb.ref('phone'), sql.lit('')).as('phone'),
    either<string>(eb.ref('message'), sql.lit('')).as('message'),
    'language' as const,
    either<string | null>(eb.ref('page'), sql.lit(null)).as('page'),
    either<string | null>(eb.ref('request_id'), sql.lit(null)).as('request_id'),
    'created_at' as const,
    'handled_at' as const,
    'handled_by' as const,
    'consent_at' as const,
    'consent_version' as const,
    'consent_language' as const,
    'consent_form' as const,
    // An enquiry's quotation, read in the same query (quotations.enquiry_id is unique): no lookup a row after it.
    either<QuotationState | null>(quotationColumn('state'), sql.lit(null)).as('quotation_state'),
    either<Date | string | null>(quotationColumn('viewed_at'), NO_MOMENT).as('quotation_viewed_at'),
    either<Date | string | null>(quotationColumn('valid_until'), NO_MOMENT).as('quotation_valid_until'),
  ];
}

/** The tables the filter can match in (the first one, never matching, when none can). */
function branchesOf(filter: InboxFilter): Array<{ source: InboxSource; never?: boolean }> {
  const matching = SOURCES.filter(
    (source) =>
      (!filter.source || filter.source === source) &&
      // A sign-up has no quotation: a quotation's filter lists requests only.
      (!filter.quotation || source === 'enquiry') &&
      (!filter.kind || (filter.kind === 'subscription') === (source === 'subscription')),
  );
  return matching.length > 0 ? matching.map((source) => ({ source })) : [{ source: 'enquiry', never: true }];
}

function conditionsOf(
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, InboxTable>,
  filter: InboxFilter,
  { source, never }: { source: InboxSource; never?: boolean },
  match: SearchMatch | undefined,
): Expression<SqlBool>[] {
  if (never) return [sql<SqlBool>`1 = 0`];
  const conditions: Expression<SqlBool>[] = [];
  if (source === 'enquiry' && filter.kind && filter.kind !== 'subscription')
    conditions.push(eb('kind', '=', filter.kind));
  if (filter.status) conditions.push(eb('handled_at', filter.status === 'new' ? 'is' : 'is not', null));
  if (filter.from) conditions.push(eb('created_at', '>=', filter.from));
  if (filter.until) conditions.push(eb('created_at', '<', filter.until));
  if (match) conditions.push(match(source));
  if (filter.quotation) {
    const { status, now } = filter.quotation;
    conditions.push(quotationStatusIs(db, status, now));
  }
  return conditions;
}

// A page's query is built and compiled once for each shape (its order, and which table its cursor names), then
// run for every page of that shape with the page's own values: an export of a million entries reads ten thousand
// pages, and building each anew cost a fifth of its time. The query holds stand-ins where those values go, found
// among its compiled parameters by identity (an object no other parameter is) and replaced there.
const CURSOR_TIME = {};
const CURSOR_ID = {};
const LIMIT = {};

/** The rows of `source` that come after the cursor (a row of `cursorSource`) in `order`. */
function afterCursor(
  eb: ExpressionBuilder<Database, InboxTable>,
  source: InboxSource,
  cursorSource: InboxSource,
  order: InboxOrder,
) {
  const beyond = order.time === 'desc' ? '<' : '>';
  const time = sql<Date>`${CURSOR_TIME}`;
  if (source === cursorSource) {
    return eb(eb.refTuple('created_at', 'id'), beyond, eb.tuple(time, sql<number>`${CURSOR_ID}`));
  }
  // At the cursor's very time, this table's rows come after the cursor's when its source sorts after.
  const sortsAfter = order.source === 'asc' ? source > cursorSource : source < cursorSource;
  return eb('created_at', sortsAfter ? `${beyond}=` : beyond, time);
}

/** The entries of one table matching the filter, at most LIMIT after the cursor (from the start without one). */
function rowsOf(
  { db }: StoreDatabase,
  filter: InboxFilter,
  branch: { source: InboxSource; never?: boolean },
  match: SearchMatch | undefined,
  order: InboxOrder,
  cursorSource: InboxSource | undefined,
) {
  const page = db
    .selectFrom(TABLES[branch.source])
    .select(columnsOf(branch.source))
    .where((eb) =>
      eb.and([
        ...conditionsOf(db, eb, filter, branch, match),
        ...(cursorSource ? [afterCursor(eb, branch.source, cursorSource, order)] : []),
      ]),
    )
    .orderBy('created_at', order.time)
    .orderBy('id', order.time)
    .limit(sql<number>`${LIMIT}`);
  return db.selectFrom(page.as('branch')).selectAll();
}

/** The query of one shape of page, compiled; undefined when no table can match. */
function compiledPage(
  database: StoreDatabase,
  filter: InboxFilter,
  match: SearchMatch | undefined,
  order: InboxOrder,
  cursorSource: InboxSource | undefined,
) {
  const [first, ...others] = branchesOf(filter).map((branch) =>
    rowsOf(database, filter, branch, match, order, cursorSource),
  );
  return first
    ?.$call((query) => others.reduce((union, branch) => union.unionAll(branch), query))
    .orderBy('created_at', order.time)
    .orderBy('source', order.source)
    .orderBy('id', order.time)
    .limit(sql<number>`${LIMIT}`)
    .compile();
}

/** `query` with the page's values in place of their stand-ins. */
function withPage<R>(query: CompiledQuery<R>, cursor: InboxCursor | undefined, limit: number): CompiledQuery<R> {
  const values = new Map<unknown, unknown>([
    [CURSOR_TIME, cursor?.createdAt],
    [CURSOR_ID, cursor?.id],
    [LIMIT, limit],
  ]);
  return { ...query, parameters: query.parameters.map((value) => (values.has(value) ? values.get(value) : value)) };
}

/** A row of the inbox's list: an enquiry's columns, or a sign-up's with the enquiry's others empty. */
type InboxRow = EnquiryRow<InboxKind> & {
  source: InboxSource;
  handled_at: Date | string | null;
  handled_by: string | null;
  quotation_state: QuotationState | null;
  quotation_viewed_at: Date | string | null;
  quotation_valid_until: Date | string | null;
};

const toInboxEntry = (row: InboxRow): InboxEntry => ({
  ...toEnquiry(row),
  source: row.source,
  handledAt: row.handled_at === null ? null : toDate(row.handled_at),
  handledBy: row.handled_by,
  ...(row.quotation_state === null
    ? {}
    : {
        quotation: {
          state: row.quotation_state,
          viewedAt: row.quotation_viewed_at === null ? null : toDate(row.quotation_viewed_at),
          validUntil: row.quotation_valid_until === null ? null : toDate(row.quotation_valid_until),
        },
      }),
});

/** The inbox store on either engine; `dialect` searches as the engine can. */
export function createInboxStore(database: StoreDatabase, dialect: InboxDialect): InboxStore {
  const { db } = database;

  const reader = (filter: InboxFilter): ReadPage => {
    const match = dialect.search(filter);
    const compiled = new Map<string, ReturnType<typeof compiledPage>>();
    return async (order, cursor, limit) => {
      const shape = `${order.time} ${order.source} ${cursor?.source ?? ''}`;
      if (!compiled.has(shape)) {
        compiled.set(shape, compiledPage(database, filter, await match, order, cursor?.source));
      }
      const query = compiled.get(shape);
      if (!query) return [];
      const { rows } = await db.executeQuery(withPage(query, cursor, limit));
      return rows.map(toInboxEntry);
    };
  };

  /** How many entries match, counting at most `limit` in each table. */
  async function countWith(filter: InboxFilter, match: SearchMatch | undefined, limit: number) {
    const [first, ...others] = branchesOf(filter).map((branch) =>
      db
        .selectFrom(
          db
            .selectFrom(TABLES[branch.source])
            .select(sql.lit(1).as('one'))
            .where((eb) => eb.and(conditionsOf(db, eb, filter, branch, match)))
            .limit(limit)
            .as('branch'),
        )
        .selectAll(),
    );
    if (!first) return 0;
    const row = await db
      .selectFrom(others.reduce((union, branch) => union.unionAll(branch), first).as('matches'))
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    // PostgreSQL counts in a bigint, which pg gives as text.
    return Number(row?.total ?? 0);
  }

  return {
    list: (filter, position, limit) => listPage(reader(filter), position, limit),

    async count(filter) {
      const total = await dialect.count(filter, COUNT_LIMIT + 1, (match) => countWith(filter, match, COUNT_LIMIT + 1));
      return total === undefined ? undefined : { count: Math.min(total, COUNT_LIMIT), more: total > COUNT_LIMIT };
    },

    pages: (filter, pageSize) => allPages(reader(filter), pageSize),

    async find(source, id) {
      const row = await db.selectFrom(TABLES[source]).select(columnsOf(source)).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return { ...toInboxEntry(row), items: source === 'enquiry' ? await itemsOf(db, id) : [] };
    },

    async notification(enquiryId) {
      // An enquiry has one office notification, or none when SMTP was not set when it came (the acknowledgement
      // to its sender is an outbox row of its own kind).
      const row = await db
        .selectFrom('outbox')
        .select(['attempts', 'last_error', 'next_attempt_at', 'sent_at'])
        .where('enquiry_id', '=', enquiryId)
        .where('kind', '=', 'notify-office')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return { state: 'none' };
      if (row.sent_at !== null) return { state: 'sent', sentAt: toDate(row.sent_at), attempts: row.attempts };
      return {
        state: 'pending',
        attempts: row.attempts,
        lastError: row.last_error,
        nextAttemptAt: toDate(row.next_attempt_at),
      };
    },

    async setHandled(source, id, login, now) {
      const { numUpdatedRows } = await db
        .updateTable(TABLES[source])
        .set({ handled_at: login === null ? null : now, handled_by: login })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(numUpdatedRows) === 1;
    },
  };
}
