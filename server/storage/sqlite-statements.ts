import type { DatabaseSync } from 'node:sqlite';

/** Runs `work` inside BEGIN IMMEDIATE … COMMIT; any throw (the COMMIT's too) rolls everything back. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}
