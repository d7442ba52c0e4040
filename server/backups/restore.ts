import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import {
  carriedFile,
  checkBackup,
  CSRF_SECRET_FILE,
  FILES_TABLE,
  MANIFEST_TABLE,
  type BackupManifest,
} from './format.ts';
import { databaseInUse } from './database-in-use.ts';
import { ATTACHMENTS_DIR } from '../storage/sqlite-attachment-files.ts';
import { MEDIA_DIR } from '../storage/sqlite-media-files.ts';
import { DATABASE_FILE } from '../storage/sqlite-store.ts';

// `npm run restore -- FILE` (docs/backups.md, "Backups and restore"): a backup put back into a stopped data directory.
// The file is proven whole first (checkBackup), everything is written into a staging folder inside DATA_DIR, and only
// then moved into place, so a restore that fails half-way leaves DATA_DIR as it was.

/** What a restore writes into DATA_DIR, and what makes a data directory one that holds a site. */
const SITE_ENTRIES = [
  DATABASE_FILE,
  `${DATABASE_FILE}-wal`,
  `${DATABASE_FILE}-shm`,
  CSRF_SECRET_FILE,
  MEDIA_DIR,
  ATTACHMENTS_DIR,
];

/** Why a restore did not start; DATA_DIR is untouched. */
export class RestoreRefusedError extends Error {
  readonly reason: 'in-use' | 'not-empty';
  constructor(reason: 'in-use' | 'not-empty', message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface RestoredBackup {
  manifest: BackupManifest;
  /** Files written beside the database. */
  files: number;
  /** Where the site data DATA_DIR held before was moved (with --force), if it held any. */
  replacedDir: string | undefined;
}

/** The entries of SITE_ENTRIES `dataDir` holds (an empty media or attachments folder does not count). */
function siteEntriesIn(dataDir: string): string[] {
  return SITE_ENTRIES.filter((entry) => {
    const target = path.join(dataDir, entry);
    if (entry === MEDIA_DIR || entry === ATTACHMENTS_DIR) return existsSync(target) && readdirSync(target).length > 0;
    return existsSync(target);
  });
}

// Dropping the backup's own tables frees their pages; when they were a tenth of the file or more (photos), the
// database is rewritten without them rather than carrying the space until the site fills it.
function unpack(staging: string): number {
  const db = new DatabaseSync(path.join(staging, DATABASE_FILE));
  try {
    let files = 0;
    for (const row of db.prepare(`SELECT path, bytes FROM ${FILES_TABLE}`).iterate()) {
      const { path: relative, bytes } = carriedFile(row);
      const target = path.join(staging, relative);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes, { flush: true, mode: relative === CSRF_SECRET_FILE ? 0o600 : 0o644 });
      files += 1;
    }
    db.exec(`DROP TABLE ${FILES_TABLE}; DROP TABLE ${MANIFEST_TABLE}`);
    const free = Number(db.prepare('PRAGMA freelist_count').get()?.freelist_count ?? 0);
    const pages = Number(db.prepare('PRAGMA page_count').get()?.page_count ?? 0);
    if (free * 10 >= pages) db.exec('VACUUM');
    return files;
  } finally {
    db.close();
  }
}

function timestamp(now: Date): string {
  return now.toISOString().replaceAll(':', '-');
}

/**
 * Restores the backup `file` into `dataDir`. Refuses (RestoreRefusedError) while a process has the site's database
 * open there, and when `dataDir` already holds site data, unless `force`: then that data is moved, not deleted,
 * into `dataDir/replaced-<moment>/`. Throws BadBackupError for a file that is not a whole backup.
 */
export async function restoreBackup({
  file,
  dataDir,
  force = false,
  now = new Date(),
}: {
  file: string;
  dataDir: string;
  force?: boolean;
  now?: Date;
}): Promise<RestoredBackup> {
  if (databaseInUse(path.join(dataDir, DATABASE_FILE))) {
    throw new RestoreRefusedError('in-use', `The site is running on ${dataDir}: stop it first, then restore.`);
  }
  const existing = siteEntriesIn(dataDir);
  if (existing.length > 0 && !force) {
    throw new RestoreRefusedError(
      'not-empty',
      `${dataDir} already holds site data (${existing.join(', ')}). Restore into an empty directory, or add ` +
        '--force to move that data aside into a replaced-<date> folder of it first.',
    );
  }
  const manifest = checkBackup(file);

  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const source = new DatabaseSync(file, { readOnly: true });
    try {
      await backup(source, path.join(staging, DATABASE_FILE));
    } finally {
      source.close();
    }
    const files = unpack(staging);
    let replacedDir: string | undefined;
    if (existing.length > 0) {
      replacedDir = path.join(dataDir, `replaced-${timestamp(now)}`);
      mkdirSync(replacedDir);
      for (const entry of existing) renameSync(path.join(dataDir, entry), path.join(replacedDir, entry));
    }
    // A stale -wal or -shm left beside an old database must not be applied to the restored one.
    for (const entry of [`${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`])
      rmSync(path.join(dataDir, entry), { force: true });
    for (const entry of readdirSync(staging)) renameSync(path.join(staging, entry), path.join(dataDir, entry));
    return { manifest, files, replacedDir };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
