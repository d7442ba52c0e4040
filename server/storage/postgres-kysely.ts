import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Database, StoreDatabase } from './database.ts';

/** The stores' Kysely on the store's pool (docs/decisions.md, "One typed query layer over both engines"). */
export function postgresStoreDatabase(pool: Pool): StoreDatabase {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    batch: (queries) =>
      db.transaction().execute(async (transaction) => {
        const changed: number[] = [];
        for (const query of queries) changed.push(Number((await transaction.executeQuery(query)).numAffectedRows ?? 0));
        return changed;
      }),
  };
}
