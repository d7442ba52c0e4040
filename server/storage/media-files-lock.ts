import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isSqliteBusy } from '../backups/database-in-use.ts';

// The lock a SQLite site's backup and the photos' clean-up share (docs/backups.md, "Backups and restore"): a backup
// copies the database, then the files it names; a clean-up removing a file between the two would leave the backup
// naming a file it lacks (or fail it reading one that is gone). Each holds the lock while it works: the clean-up never
// waits for it (the server's event loop would), it gives up and runs again later; a backup waits for a clean-up to end.
//
// The lock is an exclusive lock on a small SQLite file of its own beside the database, as databaseInUse reasons
// (server/backups/database-in-use.ts): the kernel drops it when its holder ends, however it ends, where a marker
// file would outlive a killed backup. Two holders in one process contend as two processes do.

/** The lock's file in DATA_DIR, which no backup carries (server/backups/format.ts: the secret and media/ only). */
export const MEDIA_LOCK_FILE = 'media.lock';

/** Another holder has the lock (a backup being written, or another clean-up). */
export class MediaFilesBusyError extends Error {
  constructor() {
    super('a backup or another clean-up holds the media files');
  }
}

/**
 * Runs `work` holding the media files' lock of `dataDir`. `waitMs` 0 gives up at once when it is held (rejecting
 * with MediaFilesBusyError); more waits up to that long, blocking the thread, so only a command may wait.
 */
export async function withMediaFilesLock<T>(dataDir: string, waitMs: number, work: () => Promise<T>): Promise<T> {
  const db = new DatabaseSync(path.join(dataDir, MEDIA_LOCK_FILE), { timeout: waitMs });
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    db.close();
    if (isSqliteBusy(err)) throw new MediaFilesBusyError();
    throw err;
  }
  try {
    return await work();
  } finally {
    db.exec('ROLLBACK');
    db.close();
  }
}
