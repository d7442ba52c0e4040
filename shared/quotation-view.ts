import type { AdminNotice } from './admin-view.ts';
import type { QuotationStatus } from './quotation-status.ts';

// The office's quotation page as data (docs/office-guide.md, "Quotations"): the request it answers, the form of its
// draft (values as typed, what is wrong with them), the draft's figures, and each version sent. Money and times are
// text already (₮ and $ by shared/money.ts, Ulaanbaatar time); client/admin/quotation-*.tsx print them.

/** A line of the form beside its inputs: the catalogue's price of its product, and its unit price in $. */
export interface QuotationLineView {
  /** The product's catalogue price, "₮43,125,000 · $12,500"; '' for an item not in the catalogue or on request. */
  catalogue: string;
  /** The unit price typed, in $ at the form's rate ("$3,623.19"); '' when either cannot be read. */
  unitUsd: string;
}

/** One figure in ₮ and $. */
export interface MoneyPair {
  mnt: string;
  usd: string;
}

/** The draft's figures (shared/quotation-totals.ts), when its form reads as a whole document. */
export interface QuotationPreview {
  lines: ReadonlyArray<{ name: string; quantity: number; unit: MoneyPair; discount: string; net: MoneyPair }>;
  subtotal: MoneyPair;
  vatPercent: string;
  vat: MoneyPair;
  total: MoneyPair;
  /** "$1 = ₮3,450 (2026-03-14)". */
  rate: string;
  /** The saved draft's PDF as it would be sent now, shown in the browser. */
  pdfHref: string;
}

export interface QuotationVersionRow {
  version: number;
  number: string;
  /** YYYY-MM-DD HH:mm in Ulaanbaatar. */
  sentAt: string;
  sentBy: string;
  /** YYYY-MM-DD, the last day it is valid. */
  validUntil: string;
  language: string;
  /** Whether its e-mail has reached the SMTP server, with when, or how often it was tried. */
  mail:
    { state: 'sent'; time: string } | { state: 'pending'; attempts: number; lastError?: string } | { state: 'none' };
  pdfHref: string;
}

export interface QuotationPageProps {
  /** The request it answers, and its page. */
  enquiry: { id: number; kind: string; name: string; email: string; language: string; href: string };
  /** Absent until its first draft is saved. */
  quotation?: {
    id: number;
    number: string;
    status: QuotationStatus;
    href: string;
    /** The buyer's decision: when, and their reason as given. */
    decision?: { time: string; reason: string };
    /** YYYY-MM-DD HH:mm when the buyer first opened it. */
    viewed?: string;
  };
  /** Where the form posts (save, preview, send, a line more or less). */
  action: string;
  /** False once accepted: a settled quotation is shown, not edited. */
  canEdit: boolean;
  fields: Record<string, string>;
  lineCount: number;
  lines: readonly QuotationLineView[];
  errors: Record<string, string>;
  notice?: AdminNotice;
  incoterms: readonly string[];
  languages: readonly string[];
  /** Today's rate for the form's reference ("$1 = ₮3,450 (2026-03-14)"); '' when there is none. */
  todayRate: string;
  preview?: QuotationPreview;
  versions: readonly QuotationVersionRow[];
}

export type QuotationPages = { page: 'quotation'; props: QuotationPageProps };
