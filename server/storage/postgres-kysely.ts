import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { DatabaseOnPostgres, PostgresStoreDatabase } from './database.ts';

/** The stores' Kysely on the store's pool (docs/decisions/038-kysely-query-layer.md). */
export function postgresStoreDatabase(pool: Pool): PostgresStoreDatabase {
  let opened = openedOn.get(pool);
  if (!opened) {
    opened = open(pool);
    openedOn.set(pool, opened);
  }
  return opened;
}

/** One for each pool: a store built apart on it (the enquiry store's person data) shares it. */
const openedOn = new WeakMap<Pool, PostgresStoreDatabase>();

function open(pool: Pool): PostgresStoreDatabase {
  const own = new Kysely<DatabaseOnPostgres>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db: own,
    own,
    batch: (queries) =>
      own.transaction().execute(async (transaction) => {
        const changed: number[] = [];
        for (const query of queries) changed.push(Number((await transaction.executeQuery(query)).numAffectedRows ?? 0));
        return changed;
      }),
  };
}
