// The office's statistics (server/storage/site-stats.ts) on both engines: the views counted per Ulaanbaatar day
// beside the enquiries and quotations of the same days, each day's bounds at Ulaanbaatar's midnight.
import { expect, it } from '@jest/globals';
import type { PageViewsTable } from '#server/storage/database.ts';
import type { Store } from '#server/storage/store.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { sampleSent, storeQuotationRequest } from '../helpers/quotation-fixture.ts';
import { seedPageViews, pageView as view } from '../helpers/page-view-rows.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';

// Ulaanbaatar is UTC+8: its 2026-03-10 runs from 2026-03-09T16:00Z to 2026-03-10T16:00Z.
const ub = (day: string, time = '12:00') => new Date(`${day}T${time}:00+08:00`);

describeEachEngine('site statistics', (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => ({ store } = opened));

  const seed = (rows: PageViewsTable[]) => seedPageViews(store, rows);

  /** A quotation request naming `slug`, made at `createdAt`, its quotation sent (and accepted) when given. */
  async function request(slug: string, createdAt: Date, sent?: Date, accepted?: Date) {
    const enquiryId = await store.enquiries.insertEnquiry(
      sampleEnquiry({ kind: 'quotation', createdAt, items: [{ slug, name: slug, qty: 1 }] }),
      { notify: false },
    );
    if (!sent) return enquiryId;
    const id = await store.quotations.saveDraft({
      enquiryId,
      language: 'mn',
      document: sampleSent(0, 1, '', sent).document,
      login: 'bat',
      now: sent,
    });
    if (id === undefined) throw new Error('no draft saved');
    await store.quotations.recordSent(sampleSent(id, 1, `Q-2026-${String(id).padStart(4, '0')}`, sent));
    if (accepted) await store.quotations.decide(id, 1, 'accepted', '', accepted);
    return enquiryId;
  }

  it('sums the views and counts the enquiries and quotations of the period, midnight to midnight', async () => {
    await seed([
      view({ day: '2026-03-09', views: 100 }),
      view({ day: '2026-03-10', views: 3 }),
      view({ day: '2026-03-10', page: 'product', item: 'bit-a', views: 7 }),
      view({ day: '2026-03-11', page: 'product', item: 'bit-a', device: 'phone', views: 2 }),
      view({ day: '2026-03-11', page: 'product', item: 'bit-b', views: 8 }),
      view({ day: '2026-03-11', page: 'product', item: 'bit-c', views: 1 }),
      view({ day: '2026-03-12', page: 'product', item: 'bit-c', views: 50 }),
    ]);
    // Just inside and just outside the two days, as Ulaanbaatar's clock has them.
    await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: ub('2026-03-10', '00:00') }), { notify: false });
    await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: ub('2026-03-09', '23:59') }), { notify: false });
    await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: ub('2026-03-12', '00:00') }), { notify: false });
    await request('bit-a', ub('2026-03-11', '23:59'), ub('2026-03-11', '23:59'), ub('2026-03-11', '23:59'));
    await request('bit-b', ub('2026-03-01'), ub('2026-03-10', '08:00'), ub('2026-03-12', '00:00'));
    await request('bit-b', ub('2026-03-01'), ub('2026-03-09', '23:59'));

    expect(await store.siteStats.figures('2026-03-10', '2026-03-11', 2)).toEqual({
      views: 21,
      enquiries: 2,
      quotationRequests: 1,
      quotationsSent: 2,
      quotationsAccepted: 1,
      topProducts: [
        { slug: 'bit-a', views: 9 },
        { slug: 'bit-b', views: 8 },
      ],
    });
  });

  it('counts a quotation sent again only on its first send', async () => {
    const id = await storeQuotationRequest(store, ub('2026-03-01'));
    const quotation = await store.quotations.saveDraft({
      enquiryId: id,
      language: 'mn',
      document: sampleSent(0, 1, '', ub('2026-03-01')).document,
      login: 'bat',
      now: ub('2026-03-01'),
    });
    await store.quotations.recordSent(sampleSent(quotation ?? -1, 1, 'Q-2026-0001', ub('2026-03-02')));
    await store.quotations.recordSent(sampleSent(quotation ?? -1, 2, 'Q-2026-0001', ub('2026-03-10')));
    expect((await store.siteStats.figures('2026-03-10', '2026-03-10', 5)).quotationsSent).toBe(0);
    expect((await store.siteStats.figures('2026-03-02', '2026-03-02', 5)).quotationsSent).toBe(1);
  });
});
