import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

// Whether a process has the database open: the server (or an office command) running on that DATA_DIR. In WAL
// mode every open connection holds a shared lock on the database file for as long as it is open, and the kernel
// drops it when the process ends, however it ends; so asking for an exclusive lock answers the question, where a
// pid or marker file would outlive a killed server. SQLITE_BUSY or SQLITE_LOCKED: someone holds it.
const IN_USE_CODES = new Set([5, 6]);
// SQLITE_CORRUPT, SQLITE_NOTADB: no site could be running on that file.
const NOT_A_DATABASE_CODES = new Set([11, 26]);

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
    const errcode = (err as { errcode?: unknown }).errcode;
    if (typeof errcode !== 'number') throw err;
    const primary = errcode & 0xff; // an extended code (SQLITE_BUSY_RECOVERY…) carries its primary in its low byte
    if (IN_USE_CODES.has(primary)) return true;
    if (NOT_A_DATABASE_CODES.has(primary)) return false;
    throw err;
  } finally {
    db?.close();
  }
}
