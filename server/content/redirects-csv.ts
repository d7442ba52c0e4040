import { parse } from 'csv-parse/sync';
import { CSV_MAX_ROWS } from '#shared/redirects.ts';

// A CSV of redirects as the office uploads it (docs/content.md, "Redirects"): two columns, from and to, an optional
// header row (a first row whose first cell is not a path), quoted fields as spreadsheets write them, UTF-8 with or
// without a byte order mark, any line ending. Each row keeps its line, for the refusals.

export interface CsvRow {
  /** The line the row starts on, counted from 1. */
  line: number;
  from: string;
  to: string;
}

/** A file read into rows, or why it cannot be: a translation key of `admin:redirects`. */
export type CsvFile =
  { ok: true; rows: CsvRow[]; refused: Array<{ line: number; reason: string }> } | { ok: false; reason: string };

export const CSV_MAX_BYTES = 2 * 1024 * 1024;

function withInfo(item: unknown): { record: string[]; info: { lines: number } } {
  const record: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'record') : undefined;
  const info: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'info') : undefined;
  const lines: unknown = typeof info === 'object' && info !== null ? Reflect.get(info, 'lines') : undefined;
  if (!Array.isArray(record) || typeof lines !== 'number') throw new Error('csv-parse gave no record with its info');
  return { record: record.map(String), info: { lines } };
}

export function readRedirectsCsv(bytes: Uint8Array): CsvFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'redirects.errors.csvEncoding' };
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes as { record, info } (the typings know only the plain rows).
    const parsed: unknown[] = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    });
    records = parsed.map(withInfo);
  } catch {
    return { ok: false, reason: 'redirects.errors.csvUnreadable' };
  }
  const rows: CsvRow[] = [];
  const refused: Array<{ line: number; reason: string }> = [];
  let ended = 0;
  for (const { record, info } of records) {
    const line = ended + 1;
    ended = info.lines;
    const cells = record.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    const header = rows.length === 0 && refused.length === 0 && !(cells[0] ?? '').startsWith('/');
    if (header) continue;
    const [from = '', to = '', ...rest] = cells;
    if (rest.some((cell) => cell !== '') || to === '') refused.push({ line, reason: 'redirects.errors.csvColumns' });
    else rows.push({ line, from, to });
  }
  if (rows.length + refused.length === 0) return { ok: false, reason: 'redirects.errors.csvEmpty' };
  if (rows.length + refused.length > CSV_MAX_ROWS) return { ok: false, reason: 'redirects.errors.csvTooMany' };
  return { ok: true, rows, refused };
}
