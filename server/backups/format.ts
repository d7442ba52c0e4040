import { createHash } from 'node:crypto';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import { isMediaFileName } from '../storage/media-files.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { ATTACHMENTS_DIR, isAttachmentFileName } from '../storage/sqlite-attachment-files.ts';
import { MEDIA_DIR } from '../storage/sqlite-media-files.ts';

// A backup is one SQLite file (docs/backups.md, "Backups and restore"): the site's database as SQLite's online backup
// copied it, page by page, in one read transaction; and two tables of its own beside the site's: backup_manifest (what
// made it, and when) and backup_files (the files of DATA_DIR the database does not hold: the uploaded photos' files and
// the generated CSRF secret, each with the SHA-256 of its bytes). One file to copy off the machine, and `PRAGMA
// integrity_check` plus the digests prove all of it.

/** Bumped if the layout below ever changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_TABLE = 'backup_manifest';
export const FILES_TABLE = 'backup_files';

export const BACKUP_TABLES_SQL = `CREATE TABLE ${MANIFEST_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
  CREATE TABLE ${FILES_TABLE} (path TEXT PRIMARY KEY, bytes BLOB NOT NULL, sha256 TEXT NOT NULL) STRICT`;

/** The CSRF secret the server generates when CSRF_SECRET is unset (server/csrf-secret.ts). */
export const CSRF_SECRET_FILE = 'csrf-secret';

/**
 * The paths of DATA_DIR a backup may carry besides the database: the secret, media files by the names the
 * processing makes, and the files of visitors' attachments by the names their store makes. Nothing else is ever written on restore, so no entry can reach outside DATA_DIR.
 */
export function isBackedUpPath(relative: string): boolean {
  if (relative === CSRF_SECRET_FILE) return true;
  const [dir, name, ...rest] = relative.split('/');
  if (name === undefined || rest.length > 0) return false;
  return (dir === MEDIA_DIR && isMediaFileName(name)) || (dir === ATTACHMENTS_DIR && isAttachmentFileName(name));
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The newest schema version this code knows: a backup made by a later one is not restored by it. */
export const LATEST_SCHEMA_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));

export interface BackupManifest {
  format: number;
  /** When the database was copied (ISO 8601). */
  createdAt: string;
  /** The database's schema version (its PRAGMA user_version). */
  schemaVersion: number;
  /** Rows of backup_files. */
  files: number;
}

/** A file that is not a backup this code can restore; the message says what is wrong with it. */
export class BadBackupError extends Error {}

/**
 * A carried file as FILES_TABLE holds it. The table is STRICT, so a row of other types is in a file no backup wrote
 * (checkBackup then says it is not one).
 */
export function carriedFile(row: Record<string, SQLOutputValue>) {
  const { path, bytes, sha256: digest } = row;
  if (typeof path !== 'string' || !(bytes instanceof Uint8Array)) throw new Error(`${FILES_TABLE} holds other types`);
  return { path, bytes, digest: typeof digest === 'string' ? digest : undefined };
}

function readManifest(db: DatabaseSync): BackupManifest {
  const rows = db.prepare(`SELECT key, value FROM ${MANIFEST_TABLE}`).all();
  const value = (key: string) => {
    const found = rows.find((row) => row.key === key)?.value;
    return typeof found === 'string' ? found : undefined;
  };
  const manifest = {
    format: Number(value('format')),
    createdAt: value('createdAt') ?? '',
    schemaVersion: Number(value('schemaVersion')),
    files: Number(value('files')),
  };
  if (manifest.format !== BACKUP_FORMAT) throw new BadBackupError(`unknown backup format ${value('format')}`);
  return manifest;
}

/** Each file's path is one a backup may carry and its bytes still have the digest written beside them. */
function checkFiles(db: DatabaseSync, manifest: BackupManifest): void {
  let count = 0;
  for (const row of db.prepare(`SELECT path, bytes, sha256 FROM ${FILES_TABLE}`).iterate()) {
    const { path, bytes, digest } = carriedFile(row);
    if (!isBackedUpPath(path)) throw new BadBackupError(`it holds a file no backup writes: ${JSON.stringify(path)}`);
    if (sha256(bytes) !== digest) throw new BadBackupError(`the bytes of ${path} do not match their SHA-256`);
    count += 1;
  }
  if (count !== manifest.files)
    throw new BadBackupError(`it holds ${count} files, its manifest says ${manifest.files}`);
}

/**
 * Opens `file` read-only and proves it whole: SQLite's integrity check of every page and index, the manifest of a
 * known format and schema version, and every carried file's digest. Throws BadBackupError saying what failed.
 */
export function checkBackup(file: string): BackupManifest {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (err) {
    throw new BadBackupError(`it cannot be opened (${(err as Error).message})`);
  }
  try {
    const problems = db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => String(row.integrity_check));
    if (problems.join() !== 'ok') throw new BadBackupError(`integrity_check: ${problems.slice(0, 5).join('; ')}`);
    const manifest = readManifest(db);
    if (!(manifest.schemaVersion <= LATEST_SCHEMA_VERSION)) {
      throw new BadBackupError(
        `its schema version ${manifest.schemaVersion} is newer than this version of the site knows ` +
          `(${LATEST_SCHEMA_VERSION}): restore it with the version that made it`,
      );
    }
    checkFiles(db, manifest);
    return manifest;
  } catch (err) {
    if (err instanceof BadBackupError) throw err;
    // SQLITE_NOTADB, SQLITE_CORRUPT, a missing table: not a backup, or a damaged one.
    throw new BadBackupError(`it is not a backup, or a damaged one (${(err as Error).message})`);
  } finally {
    db.close();
  }
}
