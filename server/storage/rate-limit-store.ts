import type { ClientRateLimitInfo, Options, Store as LimiterStore } from 'express-rate-limit';
import type { Clock } from '../clock.ts';
import { expiredWindowPruner, type RateLimitHits } from './rate-limit-hits.ts';

interface RateLimitStoreDeps {
  hits: RateLimitHits;
  clock: Clock;
  /** Put before every key, so several limiters can share the table. */
  prefix: string;
}

// express-rate-limit's MemoryStore counts per process: behind a load balancer each replica would allow the
// full budget. This store keeps the counts in our database (SQLite or PostgreSQL), so they are shared.
export function createRateLimitStore({ hits, clock, prefix }: RateLimitStoreDeps): LimiterStore {
  let windowMs = 60_000;
  const prune = expiredWindowPruner(hits);

  const toInfo = ({ hits: totalHits, resetAt }: { hits: number; resetAt: Date }): ClientRateLimitInfo => ({
    totalHits,
    resetTime: resetAt,
  });

  return {
    prefix,
    // Counted in a database shared by every process, not in this one.
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async get(key) {
      const found = await hits.get(prefix + key, clock.now());
      return found && toInfo(found);
    },
    async increment(key) {
      const now = clock.now();
      await prune(now, windowMs);
      return toInfo(await hits.increment(prefix + key, now, windowMs));
    },
    async decrement(key) {
      await hits.decrement(prefix + key, clock.now());
    },
    async resetKey(key) {
      await hits.reset(prefix + key);
    },
  };
}
