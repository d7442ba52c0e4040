// The retention job (docs/privacy.md, "Retention"), on both engines with the time
// injected: what is past RETENTION_MONTHS, or RETENTION_HANDLED_MONTHS after it was handled, is anonymised and the
// run written to the audit log; the rest is left; a run with nothing to do leaves no entry. The page-view counts of
// the days past PAGE_VIEW_RETENTION_MONTHS are removed.
import { expect, it } from '@jest/globals';
import { pino } from 'pino';
import { createRetentionJob } from '#server/services/retention-job.ts';
import type { Store } from '#server/storage/store.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { storedPageViews } from '../helpers/stored-page-views.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';

describeEachEngine('the retention job', (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => {
    store = opened.store;
  });

  it('anonymises what is past its period as the clock says, and records the run', async () => {
    let now = new Date('2026-03-15T04:00:00Z');
    const job = createRetentionJob({
      store,
      config: { months: 24, handledMonths: 12, pageViewMonths: 25 },
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
    });
    const received = (iso: string, name: string) =>
      store.enquiries.insertEnquiry(sampleEnquiry({ name, createdAt: new Date(iso) }), { notify: true });
    const twoYearsOld = await received('2024-03-15T03:59:59Z', 'Old Enough');
    const justUnder = await received('2024-03-15T04:00:01Z', 'Just Under');
    const handled = await received('2025-06-01T00:00:00Z', 'Handled Once');
    await store.inbox.setHandled('enquiry', handled, 'boss', new Date('2025-06-02T00:00:00Z'));

    expect(await job.runOnce()).toBe(1);
    const names = async () =>
      Promise.all([twoYearsOld, justUnder, handled].map(async (id) => (await store.inbox.find('enquiry', id))?.name));
    expect(await names()).toEqual(['', 'Just Under', 'Handled Once']);

    // A day later, the second is past 24 months; a year after its handling, the third.
    now = new Date('2026-06-02T00:00:01Z');
    expect(await job.runOnce()).toBe(2);
    expect(await names()).toEqual(['', '', '']);
    expect(await job.runOnce()).toBe(0);

    const entries = await store.audit.list({ action: 'retention-anonymised' }, undefined, 10);
    expect(entries.map(({ login, target, reason }) => ({ login, target, reason }))).toEqual([
      { login: null, target: '2 enquiries', reason: 'RETENTION_MONTHS=24 RETENTION_HANDLED_MONTHS=12' },
      { login: null, target: '1 enquiries', reason: 'RETENTION_MONTHS=24 RETENTION_HANDLED_MONTHS=12' },
    ]);
  });

  it('removes the page-view counts of the days past PAGE_VIEW_RETENTION_MONTHS, and keeps the rest', async () => {
    const row = (day: string) => ({ day, page: 'home', language: 'mn', referrer: '', device: 'desk' as const });
    await store.pageViews.add(
      ['2024-02-14', '2024-02-15', '2026-03-15'].map((day) => ({ ...row(day), item: '', views: 3 })),
    );
    const job = createRetentionJob({
      store,
      config: { months: 24, handledMonths: 12, pageViewMonths: 25 },
      // 12:00 in Ulaanbaatar on 2026-03-15: 25 months before is 2024-02-15, the first day kept.
      clock: { now: () => new Date('2026-03-15T04:00:00Z') },
      logger: pino({ level: 'silent' }),
    });
    await job.runOnce();
    expect((await storedPageViews(store)).map((kept) => kept.day)).toEqual(['2024-02-15', '2026-03-15']);
  });

  it('runs at start and stops with its run finished', async () => {
    const id = await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: new Date('2020-01-01T00:00:00Z') }), {
      notify: false,
    });
    const job = createRetentionJob({
      store,
      config: { months: 24, handledMonths: 12, pageViewMonths: 25 },
      clock: { now: () => new Date('2026-03-15T04:00:00Z') },
      logger: pino({ level: 'silent' }),
    });
    job.start();
    // The run start() began at once: runOnce joins it.
    expect(await job.runOnce()).toBe(1);
    await job.stop();
    expect((await store.inbox.find('enquiry', id))?.name).toBe('');
  });
});
