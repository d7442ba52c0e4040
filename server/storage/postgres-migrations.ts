import type { Pool, PoolClient } from 'pg';
import {
  DIALECT_WORDS,
  FILL_BATCH,
  MigrationError,
  numbered,
  pending,
  type Migration,
  type RowFill,
} from './migration.ts';
import { MIGRATIONS } from './migrations.ts';

// PostgreSQL applies the migrations at start-up, each in its own transaction, and records each one applied in
// schema_migrations (version, description: its name).

// Any constant shared by every replica of this application: "site" in ASCII (it shows as objid in pg_locks).
const MIGRATION_LOCK_KEY = 0x73697465;

// Before the two engines shared one list, PostgreSQL had a list of its own: its version 1 made what this list's
// 1 to 3 make, and its 2 and 3 are this list's 4 and 5. A database it migrated is known by the name of its
// version 1 and renumbered once.
const SEPARATE_LIST_FIRST =
  'application metadata, enquiries, outbox with lapsing claims, subscriptions, rate-limit hits';
const SEPARATE_LIST_VERSIONS: Readonly<Record<number, readonly number[]>> = { 1: [1, 2, 3], 2: [4], 3: [5] };

async function renumberSeparateList(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ version: number; description: string; applied_at: Date }>(
    'SELECT version, description, applied_at FROM schema_migrations ORDER BY version',
  );
  if (rows[0]?.version !== 1 || rows[0].description !== SEPARATE_LIST_FIRST) return;
  await inTransaction(client, async () => {
    await client.query('DELETE FROM schema_migrations');
    for (const row of rows) {
      for (const version of SEPARATE_LIST_VERSIONS[row.version] ?? []) {
        const name = MIGRATIONS.find((migration) => migration.version === version)?.name ?? '';
        await client.query('INSERT INTO schema_migrations (version, description, applied_at) VALUES ($1, $2, $3)', [
          version,
          name,
          row.applied_at,
        ]);
      }
    }
  });
}

/** Runs `work` between BEGIN and COMMIT; a throw rolls it back and is thrown on. */
async function inTransaction(client: PoolClient, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

async function fillRows(client: PoolClient, fill: RowFill): Promise<void> {
  const read = numbered(fill.read);
  const write = numbered(fill.write);
  let last = 0;
  for (;;) {
    const { rows } = await client.query<Record<string, unknown>>(read, [last, FILL_BATCH]);
    for (const row of rows) {
      for (const values of fill.rows(row)) await client.query(write, values);
      last = Number(row.id);
    }
    if (rows.length < FILL_BATCH) return;
  }
}

async function apply(client: PoolClient, migration: Migration): Promise<void> {
  try {
    await inTransaction(client, async () => {
      await client.query(migration.sql(DIALECT_WORDS.postgres));
      if (migration.fill) await fillRows(client, migration.fill);
      await client.query('INSERT INTO schema_migrations (version, description) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  } catch (err) {
    throw new MigrationError(migration, err);
  }
}

/**
 * Applies the migrations not yet applied under a session advisory lock: replicas starting at the same moment wait
 * for each other, and the later ones find the schema already up to date. Resolves with the schema version.
 */
export async function applyPostgresMigrations(
  pool: Pool,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        description TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
      await renumberSeparateList(client);
      const { rows } = await client.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM schema_migrations',
      );
      let current = rows[0]?.version ?? 0;
      for (const migration of pending(migrations, current)) {
        await apply(client, migration);
        current = migration.version;
      }
      return current;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
