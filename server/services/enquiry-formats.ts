// How enquiries are shown to the office, by the command line and the inbox alike: a table for the terminal,
// CSV for Excel, JSON.
import type { StoredEnquiry } from '../storage/enquiry-store.ts';

/** An enquiry, or an inbox entry (whose kind may also be 'subscription'). */
type Exported = Omit<StoredEnquiry, 'kind'> & { kind: string };

// Mongolia keeps UTC+8 all year (no daylight saving since 2017), so dates and times are shown in it.
const UB_OFFSET = '+08:00';
const UB_OFFSET_MS = 8 * 60 * 60 * 1000;
const PREVIEW_LENGTH = 60;

/** The date and time in Ulaanbaatar, YYYY-MM-DD HH:mm. */
export const localTime = (date: Date) =>
  new Date(date.getTime() + UB_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The start of a day (YYYY-MM-DD) in Ulaanbaatar; undefined when `value` is no such day. */
export function parseUbDay(value: string): Date | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00${UB_OFFSET}`) : undefined;
  // A day that does not exist (2026-02-31) is invalid or rolls over: either way it does not read back.
  return day && !Number.isNaN(day.getTime()) && localTime(day).slice(0, 10) === value ? day : undefined;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

const TABLE_HEADER = ['id', 'time (UB)', 'kind', 'name', 'email', 'phone', 'message'];

const tableCells = (e: Exported) => [
  String(e.id),
  localTime(e.createdAt),
  e.kind,
  preview(e.name),
  e.email,
  e.phone,
  preview(e.message),
];

/**
 * A table for the terminal, written a page at a time: the columns are as wide as the header and the first page
 * need (a longer cell further down only pushes its line's later cells along), so no more than a page is held.
 */
export async function* tableText(pages: AsyncIterable<readonly Exported[]>) {
  let widths: number[] | undefined;
  let count = 0;
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd();
  for await (const page of pages) {
    const rows = page.map(tableCells);
    if (!widths && rows.length > 0) {
      widths = TABLE_HEADER.map((title, column) =>
        Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
      );
      yield `${line(TABLE_HEADER)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n`;
    }
    yield rows.map((row) => `${line(row)}\n`).join('');
    count += rows.length;
  }
  yield count === 0 ? 'No enquiries.\n' : `${count} enquiries\n`;
}

// A cell Excel would run as a formula (=, @, or +/- not followed by a plain number such as a phone)
// gets a leading apostrophe: the text comes from anonymous visitors (OWASP "CSV injection").
function defuse(value: string): string {
  return /^[=@\t\r]/.test(value) || /^[+-](?![\d\s().-]*$)/.test(value) ? `'${value}` : value;
}

/** RFC 4180: CRLF line ends; a field with a quote, comma or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  const safe = defuse(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'name',
  'email',
  'phone',
  'message',
  'language',
  'page',
  'request_id',
  // The consent stored with it (docs/privacy.md, "Consent"): empty for entries stored before it was asked.
  'consent_at',
  'consent_version',
  'consent_language',
  'consent_form',
] as const;

function csvRow(e: Exported): string {
  const fields = [
    String(e.id),
    e.createdAt.toISOString(),
    e.kind,
    e.name,
    e.email,
    e.phone,
    e.message,
    e.language,
    e.page ?? '',
    e.requestId ?? '',
    e.consent?.at.toISOString() ?? '',
    e.consent?.version ?? '',
    e.consent?.language ?? '',
    e.consent?.form ?? '',
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}

function jsonEntry(e: Exported): string {
  const entry = {
    id: e.id,
    kind: e.kind,
    name: e.name,
    email: e.email,
    phone: e.phone,
    message: e.message,
    language: e.language,
    page: e.page,
    requestId: e.requestId,
    createdAt: e.createdAt.toISOString(),
    consent: e.consent ? { ...e.consent, at: e.consent.at.toISOString() } : null,
  };
  // As inside JSON.stringify(list, null, 2): one level in (a string holds no raw line break).
  return `  ${JSON.stringify(entry, null, 2).replace(/\n/g, '\n  ')}`;
}

export type ExportFormat = 'csv' | 'json';

/**
 * The export of every page of entries, as text, one piece per page: CSV (UTF-8 with a byte order mark, which
 * makes Excel read Cyrillic as written) or one JSON array, exactly as JSON.stringify(list, null, 2) writes it.
 */
export async function* exportText(format: ExportFormat, pages: AsyncIterable<readonly Exported[]>) {
  let count = 0;
  if (format === 'csv') yield `\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`;
  for await (const page of pages) {
    if (format === 'csv') {
      yield page.map(csvRow).join('');
    } else {
      yield page.map((e, i) => `${count + i === 0 ? '[\n' : ',\n'}${jsonEntry(e)}`).join('');
    }
    count += page.length;
  }
  if (format === 'json') yield count === 0 ? '[]\n' : '\n]\n';
}
