import { describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { serialReload } from '#server/content/serial-reload.ts';

const log = pino({ level: 'silent' });

/** A reload that stays running until `finish` is called, counting its runs and what each read. */
function heldReload() {
  let store = 0;
  const reads: number[] = [];
  let finish = () => {};
  const reload = () =>
    new Promise<void>((resolve) => {
      reads.push(store);
      finish = resolve;
    });
  return { reload, reads, change: () => void (store += 1), finish: () => finish() };
}

describe('serial reload', () => {
  it('reads changes heard during a reload once more, in one reload however many they are', async () => {
    const held = heldReload();
    const { reloadSoon } = serialReload(held.reload, log, 'test');
    const first = reloadSoon();
    await Promise.resolve();
    const later = [1, 2, 3].map(() => {
      held.change();
      return reloadSoon();
    });
    held.finish();
    await first;
    held.finish();
    await Promise.all(later);
    expect(held.reads).toEqual([0, 3]);
  });

  it('answers a caller once a reload begun after its call has read the store', async () => {
    const held = heldReload();
    const { reloadSoon } = serialReload(held.reload, log, 'test');
    const first = reloadSoon();
    await Promise.resolve();
    held.change();
    let answered = false;
    const second = reloadSoon().then(() => void (answered = true));
    held.finish();
    await first;
    expect(answered).toBe(false);
    held.finish();
    await second;
    expect(held.reads).toEqual([0, 1]);
  });
});
