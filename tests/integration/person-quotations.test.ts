// A buyer's quotations as their personal data (docs/privacy.md, "Quotations"), on both engines: found and exported
// with their enquiries (each version sent, without the office's own fields), and gone, PDFs and e-mails included, when
// the person is erased or when retention anonymises the enquiry they answer; another buyer's quotation stays.
import { expect, it } from '@jest/globals';
import { personExport } from '#server/admin/person-export.ts';
import type { Store } from '#server/storage/store.ts';
import { databaseText } from '../helpers/database-text.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { sampleQuotationDocument, sampleSent } from '../helpers/quotation-fixture.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';

const NOW = new Date('2026-03-15T04:00:00Z');
const SENT_AT = new Date('2026-03-05T04:00:00Z');
const BUYER = { name: 'Оюунчимэг Батболд', email: 'oyuna.b@example.mn', phone: '+976 8811-4455' };
const OTHER = { name: 'Ганбаатар Дорж', email: 'gana@mail.mn', phone: '99001122' };

/** A request of `who`, quoted and sent once; its quotation's PDF holds `marker`, found nowhere else. */
async function quoted(store: Store, who: typeof BUYER, marker: string, createdAt = SENT_AT) {
  const enquiryId = await store.enquiries.insertEnquiry(sampleEnquiry({ kind: 'quotation', ...who, createdAt }), {
    notify: false,
  });
  const document = sampleQuotationDocument({ note: `${marker} тэмдэглэл` });
  const id = await store.quotations.saveDraft({ enquiryId, language: 'mn', document, login: 'bat', now: SENT_AT });
  if (id === undefined) throw new Error('no draft');
  const number = (await store.quotations.assignNumber(id, 2026)) ?? '';
  const pdf = new Uint8Array(Buffer.from(`%PDF-1.7 ${marker}`));
  await store.quotations.recordSent({ ...sampleSent(id, 1, number, SENT_AT), document, pdf });
  return { enquiryId, id, number };
}

describeEachEngine("a buyer's quotations as their personal data", (engine) => {
  let store: Store;
  useFreshDatabase(engine, (opened) => {
    store = opened.store;
  });

  it('are found and exported with the enquiry, each version as sent, without the office’s own fields', async () => {
    const { number } = await quoted(store, BUYER, 'PDF-OF-OYUNA');
    await quoted(store, OTHER, 'PDF-OF-GANA');
    const records = await store.enquiries.findPerson({ email: BUYER.email });
    expect(records.quotations).toHaveLength(1);
    const [found] = records.quotations;
    expect(found?.row).toMatchObject({ number, state: 'sent' });
    expect(found?.versions).toHaveLength(1);
    expect(found?.versions[0]).not.toHaveProperty('pdf');
    expect(found?.emails).toHaveLength(1);

    const file = personExport(records, { email: BUYER.email }, NOW);
    const [exported] = file.quotations;
    expect(exported).toMatchObject({ number, state: 'sent', versions: [{ number, version: 1 }] });
    expect(exported).not.toHaveProperty('createdBy');
    expect(exported).not.toHaveProperty('document');
    const versions = exported?.versions as Array<Record<string, unknown>>;
    expect(versions[0]).not.toHaveProperty('sentBy');
    expect(String(versions[0]?.document)).toContain('PDF-OF-OYUNA');
    expect(JSON.stringify(file)).not.toContain('PDF-OF-GANA');
  });

  it('are erased with the person, their PDFs and e-mails too; another buyer’s stay', async () => {
    const theirs = await quoted(store, BUYER, 'PDF-OF-OYUNA');
    const others = await quoted(store, OTHER, 'PDF-OF-GANA');
    const erasure = await store.enquiries.erasePerson({ email: BUYER.email }, NOW);
    expect(erasure.enquiries).toEqual([theirs.enquiryId]);
    expect(await store.quotations.read(theirs.id)).toBeUndefined();
    expect(await store.quotations.pdf(theirs.id, 1)).toBeUndefined();
    const text = await databaseText(store);
    expect(text).not.toContain('PDF-OF-OYUNA');
    expect(text).toContain('PDF-OF-GANA');
    expect((await store.quotations.read(others.id))?.versions).toHaveLength(1);
    expect((await store.enquiries.findPerson({ email: BUYER.email })).quotations).toEqual([]);
  });

  it('go when retention anonymises the enquiry they answer', async () => {
    const old = await quoted(store, BUYER, 'PDF-OF-OLD', new Date('2024-01-10T04:00:00Z'));
    const recent = await quoted(store, BUYER, 'PDF-OF-RECENT');
    const cutoffs = {
      receivedBefore: new Date('2024-03-15T04:00:00Z'),
      handledBefore: new Date('2025-03-15T04:00:00Z'),
    };
    expect(await store.enquiries.anonymiseExpired(cutoffs, NOW)).toBe(1);
    expect(await store.quotations.read(old.id)).toBeUndefined();
    expect(await databaseText(store)).not.toContain('PDF-OF-OLD');
    expect((await store.quotations.read(recent.id))?.quotation.number).toBe(recent.number);
  });
});
