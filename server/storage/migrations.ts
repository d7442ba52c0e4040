import type { DatabaseSync } from 'node:sqlite';

export interface Migration {
  version: number;
  description: string;
  up(db: DatabaseSync): void;
}

// Applied in order at start-up; the schema version lives in PRAGMA user_version.
// Later issues append here (enquiries, outbox, subscriptions); never edit a migration that has shipped.
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'application metadata',
    up(db) {
      db.exec(`CREATE TABLE app_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT`);
    },
  },
];

export function applyMigrations(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  let current = row.user_version;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      migration.up(db);
      db.exec(`PRAGMA user_version = ${Number(migration.version)}`);
      db.exec('COMMIT');
    } catch (err) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw new Error(`migration ${migration.version} (${migration.description}) failed`, { cause: err });
    }
    current = migration.version;
  }
  return current;
}
