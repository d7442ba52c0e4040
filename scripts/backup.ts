// `npm run backup`: a consistent copy of a SQLite site's database and of its files (uploaded photos, the generated
// CSRF secret), taken while the site runs, as one dated file in BACKUP_DIR (default DATA_DIR/backups); the newest
// BACKUP_KEEP (default 7) are kept. On PostgreSQL it says to use pg_dump instead.
// See docs/backups.md, "Backups and restore".
import { parseArgs } from 'node:util';
import { loadBackupConfig } from '#server/backups/config.ts';
import { NoDatabaseError, writeBackup } from '#server/backups/write.ts';
import { MediaFilesBusyError } from '#server/storage/media-files-lock.ts';
import { CommandError, runCommand } from './lib/cli.ts';

const USAGE = `Usage: npm run backup

Writes a backup of the SQLite database in DATA_DIR and of its uploaded photos' files into BACKUP_DIR
(default DATA_DIR/backups) as site-<UTC date and time>.backup, and removes the oldest beyond BACKUP_KEEP
(default 7). Safe while the site runs. Restore one with: npm run restore -- <file>
`;

/** EX_NOINPUT, EX_UNAVAILABLE, EX_TEMPFAIL of sysexits.h. */
const EXIT_NO_INPUT = 66;
const EXIT_UNAVAILABLE = 69;
const EXIT_TEMPFAIL = 75;

const PG_DUMP_ADVICE = `This site keeps its data in PostgreSQL (DATABASE_URL is set): back it up with pg_dump, which
copies the database consistently while the replicas run (photos' files are in it too), e.g.
  pg_dump --format=custom --file=site-$(date +%F).dump "$DATABASE_URL"
and restore it with pg_restore (docs/replicas.md, "Backups").`;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function run(): Promise<number> {
  const config = loadBackupConfig();
  if (config.databaseUrl) throw new CommandError(PG_DUMP_ADVICE, EXIT_UNAVAILABLE);
  const started = performance.now();
  try {
    const written = await writeBackup(config);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Backup written: ${written.file} (${megabytes(written.bytes)}: ${written.pages} database pages, ` +
        `${written.files} files) in ${seconds} s\n` +
        (written.removed.length > 0
          ? `Removed older backups (BACKUP_KEEP=${config.keep}): ${written.removed.join(', ')}\n`
          : ''),
    );
    return 0;
  } catch (err) {
    if (err instanceof NoDatabaseError) throw new CommandError(err.message, EXIT_NO_INPUT);
    if (err instanceof MediaFilesBusyError) {
      throw new CommandError(
        'The photos’ clean-up has held their files for over a minute: run the backup again.',
        EXIT_TEMPFAIL,
      );
    }
    throw err;
  }
}

await runCommand(USAGE, (argv) => parseArgs({ args: argv, options: {} }), run);
