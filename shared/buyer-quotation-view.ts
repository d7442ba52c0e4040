import type { WithMeta } from './page-view.ts';

// What the buyer's quotation page prints (pages/quotation/, docs/privacy.md, "Quotations"): plain data decided on the
// server (days in Ulaanbaatar, amounts formatted, every address), so the component only prints it.

/** Where the quotation stands, as its buyer reads it. */
export type BuyerStatus = 'open' | 'accepted' | 'declined' | 'expired';

/** The line above the page after a post (the 303's ?done=): what the post did. */
export const BUYER_NOTICES = ['accepted', 'declined', 'asked', 'already', 'expired', 'stale'] as const;
export type BuyerNotice = (typeof BUYER_NOTICES)[number];

export const isBuyerNotice = (value: unknown): value is BuyerNotice => BUYER_NOTICES.some((notice) => notice === value);

export interface BuyerVersionView {
  version: number;
  number: string;
  /** YYYY-MM-DD, Ulaanbaatar. */
  sentDay: string;
  validDay: string;
  /** "₮1,234,000" and "$357.67", from quotationTotals. */
  totalMnt: string;
  totalUsd: string;
  pdfHref: string;
}

/** The fields of a form refused, with what was typed, to show again. */
export interface BuyerFormState {
  form: 'decline' | 'question';
  value: string;
  error: string;
}

export interface BuyerQuotationPageProps extends WithMeta {
  number: string;
  status: BuyerStatus;
  /** The version decided on, when, and the reason given. */
  decision?: { version: number; day: string; reason: string };
  /** The latest version's: what an accept or decline names. */
  latestVersion: number;
  validDay: string;
  /** Newest first. */
  versions: BuyerVersionView[];
  /** What the buyer sent: their name, when, the items, the message and the names of the files. */
  request: {
    name: string;
    day: string;
    items: { name: string; qty: number }[];
    message: string;
    attachments: string[];
  };
  /** The forms' addresses. */
  actions: { accept: string; decline: string; question: string };
  notice?: BuyerNotice;
  refused?: BuyerFormState;
}
