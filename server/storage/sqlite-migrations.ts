import type { DatabaseSync } from 'node:sqlite';
import { DIALECT_WORDS, FILL_BATCH, MigrationError, pending, type Migration, type RowFill } from './migration.ts';
import { MIGRATIONS } from './migrations.ts';

// SQLite applies the migrations at start-up, each in its own transaction (the database is one process's, or a
// few on one machine: BEGIN IMMEDIATE makes them take turns). The version reached is PRAGMA user_version.

function fillRows(db: DatabaseSync, fill: RowFill): void {
  const read = db.prepare(fill.read);
  const write = db.prepare(fill.write);
  let last = 0;
  for (;;) {
    const batch = read.all(last, FILL_BATCH);
    for (const row of batch) {
      for (const values of fill.rows(row)) write.run(...values);
      last = Number(row.id);
    }
    if (batch.length < FILL_BATCH) return;
  }
}

/** Applies the migrations not yet applied; returns the schema version. */
export function applyMigrations(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number {
  let current = Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0);
  for (const migration of pending(migrations, current)) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migration.sql(DIALECT_WORDS.sqlite));
      if (migration.fill) fillRows(db, migration.fill);
      db.exec(`PRAGMA user_version = ${Number(migration.version)}`);
      db.exec('COMMIT');
    } catch (err) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw new MigrationError(migration, err);
    }
    current = migration.version;
  }
  return current;
}
