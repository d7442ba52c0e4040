import { toDate, type StoreDatabase } from './database.ts';

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
