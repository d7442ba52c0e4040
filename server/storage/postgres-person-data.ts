import type { Pool } from 'pg';
import { personData, type PersonDataStore, type PersonRow, type Statement } from './person-data.ts';

/** PostgreSQL's own column (migration 2): the id an enquiry had in the SQLite database it was copied from. */
const ENGINE_ONLY = new Set(['sqlite_id']);

/** The retention job's advisory lock ("rete"), apart from the migrations' ("site"). */
export const RETENTION_LOCK_KEY = 0x72657465;

/** A column as a person's row holds it: a moment as ISO text; text, a number and NULL as they are. */
function cellOf(column: string, value: unknown): string | number | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || value === null) return value;
  // The person data's tables have no other type of column (pg would give booleans, objects): a new one is told.
  throw new Error(`person data: column ${column} holds a ${typeof value}`);
}

function plainRow(row: Record<string, unknown>): PersonRow {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !ENGINE_ONLY.has(column))
      .map(([column, value]) => [column, cellOf(column, value)]),
  );
}

/**
 * The person-data methods on PostgreSQL. Writes run in one transaction on a connection of their own. The retention
 * job runs on one replica at a time: it holds a session advisory lock for its run, taken without waiting (a replica
 * finding it held leaves the run to the holder), and released when the run ends or its connection does.
 */
export function createPostgresPersonData(pool: Pool): PersonDataStore {
  return personData({
    time: (date) => date,
    async rows<T extends PersonRow>(statement: Statement) {
      const { rows } = await pool.query<Record<string, unknown>>(statement.text, [...statement.values]);
      return rows.map(plainRow) as T[];
    },
    async write(statements) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const changed: number[] = [];
        for (const { text, values } of statements) changed.push((await client.query(text, [...values])).rowCount ?? 0);
        await client.query('COMMIT');
        return changed;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exclusive(work) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          RETENTION_LOCK_KEY,
        ]);
        if (!rows[0]?.locked) return undefined;
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  });
}
