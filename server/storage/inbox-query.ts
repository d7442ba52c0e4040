import { toEnquiry, type EnquiryRow } from './enquiry-rows.ts';
import type { InboxEntry, InboxFilter, InboxKind, InboxSource } from './inbox-store.ts';

/** How the two engines differ in the inbox's queries. */
export interface InboxDialect {
  /** The n-th (1-based) parameter: `?` or `$n`. */
  param(n: number): string;
  /** A time as the engine compares it: ISO text (SQLite) or a Date (PostgreSQL). */
  time(date: Date): unknown;
  /** True when `column`, folded to lower case, holds the (already folded) parameter. */
  contains(column: string, param: string): string;
}

// Enquiries and sign-ups as one list; a sign-up has only an e-mail and a language.
export const INBOX_ENTRIES = `
  SELECT 'enquiry' AS source, id, kind, name, email, phone, message, language, page, request_id, created_at,
         handled_at, handled_by
  FROM enquiries
  UNION ALL
  SELECT 'subscription', id, 'subscription', '', email, '', '', language, NULL, NULL, created_at, handled_at, handled_by
  FROM subscriptions`;

export type InboxRow = EnquiryRow & {
  source: InboxSource;
  handled_at: string | Date | null;
  handled_by: string | null;
};

/** The WHERE clause (empty when nothing is filtered) and its values, numbered from `firstParam`. */
export function inboxWhere(filter: InboxFilter, dialect: InboxDialect, firstParam = 1) {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return dialect.param(firstParam + values.length - 1);
  };
  if (filter.kind) conditions.push(`kind = ${param(filter.kind)}`);
  if (filter.status) conditions.push(filter.status === 'new' ? 'handled_at IS NULL' : 'handled_at IS NOT NULL');
  if (filter.from) conditions.push(`created_at >= ${param(dialect.time(filter.from))}`);
  if (filter.until) conditions.push(`created_at < ${param(dialect.time(filter.until))}`);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const needle = param(search);
    const columns = ['name', 'email', 'phone'].map((column) => dialect.contains(column, needle));
    conditions.push(`(${columns.join(' OR ')})`);
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', values };
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
export const inboxTable = (source: InboxSource) => (source === 'enquiry' ? 'enquiries' : 'subscriptions');
