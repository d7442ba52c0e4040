import { z } from 'zod/mini';
import { MAX_QUOTE_ITEMS } from './quote-message.ts';
import { isPlainText } from './schemas/contact-schema.ts';

// A quotation document (docs/decisions/040-quotation-pdf.md): what the office edits as a draft and what one sent
// version holds. Prices are in tögrög, the currency the quotation binds; dollars are shown beside them at the rate
// the document records, so a version reads the same whatever the rate does later. The same schema checks the
// office's form in the browser and on the server; messages are translation keys (locales/*/quotations.json).

/** The Incoterms® 2020 rules: the delivery terms a quotation names, with their place ("EXW Ulaanbaatar"). */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The VAT of a new quotation unless the operator sets QUOTATION_VAT_PERCENT (Mongolia's rate). */
export const DEFAULT_VAT_PERCENT = 10;
/** Days a new quotation is valid: short, because the rate moves. */
export const DEFAULT_VALID_DAYS = 30;
export const MAX_VALID_DAYS = 365;
export const MAX_QUOTATION_QTY = 1_000_000;
/**
 * The largest amount of one line, quantity times unit price (₮10 trillion): 200 such lines and their VAT stay far
 * within the integers a JavaScript number holds exactly.
 */
export const MAX_LINE_MNT = 10_000_000_000_000;
export const QUOTATION_MAX = { name: 200, deliveryTime: 200, place: 100, paymentTerms: 500, note: 2000 } as const;

const err = (key: string) => `quotations:errors.${key}`;

/** Text of the document, '' allowed unless `required`. */
const text = (max: number, { required = false, multiline = false, key = 'tooLong' } = {}) =>
  z.string(err(key)).check(
    z.trim(),
    z.refine<string>((value) => isPlainText(value, multiline), { error: err('characters'), abort: true }),
    z.refine<string>((value) => !required || value.length > 0, { error: err(key), abort: true }),
    z.maxLength(max, { error: err('tooLong'), abort: true }),
  );

/** A percentage from 0 to 100, to the hundredth (12.5, 2.25): a discount's or the VAT's. */
export const isPercentToHundredth = (value: number) =>
  value >= 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const percent = (key: string) => z.number(err(key)).check(z.refine(isPercentToHundredth, err(key)));

export const quotationLineSchema = z
  .object({
    /** The catalogue product the line quotes; null for an item not in the catalogue, named by `name` alone. */
    productId: z.nullable(z.int(err('product')).check(z.positive(err('product')))),
    name: text(QUOTATION_MAX.name, { required: true, key: 'name' }),
    quantity: z.int(err('quantity')).check(z.gte(1, err('quantity')), z.lte(MAX_QUOTATION_QTY, err('quantity'))),
    unitPriceMnt: z.int(err('unitPrice')).check(z.gte(0, err('unitPrice'))),
    discountPercent: percent('discount'),
  })
  .check(
    z.refine((line) => line.quantity * line.unitPriceMnt <= MAX_LINE_MNT, {
      error: err('lineTooLarge'),
      path: ['unitPriceMnt'],
    }),
  );

export const quotationRateSchema = z.object({
  mntPerUsd: z.number(err('rate')).check(z.positive(err('rate')), z.lte(1_000_000, err('rate'))),
  /** YYYY-MM-DD: the day of the rate's table. */
  date: z.string(err('rate')).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, err('rate')),
    z.refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), err('rate')),
  ),
});

export const quotationDocumentSchema = z.object({
  lines: z
    .array(quotationLineSchema, err('lines'))
    .check(z.minLength(1, err('lines')), z.maxLength(MAX_QUOTE_ITEMS, err('tooManyLines'))),
  /** "4–6 weeks from payment", as the office writes it. */
  deliveryTime: text(QUOTATION_MAX.deliveryTime),
  incoterm: z.enum(INCOTERMS, err('incoterm')),
  /** The Incoterm's named place: "Ulaanbaatar", "the buyer's site, Oyu Tolgoi". */
  place: text(QUOTATION_MAX.place, { required: true, key: 'place' }),
  paymentTerms: text(QUOTATION_MAX.paymentTerms, { multiline: true }),
  validDays: z._default(
    z.int(err('validDays')).check(z.gte(1, err('validDays')), z.lte(MAX_VALID_DAYS, err('validDays'))),
    DEFAULT_VALID_DAYS,
  ),
  note: text(QUOTATION_MAX.note, { multiline: true }),
  vatPercent: percent('vatPercent'),
  /** The rate the $ figures are worked out with, and its table's date. */
  rate: quotationRateSchema,
});

export type QuotationLine = z.infer<typeof quotationLineSchema>;
export type QuotationRate = z.infer<typeof quotationRateSchema>;
/** A checked document, as stored and sent. */
export type QuotationDocument = z.infer<typeof quotationDocumentSchema>;
/** A document as posted or read back from storage, before the defaults are filled in. */
export type QuotationDocumentInput = z.input<typeof quotationDocumentSchema>;

export const isIncoterm = (value: unknown): value is Incoterm => INCOTERMS.some((term) => term === value);
