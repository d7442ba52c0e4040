import { parseUbDay } from '../services/enquiry-formats.ts';
import {
  INBOX_KINDS,
  INBOX_STATUSES,
  MIN_SEARCH_LENGTH,
  type InboxCursor,
  type InboxFilter,
  type InboxPosition,
} from '../storage/inbox-store.ts';
import type { FilterFields } from '#shared/admin-view.ts';
import { isQuotationFilter, QUOTATION_FILTERS } from '#shared/quotation-status.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_SEARCH = 200;

const one = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

// A page's place in the list, in its links: ?before=2026-03-01T02:00:00.000Z:e123 (e enquiry, s sign-up).
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z):([es])(\d{1,15})$/;

export const formatCursor = ({ createdAt, source, id }: InboxCursor) =>
  `${createdAt.toISOString()}:${source === 'enquiry' ? 'e' : 's'}${id}`;

/** The cursor written by formatCursor; undefined for anything else. */
export function parseCursor(value: string): InboxCursor | undefined {
  const [, time = '', source, id] = CURSOR.exec(value) ?? [];
  const createdAt = new Date(time);
  if (!source || Number.isNaN(createdAt.getTime())) return undefined;
  return { createdAt, source: source === 'e' ? 'enquiry' : 'subscription', id: Number(id) };
}

/**
 * The inbox's filters from its query string (?kind=&status=&from=&to=&q=&quotation=), and the page's place (?before= or
 * ?after=). An unknown kind, status or place is ignored; a date that is not one, or a search too short to look
 * up, names the error, and that filter is left out. Days are Ulaanbaatar days, `to` included.
 */
export function parseInboxQuery(query: Record<string, unknown>, now: Date) {
  const fields: FilterFields = {
    kind: INBOX_KINDS.find((kind) => kind === one(query.kind)) ?? '',
    status: INBOX_STATUSES.find((status) => status === one(query.status)) ?? '',
    from: one(query.from),
    to: one(query.to),
    q: one(query.q).slice(0, MAX_SEARCH),
    quotation: QUOTATION_FILTERS.find((status) => status === one(query.quotation)) ?? '',
  };
  const filter: InboxFilter = {};
  let fieldError: string | undefined;
  if (fields.kind) filter.kind = fields.kind as InboxFilter['kind'];
  if (fields.status) filter.status = fields.status as InboxFilter['status'];
  // Expired and viewed are judged at this request's moment (shared/quotation-status.ts).
  if (isQuotationFilter(fields.quotation)) filter.quotation = { status: fields.quotation, now };
  if ([...fields.q].length >= MIN_SEARCH_LENGTH) filter.search = fields.q;
  else if (fields.q) fieldError = 'admin:filters.shortSearch';
  const from = fields.from ? parseUbDay(fields.from) : undefined;
  const to = fields.to ? parseUbDay(fields.to) : undefined;
  if ((fields.from && !from) || (fields.to && !to)) fieldError = 'admin:filters.badDate';
  if (from) filter.from = from;
  if (to) filter.until = new Date(to.getTime() + DAY_MS);
  const position: InboxPosition = {};
  const before = parseCursor(one(query.before));
  const after = parseCursor(one(query.after));
  if (before) position.before = before;
  else if (after) position.after = after;
  return { filter, fields, fieldError, position };
}

/** The query string of the filters set (no leading ?). */
export function queryOf(fields: FilterFields): string {
  return new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== '')).toString();
}
