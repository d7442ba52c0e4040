// Every value every table of a database holds, as text, to search for what must not be there (an
// erased person leaves no trace). SQLite's search tables' shadow tables are read too, their bytes as UTF-8.
import type { PostgresStore } from '#server/storage/postgres-store.ts';
import type { SqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store } from '#server/storage/store.ts';

function sqliteText(store: SqliteStore): string {
  const tables = store.db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
    .all()
    .map((row) => String(row.name));
  const values: string[] = [];
  for (const table of tables) {
    for (const row of store.db.prepare(`SELECT * FROM "${table}"`).all()) {
      for (const value of Object.values(row)) {
        values.push(value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : String(value));
      }
    }
  }
  return values.join('\n');
}

async function postgresText(store: PostgresStore): Promise<string> {
  const { rows: tables } = await store.pool.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const values: string[] = [];
  for (const { name } of tables) {
    const { rows } = await store.pool.query<{ line: string }>(`SELECT t::text AS line FROM "${name}" t`);
    values.push(...rows.map((row) => row.line));
  }
  return values.join('\n');
}

/** The text of every row of every table (SQLite: with its search index's own tables). */
export function databaseText(store: Store): Promise<string> {
  return store.engine === 'sqlite'
    ? Promise.resolve(sqliteText(store as SqliteStore))
    : postgresText(store as PostgresStore);
}
