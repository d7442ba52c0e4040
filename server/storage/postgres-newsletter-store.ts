import type { Pool } from 'pg';
import { CONSENT_COLUMNS, consentValues } from './consent-columns.ts';
import { subscriptionAddress } from './enquiry-rows.ts';
import {
  SUBSCRIPTION_COLUMNS,
  toMail,
  toSubscription,
  type MailRow,
  type NewsletterStore,
  type SubscriptionRow,
} from './newsletter-store.ts';

// Each method is one statement (several steps as data-modifying CTEs), so each is atomic without an explicit
// transaction, and a pool connection is held only for that statement. A sign-up's e-mails are deleted with it
// (ON DELETE CASCADE).
export function createPostgresNewsletterStore(pool: Pool): NewsletterStore {
  return {
    async signUp({ email, language, now, consent, resendAfter }) {
      const { address } = subscriptionAddress(email);
      // The unique index on lower(email) settles a race between replicas: one inserts, the other finds the link
      // just issued too recent to send another. xmax = 0 only on a row this statement inserted. A new consent
      // replaces the one given before; without one (never, since issue #28) the old one is kept.
      const keepConsent = CONSENT_COLUMNS.map((column) => `${column} = COALESCE(EXCLUDED.${column}, s.${column})`);
      const { rows } = await pool.query<{ inserted: boolean }>(
        `WITH upsert AS (
           INSERT INTO subscriptions AS s (email, language, created_at, status, confirm_sent_at, ${CONSENT_COLUMNS.join(', ')})
           VALUES ($1, $2, $3, 'pending', $3, $4, $5, $6, $7)
           ON CONFLICT ((lower(email))) DO UPDATE
             SET status = 'pending', confirm_sent_at = EXCLUDED.confirm_sent_at, language = EXCLUDED.language,
               ${keepConsent.join(', ')}
             WHERE s.status <> 'confirmed' AND (s.confirm_sent_at IS NULL OR s.confirm_sent_at <= $8)
           RETURNING s.id, (s.xmax = 0) AS inserted
         ), mail AS (
           INSERT INTO newsletter_outbox (subscription_id, kind, next_attempt_at, created_at)
           SELECT id, 'confirm', $3, $3 FROM upsert
         )
         SELECT inserted FROM upsert`,
        [address, language, now, ...consentValues(consent, (date) => date), resendAfter],
      );
      const row = rows[0];
      if (!row) return 'exists';
      return row.inserted ? 'added' : 'reissued';
    },

    async find(id) {
      const { rows } = await pool.query<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.id = $1`,
        [id],
      );
      const row = rows[0];
      return row && toSubscription(row);
    },

    async confirm(id, emailHash, now) {
      // A confirmation racing this one waits for the row's lock, then finds it confirmed.
      const { rows } = await pool.query<{ before: string | null; confirmed: boolean }>(
        `WITH target AS (
           SELECT id, status FROM subscriptions WHERE id = $1 FOR UPDATE
         ), confirmed AS (
           UPDATE subscriptions SET status = 'confirmed', confirmed_at = $2
           WHERE id = (SELECT id FROM target) AND status = 'pending' RETURNING id
         ), mails AS (
           DELETE FROM newsletter_outbox WHERE subscription_id IN (SELECT id FROM confirmed)
         ), unsuppressed AS (
           DELETE FROM newsletter_suppressions WHERE email_hash = $3 AND EXISTS (SELECT 1 FROM confirmed)
         )
         SELECT (SELECT status FROM target) AS before, EXISTS (SELECT 1 FROM confirmed) AS confirmed`,
        [id, now, emailHash],
      );
      const row = rows[0];
      if (row?.confirmed) return 'confirmed';
      return row?.before === 'confirmed' || row?.before === 'pending' ? 'already' : 'missing';
    },

    async unsubscribe(id, emailHash, now) {
      const { rows } = await pool.query<{ n: number }>(
        `WITH suppressed AS (
           INSERT INTO newsletter_suppressions (email_hash, created_at) VALUES ($2, $3) ON CONFLICT DO NOTHING
         ), deleted AS (
           DELETE FROM subscriptions WHERE id = $1 RETURNING id
         )
         SELECT count(*)::int AS n FROM deleted`,
        [id, emailHash, now],
      );
      return (rows[0]?.n ?? 0) > 0;
    },

    async deleteUnconfirmed(before) {
      const { rowCount } = await pool.query(
        `DELETE FROM subscriptions WHERE status = 'pending' AND confirm_sent_at < $1`,
        [before],
      );
      return rowCount ?? 0;
    },

    async inviteLegacy(now) {
      const { rows } = await pool.query<{ n: number }>(
        `WITH invited AS (
           UPDATE subscriptions SET status = 'pending', confirm_sent_at = $1 WHERE status = 'legacy' RETURNING id
         ), mails AS (
           INSERT INTO newsletter_outbox (subscription_id, kind, next_attempt_at, created_at)
           SELECT id, 'confirm', $1, $1 FROM invited
         )
         SELECT count(*)::int AS n FROM invited`,
        [now],
      );
      return rows[0]?.n ?? 0;
    },

    async counts() {
      const { rows } = await pool.query<{ confirmed: number; pending: number; legacy: number; unsubscribed: number }>(
        `SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
           count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'legacy')::int AS legacy,
           (SELECT count(*)::int FROM newsletter_suppressions) AS unsubscribed
         FROM subscriptions`,
      );
      return rows[0] ?? { confirmed: 0, pending: 0, legacy: 0, unsubscribed: 0 };
    },

    async confirmed() {
      const { rows } = await pool.query<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.status = 'confirmed' ORDER BY s.confirmed_at, s.id`,
      );
      return rows.map(toSubscription);
    },

    async claimDueMail(now, claimUntil) {
      // FOR UPDATE SKIP LOCKED: an e-mail another replica is claiming at this moment is skipped, not waited for.
      const { rows } = await pool.query<MailRow>(
        `WITH claimed AS (
           UPDATE newsletter_outbox SET claimed_until = $2
           WHERE id = (
             SELECT id FROM newsletter_outbox
             WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY next_attempt_at, id
             LIMIT 1
             FOR UPDATE SKIP LOCKED
           )
           RETURNING id, attempts, created_at, subscription_id
         )
         SELECT c.id AS mail_id, c.attempts AS mail_attempts, c.created_at AS mail_created_at, ${SUBSCRIPTION_COLUMNS}
         FROM claimed c JOIN subscriptions s ON s.id = c.subscription_id`,
        [now, claimUntil],
      );
      const row = rows[0];
      return row && toMail(row);
    },

    async markMailSent(id, now) {
      await pool.query(
        `UPDATE newsletter_outbox SET sent_at = $1, attempts = attempts + 1, claimed_until = NULL
         WHERE id = $2 AND sent_at IS NULL`,
        [now, id],
      );
    },

    async markMailFailed(id, error, nextAttemptAt) {
      await pool.query(
        `UPDATE newsletter_outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_until = NULL
         WHERE id = $3 AND sent_at IS NULL`,
        [error, nextAttemptAt, id],
      );
    },
  };
}
