// The Store contract, run against both engines: SQLite (the default) and PostgreSQL (several replicas).
import { expect, it } from '@jest/globals';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import type { Store } from '#server/storage/store.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';

const T0 = new Date('2026-03-01T02:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const CLAIM_MS = 60_000;

const enquiry = sampleEnquiry;

describeEachEngine('Store', (engine) => {
  let database: TestDatabase;
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ database, store } = opened));

  const notify = (overrides: Partial<NewEnquiry> = {}) =>
    store.enquiries.insertEnquiry(enquiry(overrides), { notify: true });
  const claim = (at: Date, limit = 10, on: Store = store) =>
    on.enquiries.claimDueNotifications(at, limit, new Date(at.getTime() + CLAIM_MS));

  it('stores every field of an enquiry and lists it back', async () => {
    const id = await store.enquiries.insertEnquiry(enquiry({ kind: 'quotation', page: null }), { notify: false });
    expect(await store.enquiries.listEnquiries()).toEqual([{ id, ...enquiry({ kind: 'quotation', page: null }) }]);
    expect(await claim(later(1000))).toEqual([]);
  });

  it('lists oldest first and keeps those received at or after `since`', async () => {
    for (const day of ['03', '01', '02']) {
      await store.enquiries.insertEnquiry(enquiry({ createdAt: new Date(`2026-03-${day}T00:00:00Z`), name: day }), {
        notify: false,
      });
    }
    expect((await store.enquiries.listEnquiries()).map((e) => e.name)).toEqual(['01', '02', '03']);
    const since = await store.enquiries.listEnquiries({ since: new Date('2026-03-02T00:00:00Z') });
    expect(since.map((e) => e.name)).toEqual(['02', '03']);
  });

  it('keeps an enquiry for a later connection (a restart, another replica)', async () => {
    const id = await notify();
    const other = await database.open();
    expect((await other.enquiries.listEnquiries()).map((e) => e.id)).toEqual([id]);
    expect(other.schemaVersion).toBe(store.schemaVersion);
  });

  it('subscribes an address once, ignoring case and spaces, also when two connections race', async () => {
    const other = await database.open();
    const results = await Promise.all([
      store.enquiries.addSubscription('News@Example.mn', 'mn', T0),
      other.enquiries.addSubscription(' news@EXAMPLE.MN ', 'en', T0),
    ]);
    expect(results.sort()).toEqual(['added', 'exists']);
    expect(await store.enquiries.addSubscription('other@example.mn', 'en', T0)).toBe('added');
  });

  it('hands out a due notification with its enquiry once, and never again once sent', async () => {
    const id = await notify();
    const [item] = await claim(T0);
    expect(item).toEqual({ id: expect.any(Number), kind: 'notify-office', attempts: 0, enquiry: { id, ...enquiry() } });
    expect(await claim(T0, 10, await database.open())).toEqual([]); // claimed: nobody else gets it

    await store.enquiries.markSent(item?.id ?? -1, later(1000));
    expect(await claim(later(CLAIM_MS * 10))).toEqual([]);
  });

  it('hands a notification out again once its claim has lapsed (its sender died)', async () => {
    await notify();
    const [first] = await claim(T0);
    const other = await database.open();
    expect(await claim(later(CLAIM_MS - 1), 10, other)).toEqual([]);
    const [again] = await claim(later(CLAIM_MS), 10, other);
    expect(again).toMatchObject({ id: first?.id, attempts: 0 });
  });

  it('counts a failed attempt, ends the claim and holds the notification back until its next attempt', async () => {
    await notify();
    const [item] = await claim(T0);
    await store.enquiries.markFailed(item?.id ?? -1, 'ECONNECTION: refused', later(30_000));
    expect(await claim(later(29_999))).toEqual([]);
    expect(await claim(later(30_000))).toEqual([expect.objectContaining({ id: item?.id, attempts: 1 })]);
  });

  it('counts the notifications not sent yet and knows when the oldest was queued', async () => {
    expect(await store.enquiries.unsentNotifications()).toEqual({ count: 0, oldestCreatedAt: undefined });
    await notify({ createdAt: later(5_000) });
    await notify({ createdAt: T0 });
    await store.enquiries.insertEnquiry(enquiry({ createdAt: later(-60_000) }), { notify: false });
    expect(await store.enquiries.unsentNotifications()).toEqual({ count: 2, oldestCreatedAt: T0 });
    const [oldest] = await claim(later(10_000), 1);
    await store.enquiries.markFailed(oldest?.id ?? -1, 'ECONNECTION: refused', later(40_000));
    expect(await store.enquiries.unsentNotifications()).toEqual({ count: 2, oldestCreatedAt: T0 });
    await store.enquiries.markSent(oldest?.id ?? -1, later(50_000));
    expect(await store.enquiries.unsentNotifications()).toEqual({ count: 1, oldestCreatedAt: later(5_000) });
  });

  it('hands out at most `limit`, oldest first', async () => {
    for (const minute of [2, 0, 1]) await notify({ createdAt: later(minute * 60_000), name: `m${minute}` });
    const due = await claim(later(3 * 60_000), 2);
    expect(due.map((item) => item.enquiry.name)).toEqual(['m0', 'm1']);
  });

  it('gives each notification to exactly one of several connections claiming at once', async () => {
    const ids = [];
    for (let n = 0; n < 30; n += 1) ids.push(await notify({ name: `n${n}` }));
    const claimants = [store, await database.open(), await database.open()];
    const claimedBy = await Promise.all(
      claimants.map(async (claimant) => {
        const mine: number[] = [];
        for (;;) {
          const [item] = await claim(later(1000), 1, claimant);
          if (!item) return mine;
          mine.push(item.enquiry.id);
        }
      }),
    );
    expect(claimedBy.flat().sort((a, b) => a - b)).toEqual(ids);
  });

  it('counts rate-limit hits in a fixed window shared by every connection', async () => {
    const other = await database.open();
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? other : store).rateLimitHits.increment('ip:1', T0, 60_000)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(new Set(hits.map((hit) => hit.resetAt.getTime()))).toEqual(new Set([later(60_000).getTime()]));

    await store.rateLimitHits.decrement('ip:1', later(1));
    expect(await other.rateLimitHits.get('ip:1', later(1))).toEqual({ hits: 19, resetAt: later(60_000) });
    expect(await store.rateLimitHits.increment('ip:2', later(5), 60_000)).toMatchObject({ hits: 1 });
    // The window has ended: a new one starts, and the ended one is gone from reads.
    expect(await store.rateLimitHits.get('ip:1', later(60_000))).toBeUndefined();
    expect(await store.rateLimitHits.increment('ip:1', later(60_000), 60_000)).toEqual({
      hits: 1,
      resetAt: later(120_000),
    });
    expect(await store.rateLimitHits.deleteExpired(later(60_005))).toBe(1); // ip:2
    await store.rateLimitHits.reset('ip:1');
    expect(await store.rateLimitHits.get('ip:1', later(60_000))).toBeUndefined();
  });

  it('keeps the first value of a setting, whoever writes it first', async () => {
    const other = await database.open();
    const values = await Promise.all([
      store.settings.getOrCreate('csrf-secret', 'first', T0),
      other.settings.getOrCreate('csrf-secret', 'second', T0),
    ]);
    expect(values[0]).toBe(values[1]);
    expect(await other.settings.getOrCreate('csrf-secret', 'third', T0)).toBe(values[0]);
  });

  it('reports healthy while open and unhealthy once closed', async () => {
    expect(await store.checkHealth()).toBe(true);
    await store.close();
    expect(await store.checkHealth()).toBe(false);
  });
});
