// What a database's schema holds, the same way for both engines: its tables, each column's name and broad type,
// and its indexes, sorted, so that two schemas compare with toEqual.
import type { DatabaseSync } from 'node:sqlite';
import type { Pool } from 'pg';

export interface SchemaShape {
  /** table → "column: type", where type is integer, text or time (a moment). */
  columns: Record<string, string[]>;
  indexes: string[];
}

// SQLite keeps a moment as ISO text in a column named *_at or *_until; PostgreSQL as timestamptz.
const isMomentName = (column: string) => /_(at|until)$/.test(column);

function broadType(engineType: string, column: string): string {
  const type = engineType.toLowerCase();
  if (type === 'timestamp with time zone') return 'time';
  if (type === 'text') return isMomentName(column) ? 'time' : 'text';
  // Bytes: SQLite's BLOB, PostgreSQL's bytea.
  if (type === 'bytea') return 'blob';
  return type;
}

function shape(rows: Array<{ table: string; column: string; type: string }>, indexes: string[]): SchemaShape {
  const columns: Record<string, string[]> = {};
  for (const { table, column, type } of rows) (columns[table] ??= []).push(`${column}: ${broadType(type, column)}`);
  for (const list of Object.values(columns)) list.sort();
  return { columns, indexes: indexes.sort() };
}

// The FTS5 search tables (migration 5) keep their text in shadow tables of their own.
const SQLITE_INTERNAL = `m.name NOT LIKE 'sqlite_%' AND m.name NOT GLOB '*_search_*'`;

export function sqliteShape(db: DatabaseSync): SchemaShape {
  const rows = db
    .prepare(
      `SELECT m.name AS "table", c.name AS "column", c.type AS type
       FROM sqlite_master m, pragma_table_info(m.name) c WHERE m.type = 'table' AND ${SQLITE_INTERNAL}`,
    )
    .all()
    .map((row) => ({ table: String(row.table), column: String(row.column), type: String(row.type) }));
  const indexes = db
    .prepare(`SELECT name FROM sqlite_master m WHERE type = 'index' AND ${SQLITE_INTERNAL}`)
    .all()
    .map((row) => String(row.name));
  return shape(rows, indexes);
}

export async function postgresShape(pool: Pool): Promise<SchemaShape> {
  const { rows } = await pool.query<{ table: string; column: string; type: string }>(
    `SELECT table_name AS "table", column_name AS "column", data_type AS type
     FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const indexes = await pool.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey'`,
  );
  return shape(
    rows,
    indexes.rows.map((row) => row.name),
  );
}
