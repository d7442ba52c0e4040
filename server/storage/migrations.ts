import type { DatabaseSync } from 'node:sqlite';

export interface Migration {
  version: number;
  description: string;
  up(db: DatabaseSync): void;
}

// SQLite's schema, applied in order at start-up; the schema version lives in PRAGMA user_version.
// PostgreSQL has its own list (postgres-migrations.ts) for the same tables.
// Later issues append here; never edit a migration that has shipped.
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
  {
    version: 2,
    description: 'enquiries, office notification outbox, newsletter subscriptions',
    up(db) {
      // Times are ISO 8601 UTC text (Date#toISOString), so they sort and compare as strings.
      db.exec(`CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'service', 'quotation')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL,
        language TEXT NOT NULL,
        page TEXT,
        request_id TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX enquiries_created_at ON enquiries (created_at);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
        kind TEXT NOT NULL CHECK (kind IN ('notify-office')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        sent_at TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;

      CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        email_normalized TEXT NOT NULL UNIQUE,
        language TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT`);
    },
  },
  {
    version: 3,
    description: 'outbox claims that lapse, rate-limit hit counts',
    up(db) {
      // claimed_until: a sender holds the row until then (see EnquiryStore.claimDueNotifications).
      db.exec(`ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
      CREATE TABLE rate_limit_hits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        reset_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at)`);
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
