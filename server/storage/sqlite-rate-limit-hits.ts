import type { RateLimitHits, WindowHits } from './rate-limit-hits.ts';
import { firstRow, type PreparedStatements } from './sqlite-statements.ts';

interface HitsRow {
  hits: number;
  reset_at: string;
}

const toWindow = (row: HitsRow): WindowHits => ({ hits: row.hits, resetAt: new Date(row.reset_at) });

export function createSqliteRateLimitHits(sql: PreparedStatements): RateLimitHits {
  return {
    async increment(key, now, windowMs) {
      const at = now.toISOString();
      // One statement: the upsert is atomic even with several processes on the same file.
      const row = firstRow<HitsRow>(
        sql(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN reset_at <= ? THEN 1 ELSE hits + 1 END,
           reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
         RETURNING hits, reset_at`),
        key,
        new Date(now.getTime() + windowMs).toISOString(),
        at,
        at,
      );
      if (!row) throw new Error('the rate-limit upsert returned no row');
      return toWindow(row);
    },

    async get(key, now) {
      const row = firstRow<HitsRow>(
        sql('SELECT hits, reset_at FROM rate_limit_hits WHERE key = ? AND reset_at > ?'),
        key,
        now.toISOString(),
      );
      return row ? toWindow(row) : undefined;
    },

    async decrement(key, now) {
      sql('UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = ? AND hits > 0 AND reset_at > ?').run(
        key,
        now.toISOString(),
      );
    },

    async reset(key) {
      sql('DELETE FROM rate_limit_hits WHERE key = ?').run(key);
    },

    async deleteExpired(now) {
      return Number(sql('DELETE FROM rate_limit_hits WHERE reset_at <= ?').run(now.toISOString()).changes);
    },
  };
}
