import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { applyMigrations, MIGRATIONS, type Migration } from './migrations.ts';
import { createSqliteEnquiryStore } from './sqlite-enquiry-store.ts';
import type { Store } from './store.ts';

export const DATABASE_FILE = 'site.db';

export interface SqliteStore extends Store {
  readonly db: DatabaseSync;
  readonly schemaVersion: number;
}

export function openSqliteStore(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): SqliteStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), { timeout: 5000 });
  // WAL with synchronous=FULL: a committed enquiry survives a power loss.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  const schemaVersion = applyMigrations(db, migrations);
  return {
    db,
    schemaVersion,
    enquiries: createSqliteEnquiryStore(db),
    isHealthy() {
      if (!db.isOpen) return false;
      try {
        db.prepare('SELECT 1').get();
        return true;
      } catch {
        return false;
      }
    },
    close() {
      if (!db.isOpen) return;
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
