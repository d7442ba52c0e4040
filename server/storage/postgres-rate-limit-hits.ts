import type { Pool } from 'pg';
import type { RateLimitHits, WindowHits } from './rate-limit-hits.ts';

interface HitsRow {
  hits: number;
  reset_at: Date;
}

const toWindow = (row: HitsRow): WindowHits => ({ hits: row.hits, resetAt: row.reset_at });

export function createPostgresRateLimitHits(pool: Pool): RateLimitHits {
  return {
    async increment(key, now, windowMs) {
      // An upsert takes the row's lock: hits from several replicas on one key are counted one after another.
      const { rows } = await pool.query<HitsRow>(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.reset_at <= $3 THEN 1 ELSE rate_limit_hits.hits + 1 END,
           reset_at = CASE WHEN rate_limit_hits.reset_at <= $3 THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
         RETURNING hits, reset_at`,
        [key, new Date(now.getTime() + windowMs), now],
      );
      const [row] = rows;
      if (!row) throw new Error('the hit count upsert returned no row');
      return toWindow(row);
    },

    async get(key, now) {
      const { rows } = await pool.query<HitsRow>(
        'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > $2',
        [key, now],
      );
      return rows[0] ? toWindow(rows[0]) : undefined;
    },

    async decrement(key, now) {
      await pool.query('UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > $2', [
        key,
        now,
      ]);
    },

    async reset(key) {
      await pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [key]);
    },

    async deleteExpired(now) {
      const { rowCount } = await pool.query('DELETE FROM rate_limit_hits WHERE reset_at <= $1', [now]);
      return rowCount ?? 0;
    },
  };
}
