// The office's view of the enquiries: `npm run enquiries -- list|export [--format csv|json] [--since YYYY-MM-DD]`.
// Reads the database in DATA_DIR (the same configuration as the server); safe while the server runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import type { StoredEnquiry } from '#server/storage/enquiry-store.ts';
import { DATABASE_FILE, openSqliteStore } from '#server/storage/sqlite-store.ts';

const USAGE = `Usage: npm run enquiries -- list|export [--format csv|json] [--since YYYY-MM-DD]

  list     a table of the enquiries, oldest first
  export   every field, to stdout: CSV (UTF-8 with BOM, for Excel) or JSON
  --since  only enquiries received on or after that day (Ulaanbaatar time)
`;

// Mongolia keeps UTC+8 all year (no daylight saving since 2017), so dates and times are shown in it.
const UB_OFFSET = '+08:00';
const UB_OFFSET_MS = 8 * 60 * 60 * 1000;
const PREVIEW_LENGTH = 60;

class UsageError extends Error {}

const localTime = (date: Date) => new Date(date.getTime() + UB_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const since = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00${UB_OFFSET}`) : undefined;
  // A day that does not exist (2026-02-31) is invalid or rolls over: either way it does not read back.
  if (!since || Number.isNaN(since.getTime()) || localTime(since).slice(0, 10) !== value) {
    throw new UsageError(`--since must be a date such as 2026-03-01, not "${value}"`);
  }
  return since;
}

function readArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' } },
  });
  const [command, ...extra] = positionals;
  if ((command !== 'list' && command !== 'export') || extra.length > 0) throw new UsageError('expected list or export');
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError('--format must be csv or json');
  return { command, format: values.format, since: parseSince(values.since) };
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

function formatTable(enquiries: readonly StoredEnquiry[]): string {
  if (enquiries.length === 0) return 'No enquiries.\n';
  const header = ['id', 'time (UB)', 'kind', 'name', 'email', 'phone', 'message'];
  const rows = enquiries.map((e) => [
    String(e.id),
    localTime(e.createdAt),
    e.kind,
    preview(e.name),
    e.email,
    e.phone,
    preview(e.message),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return `${[line(header), rule, ...rows.map(line)].join('\n')}\n${enquiries.length} enquiries\n`;
}

// A cell Excel would run as a formula (=, @, or +/- not followed by a plain number such as a phone)
// gets a leading apostrophe: the text comes from anonymous visitors (OWASP "CSV injection").
function defuse(value: string): string {
  return /^[=@\t\r]/.test(value) || /^[+-](?![\d\s().-]*$)/.test(value) ? `'${value}` : value;
}

/** RFC 4180: CRLF line ends; a field with a quote, comma or line break is quoted, quotes doubled. */
function csvField(value: string): string {
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
] as const;

function formatCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = enquiries.map((e) =>
    [
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
    ].map(csvField),
  );
  // The byte order mark makes Excel read the file as UTF-8, so Cyrillic shows as written.
  return `\uFEFF${[[...EXPORT_COLUMNS], ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

function formatJson(enquiries: readonly StoredEnquiry[]): string {
  return `${JSON.stringify(
    enquiries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    null,
    2,
  )}\n`;
}

async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) throw err;
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return 64; // EX_USAGE
  }
  let dataDir: string;
  try {
    dataDir = loadConfig(process.env).dataDir;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 78; // EX_CONFIG
  }
  // Never create an empty database: a mistyped DATA_DIR would look like "no enquiries".
  if (!existsSync(path.join(dataDir, DATABASE_FILE))) {
    process.stderr.write(`No database in ${dataDir} (set DATA_DIR to the server's data directory).\n`);
    return 66; // EX_NOINPUT
  }
  const store = openSqliteStore(dataDir);
  try {
    const enquiries = await store.enquiries.listEnquiries({ since: args.since });
    const format = args.command === 'list' ? formatTable : args.format === 'json' ? formatJson : formatCsv;
    process.stdout.write(format(enquiries));
    return 0;
  } finally {
    store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
