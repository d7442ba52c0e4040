// The quotations' storage (server/storage/quotation-store.ts) on both engines: a draft saved and saved again, its
// number given at the first send in the order of sends within each year (and never twice, however many
// connections send at once, as replicas on one PostgreSQL would), each sent version kept with its PDF, and the
// buyer's decision recorded once, only while the latest version is valid.
import { expect, it } from '@jest/globals';
import type { Store } from '#server/storage/store.ts';
import type { QuotationFilter } from '#shared/quotation-status.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { sampleQuotationDocument, sampleSent, storeQuotationRequest } from '../helpers/quotation-fixture.ts';

const T0 = new Date('2026-03-15T04:00:00Z');
const DAY = 86_400_000;

describeEachEngine('quotation store', (engine) => {
  let database: TestDatabase;
  let store: Store;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
    store = opened.store;
  });

  const draftOf = async (document = sampleQuotationDocument(), login = 'bat') => {
    const enquiryId = await storeQuotationRequest(store);
    const id = await store.quotations.saveDraft({ enquiryId, language: 'mn', document, login, now: T0 });
    if (id === undefined) throw new Error('no draft saved');
    return { enquiryId, id };
  };

  it('keeps one draft a request, saved again in place, with the enquiry as the buyer sent it', async () => {
    const { enquiryId, id } = await draftOf();
    const edited = sampleQuotationDocument({ note: 'Үнэ НӨАТ-тай' });
    const later = new Date(T0.getTime() + 60_000);
    expect(
      await store.quotations.saveDraft({ enquiryId, language: 'en', document: edited, login: 'saraa', now: later }),
    ).toBe(id);
    const record = await store.quotations.read(id);
    expect(record?.quotation).toMatchObject({ state: 'draft', number: null, language: 'en', document: edited });
    expect(record?.quotation).toMatchObject({ createdBy: 'bat', updatedBy: 'saraa', updatedAt: later });
    expect(record?.versions).toEqual([]);
    expect(record?.enquiry).toMatchObject({ id: enquiryId, email: 'bat@example.mn' });
    expect(record?.enquiry.items.map((item) => item.qty)).toEqual([4, 2]);
    expect((await store.quotations.ofEnquiry(enquiryId))?.id).toBe(id);
  });

  it('numbers quotations in the order of their first send within each year, once each', async () => {
    const first = await draftOf();
    const second = await draftOf();
    const third = await draftOf();
    expect(await store.quotations.assignNumber(first.id, 2026)).toBe('Q-2026-0001');
    expect(await store.quotations.assignNumber(second.id, 2026)).toBe('Q-2026-0002');
    expect(await store.quotations.assignNumber(first.id, 2026)).toBe('Q-2026-0001');
    expect(await store.quotations.assignNumber(third.id, 2027)).toBe('Q-2027-0001');
    expect(await store.quotations.assignNumber(9999, 2026)).toBeUndefined();
  });

  it('gives every quotation a number of its own when two connections send at once', async () => {
    const other = await database.open();
    const drafts = await Promise.all(Array.from({ length: 12 }, () => draftOf()));
    const numbers = await Promise.all(
      drafts.map(({ id }, index) => (index % 2 === 0 ? store : other).quotations.assignNumber(id, 2026)),
    );
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, n) => `Q-2026-${String(n + 1).padStart(4, '0')}`),
    );
  });

  it('keeps each sent version with its PDF and queues the e-mail of each', async () => {
    const { id } = await draftOf();
    expect(await store.quotations.recordSent(sampleSent(id, 1, 'Q-2026-0001', T0))).toBe(true);
    expect(await store.quotations.recordSent(sampleSent(id, 1, 'Q-2026-0001', T0))).toBe(false);
    const resent = new Date(T0.getTime() + DAY);
    expect(await store.quotations.recordSent(sampleSent(id, 2, 'Q-2026-0001', resent))).toBe(true);
    const record = await store.quotations.read(id);
    expect(record?.quotation).toMatchObject({
      state: 'sent',
      sentVersion: 2,
      validUntil: new Date(resent.getTime() + 30 * DAY),
    });
    expect(record?.versions.map((version) => [version.version, version.sentAt, version.mail.state])).toEqual([
      [1, T0, 'pending'],
      [2, resent, 'pending'],
    ]);
    expect(Buffer.from((await store.quotations.pdf(id, 2)) ?? []).toString()).toBe('%PDF-1.7 stand-in');
    const due = await store.quotations.mail.claimDue(resent, new Date(resent.getTime() + 60_000));
    expect(due).toMatchObject({ quotationId: id, version: 1, attempts: 0 });
    await store.quotations.mail.markSent(due?.id ?? 0, resent);
    expect((await store.quotations.read(id))?.versions[0]?.mail).toEqual({ state: 'sent', at: resent });
  });

  it("records the buyer's decision once, on the latest version while it is valid", async () => {
    const { id } = await draftOf();
    await store.quotations.recordSent(sampleSent(id, 1, 'Q-2026-0001', T0));
    await store.quotations.recordSent(sampleSent(id, 2, 'Q-2026-0001', T0));
    const at = new Date(T0.getTime() + DAY);
    expect(await store.quotations.markViewed(id, at)).toBe(true);
    expect(await store.quotations.markViewed(id, new Date(at.getTime() + 1000))).toBe(false);
    expect(await store.quotations.decide(id, 1, 'accepted', '', at)).toBe(false);
    expect(await store.quotations.decide(id, 2, 'accepted', '', new Date(T0.getTime() + 31 * DAY))).toBe(false);
    expect(await store.quotations.decide(id, 2, 'accepted', '', at)).toBe(true);
    expect(await store.quotations.decide(id, 2, 'declined', 'Үнэтэй', at)).toBe(false);
    expect(await store.quotations.find(id)).toMatchObject({ state: 'accepted', decidedVersion: 2, viewedAt: at });
    // Accepted, it is settled: neither edited nor sent again.
    expect(await store.quotations.recordSent(sampleSent(id, 3, 'Q-2026-0001', at))).toBe(false);
    const enquiryId = (await store.quotations.find(id))?.enquiryId ?? 0;
    const draft = { enquiryId, language: 'mn', document: sampleQuotationDocument(), login: 'bat', now: at };
    expect(await store.quotations.saveDraft(draft)).toBeUndefined();
  });

  it("lists the inbox's requests by their quotation's status in the same paged query, expired and viewed at `now`", async () => {
    const none = await storeQuotationRequest(store);
    const draft = await draftOf();
    const sent = await draftOf();
    const viewed = await draftOf();
    const accepted = await draftOf();
    for (const { id } of [sent, viewed, accepted]) await store.quotations.recordSent(sampleSent(id, 1, `Q-${id}`, T0));
    await store.quotations.markViewed(viewed.id, T0);
    await store.quotations.decide(accepted.id, 1, 'accepted', '', T0);
    await store.enquiries.addSubscription('bat@example.mn', 'mn', T0);
    const ids = async (status: QuotationFilter, now = T0) =>
      (await store.inbox.list({ quotation: { status, now } }, {}, 50)).entries.map((entry) => entry.id).sort();
    expect(await ids('none')).toEqual([none]);
    expect(await ids('draft')).toEqual([draft.enquiryId]);
    expect(await ids('sent')).toEqual([sent.enquiryId]);
    expect(await ids('viewed')).toEqual([viewed.enquiryId]);
    expect(await ids('accepted')).toEqual([accepted.enquiryId]);
    expect(await ids('declined')).toEqual([]);
    const afterValidity = new Date(T0.getTime() + 31 * DAY);
    expect(await ids('expired', afterValidity)).toEqual([sent.enquiryId, viewed.enquiryId].sort());
    expect(await ids('sent', afterValidity)).toEqual([]);
    expect((await store.inbox.count({ quotation: { status: 'expired', now: afterValidity } }))?.count).toBe(2);
    const { entries } = await store.inbox.list({}, {}, 50);
    const row = entries.find((entry) => entry.id === viewed.enquiryId);
    expect(row?.quotation).toEqual({ state: 'sent', viewedAt: T0, validUntil: new Date(T0.getTime() + 30 * DAY) });
    expect(entries.find((entry) => entry.id === none)?.quotation).toBeUndefined();
  });
});
