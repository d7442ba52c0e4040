import type { AdminNotice } from './admin-view.ts';

// The office's "Personal data" page as data (docs/privacy.md, "The person's rights and retention"): what the
// server found about one e-mail address or phone number, and the forms that export, correct and erase it. Plain
// JSON, as the other office pages' props (admin-view.ts); client/admin/person-page.tsx prints it.

export interface PersonEnquiryView {
  id: number;
  kind: string;
  /** The entry in the inbox. */
  href: string;
  /** Ulaanbaatar time, YYYY-MM-DD HH:mm. */
  time: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  handled: boolean;
  items: ReadonlyArray<{ name: string; qty: number }>;
  /** The consent it was sent with: when (Ulaanbaatar), to which notice version, on which form. */
  consent?: { time: string; version: string; form: string };
  /** Its quotation, if it has one: its number (none before the first send) and stored state. */
  quotation?: { number: string; state: string };
}

export interface PersonSubscriptionView {
  id: number;
  email: string;
  language: string;
  /** legacy, pending or confirmed (the newsletter's). */
  status: string;
  time: string;
}

export interface PersonEmailView {
  id: number;
  /** notify-office, acknowledge-sender, confirm. */
  kind: string;
  /** What it is about: enquiry/12, subscription/3. */
  about: string;
  time: string;
  /** When it was sent; '' while it waits. */
  sent: string;
}

/** After an action: what was done, its counts for the text. */
export interface PersonOutcome extends AdminNotice {
  counts?: Readonly<Record<string, number>>;
}

export interface PersonProps {
  /** Each form posts to its own address. */
  actions: { search: string; export: string; correct: string; erase: string };
  /** The search as typed: whom, and why (carried into every action's form). */
  fields: { q: string; reason: string };
  /** Per field, a translation key: what is wrong with what was typed. */
  fieldErrors?: Readonly<Record<string, string>>;
  outcome?: PersonOutcome;
  /** What the search found; absent before a search. */
  found?: {
    by: 'email' | 'phone';
    enquiries: readonly PersonEnquiryView[];
    subscriptions: readonly PersonSubscriptionView[];
    emails: readonly PersonEmailView[];
    /** When the address unsubscribed from the newsletter (only its hash is kept), if it did. */
    unsubscribedAt?: string;
  };
  /** The fields of an enquiry a correction may set. */
  correctable: readonly string[];
}
