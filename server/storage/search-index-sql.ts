// The inbox's search indexes (migration 5), one way per engine: FTS5 trigram tables and a folded copy of the text
// on SQLite, pg_trgm indexes on PostgreSQL. The stores' queries match them (sqlite-inbox-store.ts,
// postgres-inbox-store.ts).

/** SQLite: an FTS5 trigram index of `columns` of `table` (rows found by id), filled and kept in step by triggers. */
export function sqliteSearchIndex(table: string, columns: string[]): string {
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

/**
 * SQLite: the column search_text of `table`, fold(`text`) (fold() is registered by sqlite-store.ts), for the rows
 * there and kept in step when `columns` change.
 */
export function sqliteSearchText(table: string, text: string, columns: string): string {
  return `ALTER TABLE ${table} ADD COLUMN search_text TEXT;
    UPDATE ${table} SET search_text = fold(${text});
    CREATE TRIGGER ${table}_search_text AFTER INSERT ON ${table} BEGIN
      UPDATE ${table} SET search_text = fold(${text}) WHERE id = new.id;
    END;
    CREATE TRIGGER ${table}_search_text_update AFTER UPDATE OF ${columns} ON ${table} BEGIN
      UPDATE ${table} SET search_text = fold(${text}) WHERE id = new.id;
    END;`;
}

/**
 * PostgreSQL: inbox_fold() (lower case in every script under the ICU root collation; a PostgreSQL built without
 * ICU folds by the database's locale), and pg_trgm indexes of the folded text. pg_trgm (contrib, a trusted
 * extension: the database's owner may create it) indexes every three-character sequence; without it the searches
 * still answer, reading every row, and the warning says so.
 */
export const POSTGRES_SEARCH_INDEX = `
  DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu') THEN
      CREATE FUNCTION inbox_fold(value TEXT) RETURNS TEXT IMMUTABLE STRICT PARALLEL SAFE LANGUAGE sql
        AS 'SELECT lower(value COLLATE "und-x-icu")';
    ELSE
      CREATE FUNCTION inbox_fold(value TEXT) RETURNS TEXT IMMUTABLE STRICT PARALLEL SAFE LANGUAGE sql
        AS 'SELECT lower(value)';
    END IF;
  END $$;

  DO $$ BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'pg_trgm is not available (%): inbox searches will read every row', SQLERRM;
  END $$;
  DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      CREATE INDEX enquiries_search ON enquiries
        USING gin (inbox_fold(name || E'\\n' || email || E'\\n' || phone) gin_trgm_ops);
      CREATE INDEX subscriptions_search ON subscriptions USING gin (inbox_fold(email) gin_trgm_ops);
    END IF;
  END $$;`;
