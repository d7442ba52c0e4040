// What the app stores about the newsletter (migration 12, README "Newsletter"): sign-ups and their lifecycle,
// their confirmation e-mails waiting to be sent, and the unsubscribed addresses, kept only as hashes.
// Asynchronous, so an engine with a network round trip (PostgreSQL) can implement it too.
import type { ConsentRecord } from './consent-columns.ts';

/** legacy: stored before confirmation was asked, never confirmed; pending: a link was sent; confirmed: it was used. */
export type SubscriptionStatus = 'legacy' | 'pending' | 'confirmed';

export interface Subscription {
  id: number;
  email: string;
  language: string;
  status: SubscriptionStatus;
  createdAt: Date;
  /** When the latest confirmation link was issued; undefined for a legacy sign-up never invited. */
  confirmSentAt: Date | undefined;
  confirmedAt: Date | undefined;
}

export interface NewSignUp {
  email: string;
  language: string;
  now: Date;
  /** The visitor's consent to the privacy notice (issue #28), stored with the sign-up. */
  consent?: ConsentRecord;
  /**
   * A sign-up still unconfirmed whose last link was issued after this moment gets no new one: the form cannot be
   * used to fill someone's mailbox.
   */
  resendAfter: Date;
}

/**
 * added: a new address, its confirmation e-mail queued; reissued: an unconfirmed one, a new link queued; exists:
 * already confirmed, or a link issued too recently, nothing queued. All three look the same to the visitor.
 */
export type SignUpResult = 'added' | 'reissued' | 'exists';

/** A confirmation e-mail claimed for sending, with its sign-up. */
export interface NewsletterMail {
  id: number;
  kind: 'confirm';
  attempts: number;
  /** When it was queued: the moment its link was issued (it expires 7 days later). */
  createdAt: Date;
  subscription: Subscription;
}

export interface NewsletterCounts {
  confirmed: number;
  pending: number;
  legacy: number;
  /** Unsubscribed addresses (their suppression hashes). */
  unsubscribed: number;
}

export interface NewsletterStore {
  /**
   * Stores a sign-up as pending with its confirmation e-mail queued, in one transaction; an unconfirmed or legacy
   * one (ignoring case) becomes pending with a new e-mail, unless resendAfter says it is too soon.
   */
  signUp(signUp: NewSignUp): Promise<SignUpResult>;
  find(id: number): Promise<Subscription | undefined>;
  /**
   * Confirms a pending sign-up, drops its confirmation e-mails and the address's suppression hash (its owner
   * asked again). 'already': it was confirmed before; 'missing': no such pending or confirmed sign-up.
   */
  confirm(id: number, emailHash: string, now: Date): Promise<'confirmed' | 'already' | 'missing'>;
  /**
   * Deletes the sign-up (and its e-mails) and keeps the address's hash, in one transaction; the hash is kept even
   * when the sign-up was gone already. Resolves true when a sign-up was deleted.
   */
  unsubscribe(id: number, emailHash: string, now: Date): Promise<boolean>;
  /** Deletes the pending sign-ups whose latest link was issued before `before`; resolves with how many. */
  deleteUnconfirmed(before: Date): Promise<number>;
  /** Makes every legacy sign-up pending with a confirmation e-mail queued; resolves with how many. */
  inviteLegacy(now: Date): Promise<number>;
  counts(): Promise<NewsletterCounts>;
  /** The confirmed sign-ups, oldest confirmation first (the office's export). */
  confirmed(): Promise<Subscription[]>;
  /**
   * Claims the oldest confirmation e-mail due at `now` that nobody holds, until `claimUntil`: each is handed to
   * one caller only, across every process sharing the store; a claim not ended (its process died) lapses.
   */
  claimDueMail(now: Date, claimUntil: Date): Promise<NewsletterMail | undefined>;
  markMailSent(id: number, now: Date): Promise<void>;
  /** Counts the failed attempt, keeps its error, schedules the next one and ends the claim. */
  markMailFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
}

/** A sign-up as both engines return it: SQLite keeps times as ISO text, PostgreSQL as timestamptz (a Date). */
export interface SubscriptionRow {
  id: number;
  email: string;
  language: string;
  status: string;
  created_at: string | Date;
  confirm_sent_at: string | Date | null;
  confirmed_at: string | Date | null;
}

/** The sign-up's columns, from the table aliased `s`, in the shape of SubscriptionRow. */
export const SUBSCRIPTION_COLUMNS =
  's.id, s.email, s.language, s.status, s.created_at, s.confirm_sent_at, s.confirmed_at';

const dateOrUndefined = (value: string | Date | null) => (value === null ? undefined : new Date(value));

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: Number(row.id),
    email: row.email,
    language: row.language,
    status: row.status as SubscriptionStatus,
    createdAt: new Date(row.created_at),
    confirmSentAt: dateOrUndefined(row.confirm_sent_at),
    confirmedAt: dateOrUndefined(row.confirmed_at),
  };
}

/** A claimed e-mail's row: its own columns, then its sign-up's (SUBSCRIPTION_COLUMNS). */
export interface MailRow extends SubscriptionRow {
  mail_id: number;
  mail_attempts: number;
  mail_created_at: string | Date;
}

export const toMail = (row: MailRow): NewsletterMail => ({
  id: Number(row.mail_id),
  kind: 'confirm',
  attempts: Number(row.mail_attempts),
  createdAt: new Date(row.mail_created_at),
  subscription: toSubscription(row),
});
