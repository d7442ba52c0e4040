import { sql } from 'kysely';
import type { PostgresStoreDatabase } from './database.ts';
import { inRowAttachmentBytes } from './attachment-bytes.ts';
import { createPersonData, type PersonDataStore } from './person-data.ts';

/** The retention job's advisory lock ("rete"), apart from the migrations' ("site"). */
export const RETENTION_LOCK_KEY = 0x72657465;

/**
 * The person-data methods on PostgreSQL. Writes run in one transaction on a connection of their own. The retention
 * job runs on one replica at a time: it holds a session advisory lock for its run, taken without waiting (a replica
 * finding it held leaves the run to the holder), and released when the run ends or its connection does.
 */
export function createPostgresPersonData(database: PostgresStoreDatabase): PersonDataStore {
  return createPersonData(
    database,
    {
      write: (queries) => database.batch(queries),
      exclusive: (work) =>
        database.db.connection().execute(async (connection) => {
          const lock = sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${RETENTION_LOCK_KEY}) AS locked`;
          const { rows } = await lock.execute(connection);
          if (!rows[0]?.locked) return undefined;
          try {
            return await work();
          } finally {
            await sql`SELECT pg_advisory_unlock(${RETENTION_LOCK_KEY})`.execute(connection);
          }
        }),
    },
    inRowAttachmentBytes,
  );
}
