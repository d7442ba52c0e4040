// `npm run restore -- <file> [--force]`: puts a backup made by `npm run backup` back into DATA_DIR, after proving it
// whole (integrity_check, its files' digests). The site must be stopped; a DATA_DIR already holding site data is
// refused unless --force, which moves that data aside. docs/backups.md, "Backups and restore".
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadBackupConfig } from '#server/backups/config.ts';
import { BadBackupError } from '#server/backups/format.ts';
import { restoreBackup, RestoreRefusedError } from '#server/backups/restore.ts';
import { CommandError, runCommand, UsageError } from './lib/cli.ts';

const USAGE = `Usage: npm run restore -- <file> [--force]

Restores a backup written by npm run backup into DATA_DIR, once it has passed SQLite's integrity_check and each
of its files matches its SHA-256. Stop the site first: the restore refuses while the database is open there.
  --force  DATA_DIR already holds site data (site.db, media/, csrf-secret): move it into DATA_DIR/replaced-<date>/
           first (nothing is deleted); without it such a DATA_DIR is refused.
`;

// sysexits.h: EX_DATAERR (not a whole backup), EX_NOINPUT (no such file), EX_UNAVAILABLE (PostgreSQL),
// EX_CANTCREAT (DATA_DIR holds data), EX_TEMPFAIL (the site is running: stop it and try again).
const EXIT_BAD_BACKUP = 65;
const EXIT_NO_INPUT = 66;
const EXIT_UNAVAILABLE = 69;
const EXIT_NOT_EMPTY = 73;
const EXIT_IN_USE = 75;

function readArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('expected one backup file');
  return { file, force: values.force };
}

async function run({ file, force }: ReturnType<typeof readArgs>): Promise<number> {
  const { dataDir, databaseUrl } = loadBackupConfig();
  if (databaseUrl) {
    throw new CommandError(
      'This site keeps its data in PostgreSQL (DATABASE_URL is set): restore a pg_dump file with pg_restore ' +
        '(docs/replicas.md, "Backups").',
      EXIT_UNAVAILABLE,
    );
  }
  if (!existsSync(file)) throw new CommandError(`No such file: ${file}`, EXIT_NO_INPUT);
  try {
    const restored = await restoreBackup({ file, dataDir, force });
    const { createdAt, schemaVersion } = restored.manifest;
    process.stdout.write(
      `Restored ${file} (taken ${createdAt}, schema version ${schemaVersion}) into ${dataDir}: the database and ` +
        `${restored.files} files.\n` +
        (restored.replacedDir ? `The data it replaced is in ${restored.replacedDir}.\n` : '') +
        'Start the site: it applies any newer migrations as it starts.\n',
    );
    return 0;
  } catch (err) {
    if (err instanceof BadBackupError) throw new CommandError(`Not restored: ${file}: ${err.message}`, EXIT_BAD_BACKUP);
    if (err instanceof RestoreRefusedError) {
      throw new CommandError(`Not restored: ${err.message}`, err.reason === 'in-use' ? EXIT_IN_USE : EXIT_NOT_EMPTY);
    }
    throw err;
  }
}

await runCommand(USAGE, readArgs, run);
