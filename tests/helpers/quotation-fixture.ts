import type { QuotationDocument } from '#shared/quotation.ts';
import type { SentVersion } from '#server/storage/quotation-store.ts';
import type { Store } from '#server/storage/store.ts';
import { sampleEnquiry } from './enquiry-fixture.ts';

/** A quotation's document as the office would fill it in; overrides for the field a test is about. */
export function sampleQuotationDocument(overrides: Partial<QuotationDocument> = {}): QuotationDocument {
  return {
    lines: [
      {
        productId: 1,
        name: 'Tricone Bit 9 7/8" (251 mm) IADC 637',
        quantity: 4,
        unitPriceMnt: 12_500_000,
        discountPercent: 5,
      },
      { productId: null, name: 'Өрмийн хоолой 6 м', quantity: 2, unitPriceMnt: 800_000, discountPercent: 0 },
    ],
    deliveryTime: '4–6 долоо хоног',
    incoterm: 'DAP',
    place: 'Oyu Tolgoi',
    paymentTerms: '50% урьдчилгаа',
    validDays: 30,
    note: '',
    vatPercent: 10,
    rate: { mntPerUsd: 3450, date: '2026-03-14' },
    ...overrides,
  };
}

/** A stored quotation request (two items) and its enquiry's id. */
export const storeQuotationRequest = (store: Store, createdAt = new Date('2026-03-01T02:00:00Z')) =>
  store.enquiries.insertEnquiry(
    sampleEnquiry({
      kind: 'quotation',
      createdAt,
      items: [
        { slug: 'tricone-bit-251mm-iadc-637', name: 'Tricone Bit 9 7/8" (251 mm) IADC 637', qty: 4 },
        { slug: null, name: 'Өрмийн хоолой', qty: 2 },
      ],
    }),
    { notify: false },
  );

/** A sent version as the office's send records it, with a stand-in PDF. */
export const sampleSent = (id: number, version: number, number: string, sentAt: Date): SentVersion => ({
  id,
  version,
  number,
  document: sampleQuotationDocument(),
  language: 'mn',
  sentAt,
  sentBy: 'bat',
  validUntil: new Date(sentAt.getTime() + 30 * 86_400_000),
  pdf: new Uint8Array(Buffer.from('%PDF-1.7 stand-in')),
});
