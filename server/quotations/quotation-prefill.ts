import type { Language } from '#shared/constants.ts';
import { DEFAULT_CURRENCY, formatAmount, priceView, type Currency, type PriceRate } from '#shared/money.ts';
import { DEFAULT_VALID_DAYS, MAX_QUOTATION_QTY, type QuotationDocumentInput } from '#shared/quotation.ts';
import type { QuoteItem } from '#shared/quote-message.ts';

// A new quotation's first draft (docs/office-guide.md, "Quotations"): a line for each item the buyer asked for, the
// catalogue's product and its price in ₮ at today's rate, the VAT the operator set, the default validity, delivery
// EXW Ulaanbaatar. Staff change all of it before sending.

/** What a quotation needs to know of a catalogue product. */
export interface QuotedProduct {
  id: number;
  /** In the quotation's language. */
  name: string;
  price: number;
  currency?: Currency;
  discount: number;
}

export interface ProductLookup {
  bySlug(slug: string, language: Language): QuotedProduct | undefined;
  byId(id: number, language: Language): QuotedProduct | undefined;
}

const pricedOf = (product: QuotedProduct) => ({
  price: product.price,
  currency: product.currency ?? DEFAULT_CURRENCY,
  discount: product.discount,
});

/** The catalogue's price of a unit in ₮ as the site shows it (converted at `rate` from $); undefined when unknown. */
export function cataloguePriceMnt(product: QuotedProduct, rate: PriceRate | null): number | undefined {
  return priceView(pricedOf(product), rate)?.now.find((amount) => amount.currency === 'MNT')?.value;
}

/** The catalogue's price as the form shows it beside a line: "₮43,125,000 · $12,500"; '' on request. */
export function cataloguePriceText(product: QuotedProduct, rate: PriceRate | null): string {
  const view = priceView(pricedOf(product), rate);
  return view ? view.now.map((amount) => formatAmount(amount.value, amount.currency)).join(' · ') : '';
}

interface PrefillInput {
  items: readonly QuoteItem[];
  language: Language;
  products: ProductLookup;
  /** Today's rate; null when there is none to be had (staff then type it). */
  rate: PriceRate | null;
  vatPercent: number;
}

export function prefilledDocument({
  items,
  language,
  products,
  rate,
  vatPercent,
}: PrefillInput): QuotationDocumentInput {
  const lines = items.map((item) => {
    const product = item.slug ? products.bySlug(item.slug, language) : undefined;
    return {
      productId: product?.id ?? null,
      name: product?.name ?? item.name,
      quantity: Math.min(Math.max(1, item.qty), MAX_QUOTATION_QTY),
      unitPriceMnt: (product && cataloguePriceMnt(product, rate)) ?? Number.NaN,
      discountPercent: 0,
    };
  });
  // A contact or service enquiry names no items: the form starts with one empty line.
  const blank = { productId: null, name: '', quantity: 1, unitPriceMnt: Number.NaN, discountPercent: 0 };
  return {
    lines: lines.length > 0 ? lines : [blank],
    deliveryTime: '',
    incoterm: 'EXW',
    place: language === 'mn' ? 'Улаанбаатар' : 'Ulaanbaatar',
    paymentTerms: '',
    validDays: DEFAULT_VALID_DAYS,
    note: '',
    vatPercent,
    rate: rate ? { mntPerUsd: rate.mntPerUsd, date: rate.date } : { mntPerUsd: Number.NaN, date: '' },
  };
}
