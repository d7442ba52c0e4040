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

  it('breaks the views down by page, language, referrer and device, most first, and lists each day', async () => {
    await seed([
      view({ day: '2026-03-09', page: 'contact', views: 50 }),
      view({ day: '2026-03-10', page: 'home', language: 'en', referrer: 'google.com', device: 'phone', views: 5 }),
      view({ day: '2026-03-10', page: 'contact', language: 'en', referrer: 'google.com', views: 5 }),
      view({ day: '2026-03-11', page: 'service', item: 'trading', device: 'tablet', views: 2 }),
      view({ day: '2026-03-11', page: 'service', item: 'logistics', views: 3 }),
      view({ day: '2026-03-11', page: 'about', views: 1 }),
    ]);
    const [from, to] = ['2026-03-10', '2026-03-11'];
    const { siteStats } = store;
    expect({
      days: await siteStats.viewsByDay(from, to),
      pages: await siteStats.viewsBy('page', from, to, 3),
      languages: await siteStats.viewsBy('language', from, to, 5),
      referrers: await siteStats.viewsBy('referrer', from, to, 5),
      devices: await siteStats.viewsBy('device', from, to, 5),
      services: await siteStats.itemViews('service', from, to, 5),
    }).toEqual({
      days: [
        { day: '2026-03-10', views: 10 },
        { day: '2026-03-11', views: 6 },
      ],
      // Alike in views, by the key.
      pages: [
        { key: 'contact', views: 5 },
        { key: 'home', views: 5 },
        { key: 'service', views: 5 },
      ],
      languages: [
        { key: 'en', views: 10 },
        { key: 'mn', views: 6 },
      ],
      referrers: [
        { key: 'google.com', views: 10 },
        { key: '', views: 6 },
      ],
      devices: [
        { key: 'desk', views: 9 },
        { key: 'phone', views: 5 },
        { key: 'tablet', views: 2 },
      ],
      services: [
        { key: 'logistics', views: 3 },
        { key: 'trading', views: 2 },
      ],
    });
  });

  it("follows each product from its page's views to the quotations accepted, and the contact page to its enquiries", async () => {
    await seed([
      view({ page: 'product', item: 'bit-a', views: 40 }),
      view({ page: 'product', item: 'bit-b', views: 10 }),
      view({ page: 'product', item: 'bit-c', views: 5 }),
      view({ page: 'contact', views: 12 }),
      view({ day: '2026-03-20', page: 'product', item: 'bit-d', views: 99 }),
    ]);
    const on = (time: string) => ub('2026-03-10', time);
    // bit-a: three requests, two sent in the period, one of them accepted in it and one accepted after it.
    await request('bit-a', on('09:00'), on('10:00'), on('11:00'));
    await request('bit-a', on('09:00'), on('10:00'), ub('2026-03-12', '00:00'));
    await request('bit-a', on('09:00'));
    // bit-b: asked for before the period, sent and accepted in it: not this period's request.
    await request('bit-b', ub('2026-03-09', '23:59'), on('10:00'), on('11:00'));
    // bit-d: asked for in the period, its page viewed only after it.
    await request('bit-d', on('09:00'));
    // One request naming two products counts for each; a line naming no product counts for none.
    await store.enquiries.insertEnquiry(
      sampleEnquiry({
        kind: 'quotation',
        createdAt: on('12:00'),
        items: [
          { slug: 'bit-c', name: 'bit-c', qty: 1 },
          { slug: 'bit-a', name: 'bit-a', qty: 2 },
          { slug: 'bit-c', name: 'bit-c again', qty: 3 },
          { slug: null, name: 'Өрмийн хоолой', qty: 1 },
        ],
      }),
      { notify: false },
    );
    await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: on('13:00') }), { notify: false });
    await store.enquiries.insertEnquiry(sampleEnquiry({ createdAt: on('14:00') }), { notify: false });

    expect(await store.siteStats.funnel('2026-03-10', '2026-03-11', 10)).toEqual({
      products: [
        { slug: 'bit-a', views: 40, requests: 4, sent: 2, accepted: 1 },
        { slug: 'bit-b', views: 10, requests: 0, sent: 0, accepted: 0 },
        { slug: 'bit-c', views: 5, requests: 1, sent: 0, accepted: 0 },
        { slug: 'bit-d', views: 0, requests: 1, sent: 0, accepted: 0 },
      ],
      contact: { views: 12, enquiries: 2 },
    });
    expect((await store.siteStats.funnel('2026-03-10', '2026-03-11', 2)).products.map((row) => row.slug)).toEqual([
      'bit-a',
      'bit-b',
    ]);
  });
});
