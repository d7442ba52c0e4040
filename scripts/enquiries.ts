// The office's view of the enquiries: `npm run enquiries -- list|export [--format csv|json] [--since YYYY-MM-DD]`,
// and `migrate-to-postgres` to move a SQLite site's data into PostgreSQL. Uses the server's configuration:
// PostgreSQL when DATABASE_URL is set, otherwise the SQLite database in DATA_DIR; safe while the server runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { copySqliteToPostgres, type CopyReport } from '#server/storage/copy-sqlite-to-postgres.ts';
import { describeDatabaseUrl } from '#server/storage/database-url.ts';
import { openPostgres, openStore } from '#server/storage/open-store.ts';
import { DATABASE_FILE, openSqliteStore } from '#server/storage/sqlite-store.ts';
import { EXIT_CONFIG } from '#server/startup-error.ts';
import { exportStream, tableStream } from '#server/services/enquiry-export.ts';
import { parseUbDay, type ExportFormat } from '#server/services/enquiry-formats.ts';
import { CommandError, runCommand, UsageError } from './lib/cli.ts';

const USAGE = `Usage: npm run enquiries -- list|export [--format csv|json] [--since YYYY-MM-DD]
       npm run enquiries -- migrate-to-postgres

  list                 a table of the enquiries, oldest first
  export               every field, to stdout: CSV (UTF-8 with BOM, for Excel) or JSON
  --since              only enquiries received on or after that day (Ulaanbaatar time)
  migrate-to-postgres  copies the enquiries, subscriptions, unsent notifications, the office's published
                       texts and links (every version), drafts and audit log of the SQLite database in DATA_DIR
                       into the PostgreSQL database of DATABASE_URL; running it again copies only what is
                       not there yet

Reads PostgreSQL when DATABASE_URL is set, otherwise the SQLite database in DATA_DIR.
`;

function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const since = parseUbDay(value);
  if (!since) throw new UsageError(`--since must be a date such as 2026-03-01, not "${value}"`);
  return since;
}

const COMMANDS = ['list', 'export', 'migrate-to-postgres'] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (value: string | undefined): value is Command => COMMANDS.some((command) => command === value);

function readArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' } },
  });
  const [command, ...extra] = positionals;
  if (!isCommand(command) || extra.length > 0) throw new UsageError('expected list, export or migrate-to-postgres');
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError('--format must be csv or json');
  const format: ExportFormat = values.format;
  return { command, format, since: parseSince(values.since) };
}

async function run(args: ReturnType<typeof readArgs>): Promise<number> {
  const config = loadConfig(process.env);
  const { dataDir, databaseUrl } = config;
  const hasSqlite = existsSync(path.join(dataDir, DATABASE_FILE));
  if (args.command === 'migrate-to-postgres' && !databaseUrl) {
    throw new CommandError(
      'migrate-to-postgres needs DATABASE_URL: the PostgreSQL database to copy into.',
      EXIT_CONFIG,
    );
  }
  // Never create an empty database: a mistyped DATA_DIR would look like "no enquiries".
  if (!hasSqlite && (!databaseUrl || args.command === 'migrate-to-postgres')) {
    throw new CommandError(`No database in ${dataDir} (set DATA_DIR to the server's data directory).`, 66); // EX_NOINPUT
  }
  if (args.command === 'migrate-to-postgres') return migrate(dataDir, databaseUrl ?? '');
  const store = await openStore(config);
  try {
    // Streamed a page at a time, as fast as stdout takes it: memory does not grow with the inbox.
    const filter = { source: 'enquiry' as const, ...(args.since && { from: args.since }) };
    const text =
      args.command === 'list' ? tableStream(store.inbox, filter) : exportStream(store.inbox, filter, args.format);
    await pipeline(text, process.stdout, { end: false });
    return 0;
  } finally {
    await store.close();
  }
}

/** The newsletter's part of the copy's report, with what to do when the database had a secret of its own. */
function newsletterLines(newsletter: CopyReport['newsletter']): string {
  if (!newsletter) return '';
  const different =
    newsletter.secret === 'different'
      ? '  WARNING: the database has a newsletter secret of its own; links already e-mailed and the hashes copied ' +
        'fit the old one: set NEWSLETTER_SECRET to it (SQLite: app_meta "newsletter-secret")\n'
      : '';
  return `  newsletter: ${newsletter.suppressions} unsubscribed addresses (hashes), secret ${newsletter.secret}\n${different}`;
}

async function migrate(dataDir: string, databaseUrl: string): Promise<number> {
  const target = await openPostgres(databaseUrl);
  const source = openSqliteStore(dataDir);
  try {
    const report = await copySqliteToPostgres(source.db, target.pool, source.mediaFiles, source.attachments);
    const { enquiries, subscriptions, notifications, contentRevisions, drafts, auditEntries, mediaFiles } = report;
    process.stdout.write(
      `Copied into ${describeDatabaseUrl(databaseUrl)}:\n` +
        `  enquiries:     ${enquiries.copied} (${enquiries.alreadyThere} already there)\n` +
        `  their attached files: ${report.attachments}\n` +
        `  their quotations: ${report.quotations}\n` +
        `  subscriptions: ${subscriptions.copied} (${subscriptions.alreadyThere} already there)\n` +
        `  unsent notifications: ${notifications}\n` +
        `  office content: ${contentRevisions.copied} versions (${contentRevisions.alreadyThere} already there), ` +
        `${drafts} drafts\n` +
        `  audit log entries: ${auditEntries}\n` +
        `  photo files: ${mediaFiles.copied} (${mediaFiles.alreadyThere} already there)\n` +
        newsletterLines(report.newsletter),
    );
    return 0;
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

await runCommand(USAGE, readArgs, run);
