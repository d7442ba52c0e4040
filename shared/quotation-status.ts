// A quotation's status as the office and the buyer read it (docs/office-guide.md, "Quotations"): the stored state,
// with two states derived from it: viewed (sent, and the buyer opened the link) and expired (sent, and the latest
// version's validity has passed). Worked out here only; the inbox's filter says the same in SQL
// (server/storage/quotation-status-sql.ts).

export const QUOTATION_STATES = ['draft', 'sent', 'accepted', 'declined'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

export const QUOTATION_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** The inbox's filter: a request with no quotation at all, or its quotation's status. */
export const QUOTATION_FILTERS = ['none', ...QUOTATION_STATUSES] as const;
export type QuotationFilter = (typeof QUOTATION_FILTERS)[number];

export const isQuotationFilter = (value: unknown): value is QuotationFilter =>
  QUOTATION_FILTERS.some((filter) => filter === value);

export interface QuotationStateOf {
  state: QuotationState;
  viewedAt: Date | null;
  /** The latest sent version's end of validity; null before the first send. */
  validUntil: Date | null;
}

export function quotationStatus({ state, viewedAt, validUntil }: QuotationStateOf, now: Date): QuotationStatus {
  if (state !== 'sent') return state;
  if (validUntil && now.getTime() > validUntil.getTime()) return 'expired';
  return viewedAt ? 'viewed' : 'sent';
}
