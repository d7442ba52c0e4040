import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

// Whether a process has the database open: the server (or an office command) running on that DATA_DIR. In WAL
// mode every open connection holds a shared lock on the database file for as long as it is open, and the kernel
// drops it when the process ends, however it ends; so asking for an exclusive lock answers the question, where a
// pid or marker file would outlive a killed server.
// SQLITE_BUSY or SQLITE_LOCKED: someone holds it.
const BUSY_CODES = new Set([5, 6]);
// SQLITE_CORRUPT, SQLITE_NOTADB: no site could be running on that file.
const NOT_A_DATABASE_CODES = new Set([11, 26]);

/** The primary result code of a node:sqlite error (an extended one carries it in its low byte), if it is one. */
const primaryCode = (err: unknown) => {
  const errcode = (err as { errcode?: unknown }).errcode;
  return typeof errcode === 'number' ? errcode & 0xff : undefined;
};

/** Whether node:sqlite refused because another connection holds a lock. */
export const isSqliteBusy = (err: unknown) => BUSY_CODES.has(primaryCode(err) ?? -1);

/** True while another connection has `databaseFile` open. A missing file is not in use (and is not created). */
export function databaseInUse(databaseFile: string): boolean {
  if (!existsSync(databaseFile)) return false;
  let db: DatabaseSync | undefined;
  try {
    // No busy time-out: a lock held now is the answer, not something to wait for.
    db = new DatabaseSync(databaseFile, { timeout: 0 });
    db.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (err) {
    if (isSqliteBusy(err)) return true;
    if (NOT_A_DATABASE_CODES.has(primaryCode(err) ?? -1)) return false;
    throw err;
  } finally {
    db?.close();
  }
}
