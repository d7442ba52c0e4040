import { describe, expect, it } from '@jest/globals';
import { createCheckQueue } from '#server/admin/check-queue.ts';

/** A task that runs until released; `started` tells whether it began. */
function heldTask() {
  let release = () => {};
  const held = {
    started: false,
    release: () => release(),
    task: () => {
      held.started = true;
      return new Promise<void>((resolve) => (release = resolve));
    },
  };
  return held;
}

describe('createCheckQueue', () => {
  it('runs 2 at once, lines up 3, refuses the next at once, and hands each freed place to the first in line', async () => {
    const queue = createCheckQueue({ running: 2, waiting: 3 });
    const tasks = Array.from({ length: 5 }, heldTask);
    const results = tasks.map(({ task }) => queue.tryRun(task));
    expect(results.every((result) => result instanceof Promise)).toBe(true);
    expect(tasks.map((held) => held.started)).toEqual([true, true, false, false, false]);

    let refusedRan = false;
    expect(queue.tryRun(async () => (refusedRan = true))).toBeUndefined();
    expect(refusedRan).toBe(false);

    tasks[0]?.release();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(tasks.map((held) => held.started)).toEqual([true, true, true, false, false]);
    // The place freed in the line takes one more.
    expect(queue.tryRun(async () => 'sixth')).toBeInstanceOf(Promise);
    expect(queue.tryRun(async () => 'seventh')).toBeUndefined();
  });

  it('frees the place of a task that fails', async () => {
    const queue = createCheckQueue({ running: 1, waiting: 0 });
    await expect(queue.tryRun(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(queue.tryRun(async () => 'next')).resolves.toBe('next');
  });
});
