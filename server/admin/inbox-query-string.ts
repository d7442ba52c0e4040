import { parseUbDay } from '../services/enquiry-formats.ts';
import { INBOX_KINDS, INBOX_STATUSES, type InboxFilter } from '../storage/inbox-store.ts';
import type { FilterFields } from './inbox-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_SEARCH = 200;

const one = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The inbox's filters from its query string (?kind=&status=&from=&to=&q=&page=). An unknown kind or status is
 * ignored; a date that is not one names the error, and that bound is left out. Days are Ulaanbaatar days, `to`
 * included.
 */
export function parseInboxQuery(query: Record<string, unknown>) {
  const fields: FilterFields = {
    kind: INBOX_KINDS.find((kind) => kind === one(query.kind)) ?? '',
    status: INBOX_STATUSES.find((status) => status === one(query.status)) ?? '',
    from: one(query.from),
    to: one(query.to),
    q: one(query.q).slice(0, MAX_SEARCH),
  };
  const filter: InboxFilter = {};
  let fieldError: string | undefined;
  if (fields.kind) filter.kind = fields.kind as InboxFilter['kind'];
  if (fields.status) filter.status = fields.status as InboxFilter['status'];
  if (fields.q) filter.search = fields.q;
  const from = fields.from ? parseUbDay(fields.from) : undefined;
  const to = fields.to ? parseUbDay(fields.to) : undefined;
  if ((fields.from && !from) || (fields.to && !to)) fieldError = 'admin:filters.badDate';
  if (from) filter.from = from;
  if (to) filter.until = new Date(to.getTime() + DAY_MS);
  const page = Number.parseInt(one(query.page), 10);
  return { filter, fields, fieldError, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** The query string of the filters set (no leading ?). */
export function queryOf(fields: FilterFields): string {
  return new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== '')).toString();
}
