import type { Logger } from '../logger.ts';

interface PeriodicJobOptions<T> {
  /** One run; `signal` is aborted by stop(), so a long run may end after its step in progress. */
  run: (signal: AbortSignal) => Promise<T>;
  /** The pause after a run ends before the next one. */
  intervalMs: number;
  log: Logger;
  /** What the log calls a failed run: "<name> run failed". */
  name: string;
  /** The first run one interval after start rather than at once: a job with nothing urgent adds no start-up work. */
  waitsFirst?: boolean;
}

/**
 * A job of every replica (the outboxes, the retention job, the photos' clean-up): started, it runs at once (or,
 * `waitsFirst`, after one interval) and then `intervalMs` after each run ends; a run asked for while one is under way joins it; stopped, it schedules nothing more and resolves
 * once the run in progress has finished. A failed run is logged and the next one comes as usual.
 */
export function periodicJob<T>({ run, intervalMs, log, name, waitsFirst = false }: PeriodicJobOptions<T>) {
  let current: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isRunning = false;
  let stopping = new AbortController();

  /** One run now; concurrent callers share the run in progress. */
  function runOnce(): Promise<T> {
    current ??= run(stopping.signal).finally(() => {
      current = undefined;
    });
    return current;
  }

  function scheduleNext(): void {
    if (!isRunning) return;
    timer = setTimeout(runAndSchedule, intervalMs);
    // The HTTP server keeps the process alive; this timer alone must not.
    timer.unref();
  }

  function runAndSchedule(): void {
    runOnce()
      .catch((err: unknown) => log.error({ err }, `${name} run failed`))
      .finally(scheduleNext);
  }

  return {
    runOnce,
    start(): void {
      if (isRunning) return;
      isRunning = true;
      stopping = new AbortController();
      if (waitsFirst) scheduleNext();
      else runAndSchedule();
    },
    async stop(): Promise<void> {
      isRunning = false;
      clearTimeout(timer);
      stopping.abort();
      await current?.catch(() => undefined);
    },
  };
}
