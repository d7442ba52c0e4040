-- The SQLite schema as the separate lists made it, versions 1-5 (before migrations.ts was one list for both
-- engines), verbatim: tests/integration/schema.test.ts opens a database made with it.

-- 1: application metadata
CREATE TABLE app_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
PRAGMA user_version = 1;

-- 2: enquiries, office notification outbox, newsletter subscriptions
CREATE TABLE enquiries (
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
      ) STRICT;
PRAGMA user_version = 2;

-- 3: outbox claims that lapse, rate-limit hit counts
ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
      CREATE TABLE rate_limit_hits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        reset_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
PRAGMA user_version = 3;

-- 4: office inbox: staff accounts and sessions, handled state of enquiries and sign-ups
CREATE TABLE admin_users (
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
      ALTER TABLE subscriptions ADD COLUMN handled_by TEXT;
PRAGMA user_version = 4;

-- 5: inbox at scale: indexes for its keyset pages and filters, FTS5 trigram search of both tables
CREATE INDEX enquiries_kind_created_at ON enquiries (kind, created_at);
      CREATE INDEX enquiries_new_created_at ON enquiries (created_at) WHERE handled_at IS NULL;
      CREATE INDEX subscriptions_created_at ON subscriptions (created_at);
      CREATE VIRTUAL TABLE enquiries_search USING fts5(name, email, phone, content='enquiries', content_rowid='id', tokenize='trigram');
    CREATE TRIGGER enquiries_search_insert AFTER INSERT ON enquiries BEGIN
      INSERT INTO enquiries_search (rowid, name, email, phone) VALUES (new.id, new.name, new.email, new.phone);
    END;
    CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries BEGIN
      INSERT INTO enquiries_search (enquiries_search, rowid, name, email, phone) VALUES ('delete', old.id, old.name, old.email, old.phone);
    END;
    CREATE TRIGGER enquiries_search_update AFTER UPDATE OF name, email, phone ON enquiries BEGIN
      INSERT INTO enquiries_search (enquiries_search, rowid, name, email, phone) VALUES ('delete', old.id, old.name, old.email, old.phone);
      INSERT INTO enquiries_search (rowid, name, email, phone) VALUES (new.id, new.name, new.email, new.phone);
    END;
    INSERT INTO enquiries_search (enquiries_search) VALUES ('rebuild');
      CREATE VIRTUAL TABLE subscriptions_search USING fts5(email, content='subscriptions', content_rowid='id', tokenize='trigram');
    CREATE TRIGGER subscriptions_search_insert AFTER INSERT ON subscriptions BEGIN
      INSERT INTO subscriptions_search (rowid, email) VALUES (new.id, new.email);
    END;
    CREATE TRIGGER subscriptions_search_delete AFTER DELETE ON subscriptions BEGIN
      INSERT INTO subscriptions_search (subscriptions_search, rowid, email) VALUES ('delete', old.id, old.email);
    END;
    CREATE TRIGGER subscriptions_search_update AFTER UPDATE OF email ON subscriptions BEGIN
      INSERT INTO subscriptions_search (subscriptions_search, rowid, email) VALUES ('delete', old.id, old.email);
      INSERT INTO subscriptions_search (rowid, email) VALUES (new.id, new.email);
    END;
    INSERT INTO subscriptions_search (subscriptions_search) VALUES ('rebuild');
      ALTER TABLE enquiries ADD COLUMN search_text TEXT;
    UPDATE enquiries SET search_text = fold(name || char(10) || email || char(10) || phone);
    CREATE TRIGGER enquiries_search_text AFTER INSERT ON enquiries BEGIN
      UPDATE enquiries SET search_text = fold(name || char(10) || email || char(10) || phone) WHERE id = new.id;
    END;
    CREATE TRIGGER enquiries_search_text_update AFTER UPDATE OF name, email, phone ON enquiries BEGIN
      UPDATE enquiries SET search_text = fold(name || char(10) || email || char(10) || phone) WHERE id = new.id;
    END;
      ALTER TABLE subscriptions ADD COLUMN search_text TEXT;
    UPDATE subscriptions SET search_text = fold(email);
    CREATE TRIGGER subscriptions_search_text AFTER INSERT ON subscriptions BEGIN
      UPDATE subscriptions SET search_text = fold(email) WHERE id = new.id;
    END;
    CREATE TRIGGER subscriptions_search_text_update AFTER UPDATE OF email ON subscriptions BEGIN
      UPDATE subscriptions SET search_text = fold(email) WHERE id = new.id;
    END;;
PRAGMA user_version = 5;
