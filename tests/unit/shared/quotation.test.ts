import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { type QuotationDocumentInput, quotationDocumentSchema } from '#shared/quotation.ts';
import { quotationTotals } from '#shared/quotation-totals.ts';

const document = (overrides: Partial<QuotationDocumentInput> = {}): QuotationDocumentInput => ({
  lines: [{ productId: 7, name: 'Drill bit 152 mm', quantity: 3, unitPriceMnt: 1_250_000, discountPercent: 0 }],
  deliveryTime: '4–6 weeks',
  incoterm: 'DAP',
  place: 'Oyu Tolgoi site',
  paymentTerms: '50% advance, 50% on delivery',
  note: '',
  vatPercent: 10,
  rate: { mntPerUsd: 3450.5, date: '2026-12-02' },
  ...overrides,
});

const refusal = (input: unknown) => {
  const parsed = quotationDocumentSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('quotationTotals', () => {
  it('discounts each line, rounds it to the tögrög, then sums and adds 10% VAT', () => {
    const totals = quotationTotals({
      ...document(),
      lines: [
        { productId: 7, name: 'Bit', quantity: 3, unitPriceMnt: 1_250_000, discountPercent: 5 },
        // 7 × 333 = 2,331; 12.5% of it is 291.375 → 291 off.
        { productId: null, name: 'Freight to site', quantity: 7, unitPriceMnt: 333, discountPercent: 12.5 },
        // 2.5% of 101 is 2.525 → 3 off (half up).
        { productId: 9, name: 'Tyre valve', quantity: 1, unitPriceMnt: 101, discountPercent: 2.5 },
      ],
    });
    expect(totals.lines.map(({ grossMnt, discountMnt, netMnt }) => [grossMnt, discountMnt, netMnt])).toEqual([
      [3_750_000, 187_500, 3_562_500],
      [2_331, 291, 2_040],
      [101, 3, 98],
    ]);
    expect(totals).toMatchObject({ subtotalMnt: 3_564_638, vatMnt: 356_464, totalMnt: 3_921_102 });
  });

  it('gives each figure in dollars at the document rate, to the cent', () => {
    const totals = quotationTotals(quotationDocumentSchema.parse(document()));
    expect(totals.lines[0]).toMatchObject({ unitPriceUsd: 362.27, netUsd: 1086.8 });
    expect(totals).toMatchObject({ subtotalMnt: 3_750_000, vatMnt: 375_000, totalMnt: 4_125_000 });
    expect([totals.subtotalUsd, totals.vatUsd, totals.totalUsd]).toEqual([1086.8, 108.68, 1195.48]);
  });

  it('adds nothing with VAT 0', () => {
    const totals = quotationTotals(quotationDocumentSchema.parse(document({ vatPercent: 0 })));
    expect([totals.subtotalMnt, totals.vatMnt, totals.totalMnt]).toEqual([3_750_000, 0, 3_750_000]);
  });

  it('prices a line not in the catalogue like any other', () => {
    const line = {
      productId: null,
      name: 'Installation on site',
      quantity: 1,
      unitPriceMnt: 500_000,
      discountPercent: 100,
    };
    const parsed = quotationDocumentSchema.parse(document({ lines: [line] }));
    expect(parsed.lines[0]?.productId).toBeNull();
    expect(quotationTotals(parsed)).toMatchObject({ subtotalMnt: 0, totalMnt: 0 });
  });
});

describe('quotationDocumentSchema', () => {
  it('takes a document and fills in 30 days of validity', () => {
    expect(quotationDocumentSchema.parse(document()).validDays).toBe(30);
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'lines.0.quantity', 'quotations:errors.quantity'],
    ['a discount over 100', { discountPercent: 101 }, 'lines.0.discountPercent', 'quotations:errors.discount'],
    ['a fractional price', { unitPriceMnt: 10.5 }, 'lines.0.unitPriceMnt', 'quotations:errors.unitPrice'],
    ['a line with no name', { name: '  ' }, 'lines.0.name', 'quotations:errors.name'],
  ])('refuses %s', (_, change, field, message) => {
    const lines = document().lines.map((line) => ({ ...line, ...change }));
    expect(refusal(document({ lines }))).toEqual([[field, message]]);
  });

  it('refuses a document of no lines', () => {
    expect(refusal(document({ lines: [] }))).toEqual([['lines', 'quotations:errors.lines']]);
  });

  it('refuses an unknown incoterm', () => {
    expect(refusal({ ...document(), incoterm: 'FOT' })).toEqual([['incoterm', 'quotations:errors.incoterm']]);
  });

  it('refuses a rate of a day that does not exist', () => {
    const parsed = quotationDocumentSchema.safeParse(document({ rate: { mntPerUsd: 3450, date: '2026-02-31' } }));
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({ rate: 'quotations:errors.rate' });
  });

  it('has every refusal worded in both languages', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../shared/quotation.ts'), 'utf8');
    const keys = [...source.matchAll(/err\('(\w+)'\)/g)].map((match) => match[1] ?? '');
    for (const lng of ['mn', 'en']) {
      const file = path.resolve(import.meta.dirname, `../../../locales/${lng}/quotations.json`);
      const { errors } = JSON.parse(readFileSync(file, 'utf8')) as { errors: Record<string, string> };
      expect(keys.filter((key) => !errors[key])).toEqual([]);
    }
  });
});
