// What the app stores about the newsletter (migration 12; docs/privacy.md, "Newsletter"): sign-ups and their lifecycle,
// their confirmation e-mails waiting to be sent, and the unsubscribed addresses, kept only as hashes.
// Asynchronous, so an engine with a network round trip (PostgreSQL) can implement it too.
import { sql, type Selectable } from 'kysely';
import type { ConsentRecord } from './consent-columns.ts';
import { toDate, type StoreDatabase, type SubscriptionsTable } from './database.ts';
import { confirmOn, signUpOn } from './newsletter-sign-up.ts';
import { dueRows, outboxMarks } from './outbox-marks.ts';
import type { WebhookEvents } from './webhook-deliveries.ts';

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
  /** The visitor's consent to the privacy notice (docs/privacy.md, "Consent"), stored with the sign-up. */
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
   * asked again), and given `webhook` queues its event, in one transaction. 'already': it was confirmed before;
   * 'missing': no such pending or confirmed sign-up.
   */
  confirm(
    id: number,
    emailHash: string,
    now: Date,
    webhook?: WebhookEvents,
  ): Promise<'confirmed' | 'already' | 'missing'>;
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

/** The sign-up's columns, from the table aliased `s`. */
const SUBSCRIPTION = [
  's.id',
  's.email',
  's.language',
  's.status',
  's.created_at',
  's.confirm_sent_at',
  's.confirmed_at',
] as const;

type SubscriptionRow = Pick<
  Selectable<SubscriptionsTable>,
  'id' | 'email' | 'language' | 'status' | 'created_at' | 'confirm_sent_at' | 'confirmed_at'
>;

const momentOrUndefined = (value: Date | string | null) => (value === null ? undefined : toDate(value));

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  language: row.language,
  status: row.status,
  createdAt: toDate(row.created_at),
  confirmSentAt: momentOrUndefined(row.confirm_sent_at),
  confirmedAt: momentOrUndefined(row.confirmed_at),
});

/** A claimed e-mail's columns and its sign-up. */
const toMail = (
  mail: { id: number; attempts: number; created_at: Date | string },
  subscription: SubscriptionRow,
): NewsletterMail => ({
  id: mail.id,
  kind: 'confirm',
  attempts: mail.attempts,
  createdAt: toDate(mail.created_at),
  subscription: toSubscription(subscription),
});

/**
 * The newsletter over either engine. A method whose steps must happen as one is one transaction on SQLite and one
 * statement on PostgreSQL, as newsletter-sign-up.ts says; a sign-up's e-mails are deleted with it (ON DELETE
 * CASCADE; sqlite-store.ts turns SQLite's foreign keys on).
 */
export function createNewsletterStore(database: StoreDatabase): NewsletterStore {
  const { engine, db } = database;
  const mailMarks = outboxMarks(db, 'newsletter_outbox');

  /** The confirmation e-mail claimed: the oldest due that nobody holds (PostgreSQL: nor is claiming right now). */
  const claim = (now: Date, claimUntil: Date) =>
    db
      .updateTable('newsletter_outbox')
      .set({ claimed_until: claimUntil })
      .where(
        'id',
        '=',
        // FOR UPDATE SKIP LOCKED: an e-mail another replica is claiming at this moment is skipped, not waited for.
        dueRows(db, 'newsletter_outbox', now, 1).$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .returning(['id', 'attempts', 'created_at', 'subscription_id']);

  return {
    async signUp(signUp) {
      return signUpOn(database, signUp);
    },

    async find(id) {
      const row = await db
        .selectFrom('subscriptions as s')
        .select(SUBSCRIPTION)
        .where('s.id', '=', id)
        .executeTakeFirst();
      return row && toSubscription(row);
    },

    async confirm(id, emailHash, now, webhook) {
      return confirmOn(database, id, emailHash, now, webhook);
    },

    async unsubscribe(id, emailHash, now) {
      const suppress = db
        .insertInto('newsletter_suppressions')
        .values({ email_hash: emailHash, created_at: now })
        .onConflict((conflict) => conflict.doNothing());
      const remove = db.deleteFrom('subscriptions').where('id', '=', id);
      if (database.engine === 'sqlite') return (await database.batch([suppress, remove]))[1] === 1;
      const row = await db
        .with('suppressed', () => suppress)
        .with('deleted', () => remove.returning('id'))
        .selectFrom('deleted')
        .select('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async deleteUnconfirmed(before) {
      const { numDeletedRows } = await db
        .deleteFrom('subscriptions')
        .where('status', '=', 'pending')
        .where('confirm_sent_at', '<', before)
        .executeTakeFirst();
      return Number(numDeletedRows);
    },

    async inviteLegacy(now) {
      const invite = db
        .updateTable('subscriptions')
        .set({ status: 'pending', confirm_sent_at: now })
        .where('status', '=', 'legacy');
      const mailColumns = ['subscription_id', 'kind', 'next_attempt_at', 'created_at'] as const;
      if (database.engine === 'sqlite') {
        // Each legacy sign-up's e-mail first, while they are still legacy.
        const [, invited] = await database.batch([
          db
            .insertInto('newsletter_outbox')
            .columns(mailColumns)
            .expression((eb) =>
              eb
                .selectFrom('subscriptions')
                .select([
                  'id',
                  sql.lit('confirm').as('kind'),
                  eb.val(now).as('next_attempt_at'),
                  eb.val(now).as('created_at'),
                ])
                .where('status', '=', 'legacy'),
            ),
          invite,
        ]);
        return invited ?? 0;
      }
      const row = await db
        .with('invited', () => invite.returning(['id', 'confirm_sent_at']))
        .with('mails', (query) =>
          query
            .insertInto('newsletter_outbox')
            .columns(mailColumns)
            .expression((eb) =>
              eb
                .selectFrom('invited')
                .select(['id', sql.lit('confirm').as('kind'), 'confirm_sent_at', 'confirm_sent_at']),
            ),
        )
        .selectFrom('invited')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async counts() {
      const row = await db
        .selectFrom('subscriptions')
        .select((eb) => [
          eb.fn.countAll().filterWhere('status', '=', 'confirmed').as('confirmed'),
          eb.fn.countAll().filterWhere('status', '=', 'pending').as('pending'),
          eb.fn.countAll().filterWhere('status', '=', 'legacy').as('legacy'),
          eb
            .selectFrom('newsletter_suppressions')
            .select((inner) => inner.fn.countAll().as('n'))
            .$asScalar()
            .as('unsubscribed'),
        ])
        .executeTakeFirstOrThrow();
      // PostgreSQL counts in a bigint, which pg gives as text.
      return {
        confirmed: Number(row.confirmed),
        pending: Number(row.pending),
        legacy: Number(row.legacy),
        unsubscribed: Number(row.unsubscribed),
      };
    },

    async confirmed() {
      const rows = await db
        .selectFrom('subscriptions as s')
        .select(SUBSCRIPTION)
        .where('s.status', '=', 'confirmed')
        .orderBy('s.confirmed_at')
        .orderBy('s.id')
        .execute();
      return rows.map(toSubscription);
    },

    async claimDueMail(now, claimUntil) {
      const subscriptionOf = (id: number) =>
        db.selectFrom('subscriptions as s').select(SUBSCRIPTION).where('s.id', '=', id);
      if (database.engine === 'sqlite') {
        return database.transaction(({ rows }) => {
          const [mail] = rows(claim(now, claimUntil));
          const [subscription] = mail ? rows(subscriptionOf(mail.subscription_id)) : [];
          return mail && subscription && toMail(mail, subscription);
        });
      }
      const row = await db
        .with('claimed', () => claim(now, claimUntil))
        .selectFrom('claimed as c')
        .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
        .select(['c.id as mail_id', 'c.attempts', 'c.created_at as mail_created_at', ...SUBSCRIPTION])
        .executeTakeFirst();
      return row && toMail({ id: row.mail_id, attempts: row.attempts, created_at: row.mail_created_at }, row);
    },

    markMailSent: mailMarks.sent,
    markMailFailed: mailMarks.failed,
  };
}
