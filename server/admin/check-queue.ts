/**
 * A small waiting line for expensive work on libuv's thread pool (four threads, shared with file reads, DNS and
 * compression): at most `running` tasks at once, at most `waiting` more in line; anything beyond is refused at
 * once, so a burst can neither fill the pool nor hold requests open without bound. In memory: one per process.
 */
export function createCheckQueue({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const line: Array<() => void> = [];

  // A finished task hands its place to the first in line, if any.
  const release = () => {
    const next = line.shift();
    if (next) next();
    else active -= 1;
  };
  async function settle<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      release();
    }
  }

  return {
    /** Runs `task` now or when its turn comes; undefined (and `task` never runs) when the line is full. */
    tryRun<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (active < running) {
        active += 1;
        return settle(task);
      }
      if (line.length >= waiting) return undefined;
      return new Promise<void>((resolve) => line.push(resolve)).then(() => settle(task));
    },
  };
}

export type CheckQueue = ReturnType<typeof createCheckQueue>;
