import { CONSENT_COLUMNS } from './consent-columns.ts';
import { toEnquiry, type EnquiryRow } from './enquiry-rows.ts';
import type { InboxCursor, InboxEntry, InboxFilter, InboxKind, InboxSource } from './inbox-store.ts';

// The inbox's statements for both engines. Enquiries and sign-ups live in two tables; a page of the one list is
// each table's page read by keyset through its own index, then merged: no statement reads rows it does not return.

/** How the two engines differ in the inbox's queries. */
export interface InboxDialect {
  /** The n-th (1-based) parameter: `?n` or `$n`. */
  param(n: number): string;
  /** A time as the engine compares it: ISO text (SQLite) or a Date (PostgreSQL). */
  time(date: Date): unknown;
  /** True when the entry's name, e-mail or phone holds `search`, ignoring case; `param` binds a value. */
  search(source: InboxSource, search: string, param: (value: unknown) => string): string;
}

/** The list's order: by time, then enquiries before sign-ups (or after), then by id in the time's direction. */
export interface InboxOrder {
  time: 'ASC' | 'DESC';
  source: 'ASC' | 'DESC';
}
export const NEWEST_FIRST: InboxOrder = { time: 'DESC', source: 'ASC' };
/** NEWEST_FIRST read backwards (the page before a cursor). */
export const NEWEST_FIRST_REVERSED: InboxOrder = { time: 'ASC', source: 'DESC' };
/** The exports' order. */
export const OLDEST_FIRST: InboxOrder = { time: 'ASC', source: 'ASC' };

// A sign-up has only an e-mail and a language.
const BRANCHES: Record<InboxSource, { table: string; columns: string }> = {
  enquiry: {
    table: 'enquiries',
    columns: `'enquiry' AS source, id, kind, name, email, phone, message, language, page, request_id, created_at,
      handled_at, handled_by, ${CONSENT_COLUMNS.join(', ')}`,
  },
  subscription: {
    table: 'subscriptions',
    columns: `'subscription' AS source, id, 'subscription' AS kind, '' AS name, email, '' AS phone, '' AS message,
      language, NULL AS page, NULL AS request_id, created_at, handled_at, handled_by, ${CONSENT_COLUMNS.join(', ')}`,
  },
};
const SOURCES: readonly InboxSource[] = ['enquiry', 'subscription'];

export type InboxRow = EnquiryRow & {
  source: InboxSource;
  handled_at: string | Date | null;
  handled_by: string | null;
};

/** Collects the values of a statement and names each one's parameter. */
function parameters(dialect: InboxDialect) {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return dialect.param(values.length);
  };
  return { values, param };
}
type Param = ReturnType<typeof parameters>['param'];

const whereOf = (conditions: string[]) => (conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '');

/** The tables the filter can match in (the first one, never matching, when none can). */
function branchesOf(filter: InboxFilter): Array<{ source: InboxSource; never?: boolean }> {
  const matching = SOURCES.filter(
    (source) =>
      (!filter.source || filter.source === source) &&
      (!filter.kind || (filter.kind === 'subscription') === (source === 'subscription')),
  );
  return matching.length > 0 ? matching.map((source) => ({ source })) : [{ source: 'enquiry', never: true }];
}

function filterConditions(filter: InboxFilter, source: InboxSource, dialect: InboxDialect, param: Param) {
  const conditions: string[] = [];
  if (filter.kind && source === 'enquiry') conditions.push(`kind = ${param(filter.kind)}`);
  if (filter.status) conditions.push(filter.status === 'new' ? 'handled_at IS NULL' : 'handled_at IS NOT NULL');
  if (filter.from) conditions.push(`created_at >= ${param(dialect.time(filter.from))}`);
  if (filter.until) conditions.push(`created_at < ${param(dialect.time(filter.until))}`);
  const search = filter.search?.trim();
  if (search) conditions.push(dialect.search(source, search, param));
  return conditions;
}

/** The rows of `source` that come after `cursor` in `order`. */
function afterCursor(source: InboxSource, cursor: InboxCursor, order: InboxOrder, dialect: InboxDialect, p: Param) {
  const beyond = order.time === 'DESC' ? '<' : '>';
  const time = p(dialect.time(cursor.createdAt));
  if (source === cursor.source) return `(created_at, id) ${beyond} (${time}, ${p(cursor.id)})`;
  // At the cursor's very time, this table's rows come after the cursor's when its source sorts after.
  const sortsAfter = order.source === 'ASC' ? source > cursor.source : source < cursor.source;
  return `created_at ${beyond}${sortsAfter ? '=' : ''} ${time}`;
}

/** At most `limit` entries matching `filter` after `cursor` (from the start without one), in `order`. */
export function pageQuery(
  filter: InboxFilter,
  dialect: InboxDialect,
  order: InboxOrder,
  cursor: InboxCursor | undefined,
  limit: number,
) {
  const { values, param } = parameters(dialect);
  const pages = branchesOf(filter).map(({ source, never }) => {
    const conditions = never ? ['1 = 0'] : filterConditions(filter, source, dialect, param);
    if (cursor) conditions.push(afterCursor(source, cursor, order, dialect, param));
    const { table, columns } = BRANCHES[source];
    return `SELECT * FROM (SELECT ${columns} FROM ${table} ${whereOf(conditions)}
      ORDER BY created_at ${order.time}, id ${order.time} LIMIT ${param(limit)}) ${table}_page`;
  });
  const text = `${pages.join(' UNION ALL ')}
    ORDER BY created_at ${order.time}, source ${order.source}, id ${order.time} LIMIT ${param(limit)}`;
  return { text, values };
}

/** How many entries match, counting at most `limit` in each table. */
export function countQuery(filter: InboxFilter, dialect: InboxDialect, limit: number) {
  const { values, param } = parameters(dialect);
  const matches = branchesOf(filter).map(({ source, never }) => {
    const conditions = never ? ['1 = 0'] : filterConditions(filter, source, dialect, param);
    const { table } = BRANCHES[source];
    return `SELECT * FROM (SELECT 1 AS one FROM ${table} ${whereOf(conditions)} LIMIT ${param(limit)}) ${table}_matches`;
  });
  return { text: `SELECT count(*) AS total FROM (${matches.join(' UNION ALL ')}) matches`, values };
}

/** One entry by its table and id. */
export function findQuery(source: InboxSource, dialect: InboxDialect) {
  const { table, columns } = BRANCHES[source];
  return `SELECT ${columns} FROM ${table} WHERE id = ${dialect.param(1)}`;
}

export function toInboxEntry(row: InboxRow): InboxEntry {
  return {
    ...toEnquiry(row),
    source: row.source,
    kind: row.kind as InboxKind,
    handledAt: row.handled_at === null ? null : new Date(row.handled_at),
    handledBy: row.handled_by,
  };
}

/** The table an entry of `source` lives in. */
export const inboxTable = (source: InboxSource) => BRANCHES[source].table;
