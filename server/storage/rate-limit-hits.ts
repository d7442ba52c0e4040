import { toDate, type StoreDatabase } from './database.ts';

/** The hits counted for one key in its current window. */
export interface WindowHits {
  hits: number;
  /** When the window ends and the count starts again from zero. */
  resetAt: Date;
}

// Fixed windows: the first hit of a key opens a window of `windowMs`; hits are counted until it ends, and the
// next hit after that opens a new one. Kept in the database so every replica counts against the same budget.
export interface RateLimitHits {
  /** Counts one hit for `key` (atomically, also across processes) and resolves with the window's total. */
  increment(key: string, now: Date, windowMs: number): Promise<WindowHits>;
  /** The current window of `key`; undefined when it has none or it has ended. */
  get(key: string, now: Date): Promise<WindowHits | undefined>;
  /** Takes back one hit of the current window (never below zero). */
  decrement(key: string, now: Date): Promise<void>;
  /** Forgets `key` altogether. */
  reset(key: string): Promise<void>;
  /** Removes ended windows; resolves with how many were removed. */
  deleteExpired(now: Date): Promise<number>;
}

/** Removes ended windows at most once per `everyMs` (a window's length), so the table holds only live ones. */
export function expiredWindowPruner(hits: RateLimitHits): (now: Date, everyMs: number) => Promise<void> {
  let prunedAt = 0;
  return async (now, everyMs) => {
    if (now.getTime() - prunedAt < everyMs) return;
    prunedAt = now.getTime();
    await hits.deleteExpired(now);
  };
}

export function createRateLimitHits({ db }: StoreDatabase): RateLimitHits {
  const toWindow = (row: { hits: number; reset_at: Date | string }): WindowHits => ({
    hits: row.hits,
    resetAt: toDate(row.reset_at),
  });
  return {
    async increment(key, now, windowMs) {
      // One statement: the upsert takes the row's lock (on SQLite, the file's), so hits from several processes on
      // one key are counted one after another.
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ key, hits: 1, reset_at: new Date(now.getTime() + windowMs) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const ended = eb('rate_limit_hits.reset_at', '<=', now);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rate_limit_hits.hits', '+', 1))
                .end(),
              reset_at: eb
                .case()
                .when(ended)
                .then(eb.ref('excluded.reset_at'))
                .else(eb.ref('rate_limit_hits.reset_at'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return toWindow(row);
    },

    async get(key, now) {
      const row = await db
        .selectFrom('rate_limit_hits')
        .select(['hits', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst();
      return row && toWindow(row);
    },

    async decrement(key, now) {
      await db
        .updateTable('rate_limit_hits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('reset_at', '>', now)
        .execute();
    },

    async reset(key) {
      await db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
    },

    async deleteExpired(now) {
      const { numDeletedRows } = await db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
