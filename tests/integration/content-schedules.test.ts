// The office's schedules' table (server/storage/content-schedules.ts) on both engines: one pending schedule of each
// action per item, cancelled once, and each due one claimed by one process of several, again once its claim lapses.
import { expect, it } from '@jest/globals';
import type { ContentSchedules } from '#server/storage/content-schedules.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';

const T0 = new Date('2026-03-15T04:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const publish = { kind: 'product', key: '3', action: 'publish', by: 'bat' } as const;

describeEachEngine('content schedules', (engine) => {
  let database: TestDatabase;
  let schedules: ContentSchedules;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
    schedules = opened.store.schedules;
  });

  it('keeps one pending schedule of each action per item, and lists it until cancelled', async () => {
    const id = await schedules.add({ ...publish, runAt: later(60_000) }, T0);
    expect(id).toEqual(expect.any(Number));
    expect(await schedules.add({ ...publish, runAt: later(120_000) }, T0)).toBeUndefined();
    expect(await schedules.add({ ...publish, action: 'hide', runAt: later(120_000) }, T0)).toEqual(expect.any(Number));
    expect((await schedules.pendingOf('product', '3')).map((schedule) => schedule.action)).toEqual(['publish', 'hide']);

    expect(await schedules.cancel(id ?? 0, later(1000))).toBe(true);
    expect(await schedules.cancel(id ?? 0, later(2000))).toBe(false);
    const { pending, done } = await schedules.list(T0);
    expect(pending.map((schedule) => schedule.action)).toEqual(['hide']);
    expect(done).toEqual([
      expect.objectContaining({ id, outcome: 'cancelled', doneAt: later(1000), by: 'bat', runAt: later(60_000) }),
    ]);
    // Cancelled, it may be scheduled again.
    expect(await schedules.add({ ...publish, runAt: later(120_000) }, T0)).toEqual(expect.any(Number));
  });

  it('claims a due schedule once across processes, and again only once its claim lapsed', async () => {
    const id = await schedules.add({ ...publish, runAt: later(60_000) }, T0);
    const other = (await database.open()).schedules;
    expect(await schedules.claimDue(later(59_000), T0)).toBeUndefined();

    const now = later(61_000);
    const claims = await Promise.all([schedules, other, schedules, other].map((one) => one?.claimDue(now, T0)));
    expect(claims.filter(Boolean).map((claim) => claim?.id)).toEqual([id]);
    expect(await other?.claimDue(later(62_000), later(2_000))).toBeUndefined();
    // A claim older than the runner's limit was a runner that stopped midway: taken again.
    expect((await other?.claimDue(later(400_000), later(100_000)))?.id).toBe(id);

    await schedules.finish(id ?? 0, 'stale', later(400_000));
    expect(await schedules.claimDue(later(900_000), later(800_000))).toBeUndefined();
    expect(await schedules.find(id ?? 0)).toEqual(expect.objectContaining({ outcome: 'stale' }));
  });
});
