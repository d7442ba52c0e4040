import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import {
  BACKUP_FORMAT,
  BACKUP_TABLES_SQL,
  BadBackupError,
  CSRF_SECRET_FILE,
  FILES_TABLE,
  isBackedUpPath,
  MANIFEST_TABLE,
  sha256,
} from './format.ts';
import { backupName, partialName, pruneBackups } from './retention.ts';
import { withMediaFilesLock } from '../storage/media-files-lock.ts';
import { ATTACHMENTS_DIR } from '../storage/sqlite-attachment-files.ts';
import { MEDIA_DIR } from '../storage/sqlite-media-files.ts';
import { DATABASE_FILE } from '../storage/sqlite-store.ts';

// `npm run backup` (docs/backups.md, "Backups and restore"): a consistent copy of a SQLite site's data, taken while it
// runs.

/** There is no SQLite database in DATA_DIR to back up. */
export class NoDatabaseError extends Error {}

export interface WrittenBackup {
  file: string;
  bytes: number;
  /** Pages of the database copied. */
  pages: number;
  /** Files of DATA_DIR carried beside it (photos' files, the CSRF secret). */
  files: number;
  /** Older backups removed to keep BACKUP_KEEP. */
  removed: string[];
}

// A clean-up of the photos' files under way ends within seconds; the backup waits for it this long at most.
const MEDIA_LOCK_WAIT_MS = 60_000;

// Every page in one step: the copy is made inside one read transaction, so it is the database as it was at one
// moment. In WAL mode that read blocks no writer, and no write made meanwhile can restart the copy (node:sqlite's
// rate must be a positive number; this is the largest).
const ALL_PAGES = 2 ** 31 - 1;

/**
 * The files of DATA_DIR a backup carries, as paths relative to it: the CSRF secret, each media file, then each
 * attachment's file. An attachment's file is written before the row that names it, so every row the copied database
 * holds finds its file here.
 */
function carriedFiles(dataDir: string): string[] {
  const filesIn = (dir: string) =>
    existsSync(path.join(dataDir, dir)) ? readdirSync(path.join(dataDir, dir)).map((name) => `${dir}/${name}`) : [];
  // isBackedUpPath leaves out the media store's temporary `.…part` files and anything else not its own.
  return [CSRF_SECRET_FILE, ...filesIn(MEDIA_DIR).sort(), ...filesIn(ATTACHMENTS_DIR).sort()].filter(
    (relative) => isBackedUpPath(relative) && existsSync(path.join(dataDir, relative)),
  );
}

function addFiles(db: DatabaseSync, dataDir: string, relatives: readonly string[]): void {
  const insert = db.prepare(`INSERT INTO ${FILES_TABLE} (path, bytes, sha256) VALUES (?, ?, ?)`);
  db.exec('BEGIN');
  for (const relative of relatives) {
    const bytes = readFileSync(path.join(dataDir, relative));
    insert.run(relative, bytes, sha256(bytes));
  }
  db.exec('COMMIT');
}

function syncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a backup of `dataDir` into `backupDir` and leaves the newest `keep` there. The database first, then the
 * files, holding the media files' lock all the while (media-files-lock.ts): a photo's files are never changed, and
 * the clean-up removes none meanwhile, so those carried include every one the copied database names (and perhaps a
 * few newer ones, unnamed). Throws NoDatabaseError when `dataDir` holds no database, MediaFilesBusyError when a
 * clean-up has held the files for over a minute.
 */
export async function writeBackup({
  dataDir,
  backupDir,
  keep,
  now = new Date(),
}: {
  dataDir: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): Promise<WrittenBackup> {
  const databaseFile = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(databaseFile)) throw new NoDatabaseError(`No database in ${dataDir} (set DATA_DIR to the site's).`);
  mkdirSync(backupDir, { recursive: true });
  const name = backupName(now);
  const partial = path.join(backupDir, partialName(name, randomBytes(4).toString('hex')));
  // Created empty first, readable by its owner only: it holds visitors' names, addresses and phone numbers, and
  // SQLite keeps the mode of a file it writes into.
  writeFileSync(partial, '', { mode: 0o600 });
  try {
    const copied = await withMediaFilesLock(dataDir, MEDIA_LOCK_WAIT_MS, () => copyInto(partial, dataDir, now));
    syncPath(partial);
    const file = path.join(backupDir, name);
    linkSync(partial, file); // never replaces a backup already there
    syncPath(backupDir);
    const removed = pruneBackups(backupDir, keep, name, now);
    return { file, bytes: statSync(file).size, ...copied, removed };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** The database, then the files it may name, copied into `partial`; how many pages and files it holds. */
async function copyInto(partial: string, dataDir: string, now: Date): Promise<{ pages: number; files: number }> {
  const source = new DatabaseSync(path.join(dataDir, DATABASE_FILE), { timeout: 5000 });
  let pages: number;
  try {
    pages = await backup(source, partial, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(partial);
  try {
    // One self-contained file (no -wal beside it); a restore turns WAL on again, as the server does.
    copy.exec(`PRAGMA journal_mode = DELETE; ${BACKUP_TABLES_SQL}`);
    const files = carriedFiles(dataDir);
    addFiles(copy, dataDir, files);
    const schemaVersion = Number(copy.prepare('PRAGMA user_version').get()?.user_version ?? 0);
    const manifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), schemaVersion, files: files.length };
    const insert = copy.prepare(`INSERT INTO ${MANIFEST_TABLE} (key, value) VALUES (?, ?)`);
    for (const [key, value] of Object.entries(manifest)) insert.run(key, String(value));
    const check = copy.prepare('PRAGMA integrity_check').get()?.integrity_check;
    if (check !== 'ok') throw new BadBackupError(`the backup just written fails integrity_check: ${String(check)}`);
    return { pages, files: files.length };
  } finally {
    copy.close();
  }
}
