// What the app stores about enquiries, newsletter sign-ups and the office notifications still to send.
// Asynchronous, so an engine with a network round trip (PostgreSQL) can implement it too.
import type { QuoteItem } from '#shared/quote-message.ts';
import type { EnquiryKind } from '#shared/schemas/enquiry-request-schema.ts';
import type { NewAttachment } from './attachment-bytes.ts';
import type { ConsentRecord } from './consent-columns.ts';
import type { PersonDataStore } from './person-data.ts';
import type { WebhookEvents } from './webhook-deliveries.ts';

export interface NewEnquiry {
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  /** Path of the page the form was sent from, when known. */
  page: string | null;
  requestId: string | null;
  createdAt: Date;
  /** A quotation's products and quantities, in the list's order, stored as rows beside the message. */
  items?: readonly QuoteItem[];
  /**
   * The visitor's consent to the privacy notice (docs/privacy.md, "Consent"); absent on enquiries stored before it was
   * asked.
   */
  consent?: ConsentRecord;
  /** The files sent with it (at most ATTACHMENT_MAX_FILES), stored with it or not at all (attachment-bytes.ts). */
  attachments?: readonly NewAttachment[];
}

/** As stored; the items of a quotation are read where they are shown (InboxStore.find), its files by Store.attachments. */
export interface StoredEnquiry extends Omit<NewEnquiry, 'items' | 'attachments'> {
  id: number;
}

/** What an outbox row sends: the office's notification, or the acknowledgement to the enquiry's sender. */
export type OutboxKind = 'notify-office' | 'acknowledge-sender';

/** An office notification (or a sender's acknowledgement) not yet sent, with the enquiry it is about. */
export interface PendingNotification {
  id: number;
  kind: OutboxKind;
  attempts: number;
  enquiry: StoredEnquiry;
}

export type SubscriptionResult = 'added' | 'exists';

/** With a person's data found, exported, corrected or erased, and the retention job (person-data.ts). */
export interface EnquiryStore extends PersonDataStore {
  /**
   * Stores the enquiry, its items and, when `notify` is set, its office notification (and, with `acknowledge`
   * too, the acknowledgement to its sender) and, given `webhook`, its webhook event, in one transaction. Resolves
   * with the enquiry id once the write is durable; rejects (and stores nothing) otherwise.
   */
  insertEnquiry(
    enquiry: NewEnquiry,
    options: { notify: boolean; acknowledge?: boolean; webhook?: WebhookEvents | undefined },
  ): Promise<number>;
  /** Oldest first; `since` keeps enquiries received at or after that moment. */
  listEnquiries(options?: { since?: Date }): Promise<StoredEnquiry[]>;
  /** Adds an address unless the same one (ignoring case) is already subscribed; `consent` is stored with it. */
  addSubscription(email: string, language: string, now: Date, consent?: ConsentRecord): Promise<SubscriptionResult>;
  /**
   * Claims up to `limit` unsent notifications whose next attempt is due at `now` and that nobody holds a
   * live claim on, oldest first, until `claimUntil`. Each is handed to one caller only, across every process
   * sharing the store; a claim not ended by markSent or markFailed (its process died) lapses at `claimUntil`,
   * and the notification is then handed out again.
   */
  claimDueNotifications(now: Date, limit: number, claimUntil: Date): Promise<PendingNotification[]>;
  /** Records the notification as sent and ends its claim. */
  markSent(id: number, now: Date): Promise<void>;
  /** Counts the failed attempt, keeps its error, schedules the next one and ends the claim. */
  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** The notifications not yet sent: how many, and when the oldest of them was queued (for the metrics). */
  unsentNotifications(): Promise<UnsentNotifications>;
}

export interface UnsentNotifications {
  count: number;
  /** undefined when none is waiting. */
  oldestCreatedAt: Date | undefined;
}
