import type { DatabaseSync } from 'node:sqlite';
import type { AttachmentBytes } from './attachment-bytes.ts';
import { createPersonData, type PersonDataStore } from './person-data.ts';
import { sqliteStoreDatabase } from './sqlite-kysely.ts';

/**
 * The person-data methods on SQLite. An erased or corrected value must not stay readable in the file: deleted
 * content is overwritten with zeros (secure_delete, set for this connection here, where the erasures are written),
 * the search tables drop a row's entries instead of marking them (FTS5 secure-delete, migration 13), and each such
 * write (a retention run: once, at its end) is followed by a checkpoint that empties the write-ahead log, which
 * would still hold the former pages.
 * One process writes the database, so the retention job needs no lock of its own.
 */
export function createSqlitePersonData(db: DatabaseSync, attachmentBytes: AttachmentBytes): PersonDataStore {
  db.exec('PRAGMA secure_delete = ON');
  const database = sqliteStoreDatabase(db);
  // Busy when another connection reads at this moment: the log is then emptied at a later checkpoint.
  const emptyLog = () => db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  /** True during a retention run, which empties the log once at its end rather than after every batch. */
  let inRun = false;
  return createPersonData(
    database,
    {
      async write(queries) {
        const changed = await database.batch(queries);
        if (!inRun) emptyLog();
        return changed;
      },
      async exclusive(work) {
        inRun = true;
        try {
          return await work();
        } finally {
          inRun = false;
          emptyLog();
        }
      },
    },
    attachmentBytes,
  );
}
