import type { Pool } from 'pg';
import { createPersonData, type PersonDataStore } from './person-data.ts';
import { postgresStoreDatabase } from './postgres-kysely.ts';

/** The retention job's advisory lock ("rete"), apart from the migrations' ("site"). */
export const RETENTION_LOCK_KEY = 0x72657465;

/**
 * The person-data methods on PostgreSQL. Writes run in one transaction on a connection of their own. The retention
 * job runs on one replica at a time: it holds a session advisory lock for its run, taken without waiting (a replica
 * finding it held leaves the run to the holder), and released when the run ends or its connection does.
 */
export function createPostgresPersonData(pool: Pool): PersonDataStore {
  const database = postgresStoreDatabase(pool);
  return createPersonData(database, {
    write: (queries) => database.batch(queries),
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
