import { afterEach, describe, expect, it, jest } from '@jest/globals';
import pino from 'pino';
import { periodicJob } from '#server/services/periodic-job.ts';

const log = pino({ level: 'silent' });
const HOUR = 60 * 60_000;

/** A job whose runs are counted. */
function countedJob(waitsFirst: boolean) {
  const runs: number[] = [];
  const job = periodicJob({
    run: async () => {
      runs.push(Date.now());
    },
    intervalMs: HOUR,
    log,
    name: 'test',
    waitsFirst,
  });
  return { job, runs };
}

describe('periodic job', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs at start and then an interval after each run', async () => {
    jest.useFakeTimers();
    const { job, runs } = countedJob(false);
    job.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(runs).toHaveLength(2);
    await job.stop();
  });

  it('waits one interval before its first run when asked to (nothing added to start-up)', async () => {
    jest.useFakeTimers();
    const { job, runs } = countedJob(true);
    job.start();
    await jest.advanceTimersByTimeAsync(HOUR - 1);
    expect(runs).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(runs).toHaveLength(2);
    await job.stop();
  });

  it('never runs once stopped, not even the first run it was waiting for', async () => {
    jest.useFakeTimers();
    const { job, runs } = countedJob(true);
    job.start();
    await jest.advanceTimersByTimeAsync(HOUR / 2);
    await job.stop();
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(runs).toHaveLength(0);
  });
});
