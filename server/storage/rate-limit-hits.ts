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
