import type { InboxProps, InboxRow } from '#shared/admin-view.ts';
import { QUOTATION_FILTERS, quotationStatus } from '#shared/quotation-status.ts';
import { localTime } from '../services/enquiry-formats.ts';
import {
  INBOX_KINDS,
  INBOX_STATUSES,
  MIN_SEARCH_LENGTH,
  type InboxCount,
  type InboxCursor,
  type InboxEntry,
  type InboxPage,
} from '../storage/inbox-store.ts';
import { formatCursor, queryOf, type parseInboxQuery } from './inbox-query-string.ts';

const FIRST_LINE_LENGTH = 80;

/** The message's first line that has text, cut to fit a table cell. */
function firstLine(message: string): string {
  const line =
    message
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > FIRST_LINE_LENGTH ? `${line.slice(0, FIRST_LINE_LENGTH - 1)}…` : line;
}

const withQuery = (path: string, query: string, extra = '') => {
  const parts = [query, extra].filter(Boolean).join('&');
  return parts ? `${path}?${parts}` : path;
};

/** Where one entry's page is, under the inbox's base path. */
export const entryHref = (base: string, entry: Pick<InboxEntry, 'source' | 'id'>) =>
  `${base}/${entry.source}/${entry.id}`;

function row(base: string, entry: InboxEntry, now: Date): InboxRow {
  return {
    key: `${entry.source}-${entry.id}`,
    id: entry.id,
    kind: entry.kind,
    href: entryHref(base, entry),
    createdAt: entry.createdAt.toISOString(),
    localTime: localTime(entry.createdAt),
    label: entry.name || entry.email,
    email: entry.email,
    phone: entry.phone,
    firstLine: firstLine(entry.message),
    status: entry.handledAt ? 'handled' : 'new',
    ...(entry.source === 'enquiry'
      ? { quotation: entry.quotation ? quotationStatus(entry.quotation, now) : ('none' as const) }
      : {}),
  };
}

/** The list page's props: the filters as typed, a page of rows, the count, export and pager links. */
export function inboxProps(
  base: string,
  { fields, fieldError }: Pick<ReturnType<typeof parseInboxQuery>, 'fields' | 'fieldError'>,
  { entries, older, newer }: InboxPage,
  total: InboxCount | undefined,
  now: Date,
): InboxProps {
  const query = queryOf(fields);
  const at = (place: string, cursor: InboxCursor) =>
    withQuery(base, query, `${place}=${encodeURIComponent(formatCursor(cursor))}`);
  return {
    kinds: INBOX_KINDS,
    statuses: INBOX_STATUSES,
    quotationStatuses: QUOTATION_FILTERS,
    minSearch: MIN_SEARCH_LENGTH,
    fields,
    ...(fieldError ? { fieldError } : {}),
    rows: entries.map((entry) => row(base, entry, now)),
    ...(total ? { total } : {}),
    exports: { csv: withQuery(`${base}/export.csv`, query), json: withQuery(`${base}/export.json`, query) },
    pager: {
      ...(newer ? { newer: at('after', newer), newest: withQuery(base, query) } : {}),
      ...(older ? { older: at('before', older) } : {}),
    },
  };
}
