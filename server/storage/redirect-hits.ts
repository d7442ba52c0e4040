import type { Store } from './store.ts';
import { toDate, type StoreDatabase } from './database.ts';
import { postgresStoreDatabase } from './postgres-kysely.ts';
import type { PostgresStore } from './postgres-store.ts';
import { sqliteStoreDatabase } from './sqlite-kysely.ts';
import type { SqliteStore } from './sqlite-store.ts';

// How often each of the office's redirects was followed (docs/content.md, "Redirects"): the public side counts in
// memory and adds its counts here every few seconds, one upsert a redirect followed meanwhile, never a write a
// request; every replica adds to the same rows.

/** One redirect's count, and its last hit. */
export interface RedirectHit {
  hits: number;
  lastHitAt: Date;
}

export interface RedirectHits {
  /** Adds each address's count, and moves its last hit to `at` (both engines: one upsert each, in one transaction). */
  add(counts: ReadonlyMap<string, number>, at: Date): Promise<void>;
  /** The counts of every address that has one. */
  all(): Promise<Map<string, RedirectHit>>;
}

export function createRedirectHits(database: StoreDatabase): RedirectHits {
  const { db } = database;
  return {
    async add(counts, at) {
      const upserts = [...counts].map(([fromPath, hits]) =>
        db
          .insertInto('redirect_hits')
          .values({ from_path: fromPath, hits, last_hit_at: at })
          .onConflict((conflict) =>
            conflict.column('from_path').doUpdateSet((eb) => ({
              hits: eb('redirect_hits.hits', '+', eb.ref('excluded.hits')),
              last_hit_at: eb.ref('excluded.last_hit_at'),
            })),
          ),
      );
      if (upserts.length > 0) await database.batch(upserts);
    },
    async all() {
      const rows = await db.selectFrom('redirect_hits').select(['from_path', 'hits', 'last_hit_at']).execute();
      return new Map(rows.map((row) => [row.from_path, { hits: row.hits, lastHitAt: toDate(row.last_hit_at) }]));
    },
  };
}

/**
 * The hits' table on `store`'s own database (the connection or pool its other parts share); undefined for a store
 * that is neither engine's (a test's stand-in), whose redirects are then followed without being counted.
 */
export function redirectHitsOf(store: Store): RedirectHits | undefined {
  if ('db' in store && store.engine === 'sqlite')
    return createRedirectHits(sqliteStoreDatabase((store as SqliteStore).db));
  if ('pool' in store && store.engine === 'postgres') {
    return createRedirectHits(postgresStoreDatabase((store as PostgresStore).pool));
  }
  return undefined;
}
