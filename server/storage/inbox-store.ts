import type { QuotationFilter, QuotationStateOf } from '#shared/quotation-status.ts';
import type { QuoteItem } from '#shared/quote-message.ts';
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
  /** Part of the name, e-mail or phone, ignoring case; at least MIN_SEARCH_LENGTH characters. */
  search?: string;
  /** Only enquiries, or only sign-ups. */
  source?: InboxSource;
  /** Only enquiries whose quotation has this status at `now`, or (`none`) that have none. */
  quotation?: { status: QuotationFilter; now: Date };
}

/** An enquiry, or a sign-up with only its e-mail and language (name, phone and message empty). */
export interface InboxEntry extends Omit<StoredEnquiry, 'kind'> {
  source: InboxSource;
  kind: InboxKind;
  handledAt: Date | null;
  handledBy: string | null;
  /** An enquiry's quotation, when it has one: what its status is worked out from (shared/quotation-status.ts). */
  quotation?: QuotationStateOf;
}

/** One entry whole: with a quotation's products and quantities (none for other entries). */
export interface InboxEntryDetail extends InboxEntry {
  items: QuoteItem[];
}

/** Whether the office was told of an enquiry by e-mail. */
export type NotificationState =
  | { state: 'none' }
  | { state: 'pending'; attempts: number; lastError: string | null; nextAttemptAt: Date }
  | { state: 'sent'; sentAt: Date; attempts: number };

/** An entry's place in the list (newest first; on the same time enquiries before sign-ups, higher ids first). */
export interface InboxCursor {
  createdAt: Date;
  source: InboxSource;
  id: number;
}

/** A page starts right after (older than) `before`, or ends right before (newer than) `after`; else the newest. */
export interface InboxPosition {
  before?: InboxCursor;
  after?: InboxCursor;
}

export interface InboxPage {
  entries: InboxEntry[];
  /** Where the next older page starts, when there are older entries. */
  older?: InboxCursor;
  /** Where the next newer page ends, when there are newer entries. */
  newer?: InboxCursor;
}

/** Matches are counted up to COUNT_LIMIT: a count of every match would read them all. */
export const COUNT_LIMIT = 10_000;
export interface InboxCount {
  count: number;
  /** True when there are more than `count` (= COUNT_LIMIT). */
  more: boolean;
}

/** A search needs this many characters (the indexes hold every three-character sequence). */
export const MIN_SEARCH_LENGTH = 3;

export interface InboxStore {
  /** Newest first, at most `limit` entries from `position`, found by keyset (never by skipping rows). */
  list(filter: InboxFilter, position: InboxPosition, limit: number): Promise<InboxPage>;
  /**
   * How many entries match, up to COUNT_LIMIT; undefined when counting would read too many rows (SQLite: a search
   * matching thousands of entries, together with other filters).
   */
  count(filter: InboxFilter): Promise<InboxCount | undefined>;
  /**
   * Every entry that matches, oldest first (as the command line exports), `pageSize` at a time: each page is
   * read when the one before has been taken, so memory does not grow with the inbox.
   */
  pages(filter: InboxFilter, pageSize: number): AsyncGenerator<InboxEntry[]>;
  find(source: InboxSource, id: number): Promise<InboxEntryDetail | undefined>;
  notification(enquiryId: number): Promise<NotificationState>;
  /** Marks it handled by `login` at `now`, or new again when `login` is null; false when there is no such entry. */
  setHandled(source: InboxSource, id: number, login: string | null, now: Date): Promise<boolean>;
}
