import type { EnquiryKind } from '#shared/schemas/enquiry-request-schema.ts';
import type { StoredEnquiry } from './enquiry-store.ts';

// The office inbox: enquiries and newsletter sign-ups in one list, with their handled state.

export const INBOX_KINDS = ['contact', 'service', 'quotation', 'subscription'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Enquiries and sign-ups are numbered apart; an entry is named by both. */
export type InboxSource = 'enquiry' | 'subscription';

export interface InboxFilter {
  kind?: InboxKind;
  status?: InboxStatus;
  /** Received at or after. */
  from?: Date;
  /** Received before. */
  until?: Date;
  /** Part of the name, e-mail or phone, ignoring case. */
  search?: string;
}

/** An enquiry, or a sign-up with only its e-mail and language (name, phone and message empty). */
export interface InboxEntry extends Omit<StoredEnquiry, 'kind'> {
  source: InboxSource;
  kind: InboxKind;
  handledAt: Date | null;
  handledBy: string | null;
}

/** Whether the office was told of an enquiry by e-mail. */
export type NotificationState =
  | { state: 'none' }
  | { state: 'pending'; attempts: number; lastError: string | null; nextAttemptAt: Date }
  | { state: 'sent'; sentAt: Date; attempts: number };

export interface InboxPage {
  entries: InboxEntry[];
  total: number;
}

export interface InboxStore {
  /** Newest first; `offset` entries skipped, at most `limit` returned, with how many match in all. */
  list(filter: InboxFilter, offset: number, limit: number): Promise<InboxPage>;
  /** Every entry that matches, oldest first (as the command line exports). */
  all(filter: InboxFilter): Promise<InboxEntry[]>;
  find(source: InboxSource, id: number): Promise<InboxEntry | undefined>;
  notification(enquiryId: number): Promise<NotificationState>;
  /** Marks it handled by `login` at `now`, or new again when `login` is null; false when there is no such entry. */
  setHandled(source: InboxSource, id: number, login: string | null, now: Date): Promise<boolean>;
}

export const isEnquiryKind = (kind: InboxKind): kind is EnquiryKind => kind !== 'subscription';
