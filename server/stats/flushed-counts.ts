import type { Lifecycle } from '../lifecycle.ts';

// Counts kept in memory and added to the store every few seconds, and once more as the process stops (after the
// requests, before the store closes): never a write a request. What the office's redirects followed
// (server/routes/old-address-redirects.ts) and the pages viewed (page-view-counter.ts) are counted so. A crash loses
// at most the counts of one interval.

export interface FlushedCounts {
  /** One more (or `count` more) for `key`: a Map increment, nothing else. */
  add(key: string, count?: number): void;
  /** Adds the counts kept since the last flush to the store; resolves once written (or failed, reported). */
  flush(): Promise<void>;
  stop(): void;
}

interface FlushedCountsOptions {
  /** Writes the counts taken (the store's one transaction). */
  write: (counts: ReadonlyMap<string, number>) => Promise<void>;
  everyMs: number;
  lifecycle: Pick<Lifecycle, 'beforeStoreCloses'>;
  /** Told of a failed write; its counts are kept and go with the next flush. */
  onFailed: (err: unknown, counts: ReadonlyMap<string, number>) => void;
  /** At most this many keys are held: a new key beyond it is counted under `overflow(key)` instead. */
  maxKeys?: number;
  /** The key a count goes under past `maxKeys`: one of a set that is bounded however many keys are met. */
  overflow?: (key: string) => string;
}

export function flushedCounts({
  write,
  everyMs,
  lifecycle,
  onFailed,
  maxKeys = Number.POSITIVE_INFINITY,
  overflow = (key) => key,
}: FlushedCountsOptions): FlushedCounts {
  let counts = new Map<string, number>();
  let writing = Promise.resolve();

  function add(key: string, count = 1): void {
    const held = counts.get(key);
    if (held !== undefined) counts.set(key, held + count);
    else if (counts.size < maxKeys) counts.set(key, count);
    else {
      const other = overflow(key);
      counts.set(other, (counts.get(other) ?? 0) + count);
    }
  }

  function flush(): Promise<void> {
    if (counts.size === 0) return writing;
    const taken = counts;
    counts = new Map();
    writing = writing
      .then(() => write(taken))
      .catch((err: unknown) => {
        onFailed(err, taken);
        // Back with the counts made meanwhile, under the same cap: a store down for long grows nothing.
        for (const [key, count] of taken) add(key, count);
      });
    return writing;
  }
  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  lifecycle.beforeStoreCloses(flush);

  return { add, flush, stop: () => clearInterval(timer) };
}
