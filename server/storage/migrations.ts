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
  {
    version: 4,
    description: 'office inbox: staff accounts and sessions, handled state of enquiries and sign-ups',
    up(db) {
      // Sessions are kept by the SHA-256 of their token: a copy of the database signs nobody in.
      db.exec(`CREATE TABLE admin_users (
        id INTEGER PRIMARY KEY,
        login TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE admin_sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX admin_sessions_user ON admin_sessions (user_id);

      ALTER TABLE enquiries ADD COLUMN handled_at TEXT;
      ALTER TABLE enquiries ADD COLUMN handled_by TEXT;
      ALTER TABLE subscriptions ADD COLUMN handled_at TEXT;
      ALTER TABLE subscriptions ADD COLUMN handled_by TEXT`);
    },
  },
  {
    version: 5,
    description: 'inbox at scale: indexes for its keyset pages and filters, FTS5 trigram search of both tables',
    up(db) {
      // An index on created_at also orders by id (the rowid) on equal times: the keyset (created_at, id).
      // The search tables index every three-character sequence of name, e-mail and phone, folded to lower case
      // in every script; they read the text from the tables themselves, kept in step by the triggers, and are
      // filled for the rows already there by 'rebuild'. search_text is the same text folded by fold(), for a
      // search matching so many entries that reading the newest ones in order finds a page sooner.
      db.exec(`CREATE INDEX enquiries_kind_created_at ON enquiries (kind, created_at);
      CREATE INDEX enquiries_new_created_at ON enquiries (created_at) WHERE handled_at IS NULL;
      CREATE INDEX subscriptions_created_at ON subscriptions (created_at);
      ${searchIndex('enquiries', ['name', 'email', 'phone'])}
      ${searchIndex('subscriptions', ['email'])}
      ${searchText('enquiries', `name || char(10) || email || char(10) || phone`, 'name, email, phone')}
      ${searchText('subscriptions', 'email', 'email')}`);
    },
  },
];

/** An FTS5 trigram index of `columns` of `table` (rows found by id), filled and kept in step by triggers. */
function searchIndex(table: string, columns: string[]): string {
  const index = `${table}_search`;
  const list = columns.join(', ');
  const of = (row: string) => columns.map((column) => `${row}.${column}`).join(', ');
  return `CREATE VIRTUAL TABLE ${index} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram');
    CREATE TRIGGER ${index}_insert AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${index} (rowid, ${list}) VALUES (new.id, ${of('new')});
    END;
    CREATE TRIGGER ${index}_delete AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${index} (${index}, rowid, ${list}) VALUES ('delete', old.id, ${of('old')});
    END;
    CREATE TRIGGER ${index}_update AFTER UPDATE OF ${list} ON ${table} BEGIN
      INSERT INTO ${index} (${index}, rowid, ${list}) VALUES ('delete', old.id, ${of('old')});
      INSERT INTO ${index} (rowid, ${list}) VALUES (new.id, ${of('new')});
    END;
    INSERT INTO ${index} (${index}) VALUES ('rebuild');`;
}

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

/** The column search_text of `table`: fold(`text`), for the rows there and kept in step when `columns` change. */
function searchText(table: string, text: string, columns: string): string {
  return `ALTER TABLE ${table} ADD COLUMN search_text TEXT;
    UPDATE ${table} SET search_text = fold(${text});
    CREATE TRIGGER ${table}_search_text AFTER INSERT ON ${table} BEGIN
      UPDATE ${table} SET search_text = fold(${text}) WHERE id = new.id;
    END;
    CREATE TRIGGER ${table}_search_text_update AFTER UPDATE OF ${columns} ON ${table} BEGIN
      UPDATE ${table} SET search_text = fold(${text}) WHERE id = new.id;
    END;`;
}
