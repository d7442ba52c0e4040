import type { DatabaseSync } from 'node:sqlite';
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
import { allRows, firstRow, inTransaction, type PreparedStatements } from './sqlite-statements.ts';

const iso = (date: Date) => date.toISOString();

// Each method runs in one BEGIN IMMEDIATE transaction where it reads before it writes, so two processes on one file
// take turns. Times are ISO 8601 UTC text, so they compare as strings.
export function createSqliteNewsletterStore(db: DatabaseSync, sql: PreparedStatements): NewsletterStore {
  const queueMail = (subscriptionId: number | bigint, now: Date) =>
    sql(
      `INSERT INTO newsletter_outbox (subscription_id, kind, next_attempt_at, created_at) VALUES (?, 'confirm', ?, ?)`,
    ).run(subscriptionId, iso(now), iso(now));

  return {
    async signUp({ email, language, now, consent, resendAfter }) {
      const { address, normalized } = subscriptionAddress(email);
      // A new consent replaces the one given before; without one (never, since issue #28) the old one is kept.
      const consentSet = consent ? `, ${CONSENT_COLUMNS.map((column) => `${column} = ?`).join(', ')}` : '';
      return inTransaction(db, () => {
        const row = firstRow<{ id: number; status: string; confirm_sent_at: string | null }>(
          sql('SELECT id, status, confirm_sent_at FROM subscriptions WHERE email_normalized = ?'),
          normalized,
        );
        if (!row) {
          const { lastInsertRowid } = sql(
            `INSERT INTO subscriptions (email, email_normalized, language, created_at, status, confirm_sent_at,
               ${CONSENT_COLUMNS.join(', ')})
             VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
          ).run(address, normalized, language, iso(now), iso(now), ...consentValues(consent, iso));
          queueMail(lastInsertRowid, now);
          return 'added';
        }
        const tooSoon = row.confirm_sent_at !== null && row.confirm_sent_at > iso(resendAfter);
        if (row.status === 'confirmed' || tooSoon) return 'exists';
        sql(
          `UPDATE subscriptions SET status = 'pending', confirm_sent_at = ?, language = ?${consentSet} WHERE id = ?`,
        ).run(iso(now), language, ...(consent ? consentValues(consent, iso) : []), row.id);
        queueMail(row.id, now);
        return 'reissued';
      });
    },

    async find(id) {
      const row = firstRow<SubscriptionRow>(
        sql(`SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.id = ?`),
        id,
      );
      return row && toSubscription(row);
    },

    async confirm(id, emailHash, now) {
      return inTransaction(db, () => {
        const row = firstRow<{ status: string }>(sql('SELECT status FROM subscriptions WHERE id = ?'), id);
        if (row?.status === 'confirmed') return 'already';
        if (row?.status !== 'pending') return 'missing';
        sql(`UPDATE subscriptions SET status = 'confirmed', confirmed_at = ? WHERE id = ?`).run(iso(now), id);
        sql('DELETE FROM newsletter_outbox WHERE subscription_id = ?').run(id);
        sql('DELETE FROM newsletter_suppressions WHERE email_hash = ?').run(emailHash);
        return 'confirmed';
      });
    },

    async unsubscribe(id, emailHash, now) {
      return inTransaction(db, () => {
        sql('INSERT INTO newsletter_suppressions (email_hash, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
          emailHash,
          iso(now),
        );
        // Its e-mails go with it (ON DELETE CASCADE; sqlite-store.ts turns foreign keys on).
        return Number(sql('DELETE FROM subscriptions WHERE id = ?').run(id).changes) === 1;
      });
    },

    async deleteUnconfirmed(before) {
      const { changes } = sql(`DELETE FROM subscriptions WHERE status = 'pending' AND confirm_sent_at < ?`).run(
        iso(before),
      );
      return Number(changes);
    },

    async inviteLegacy(now) {
      return inTransaction(db, () => {
        const ids = allRows<{ id: number }>(sql(`SELECT id FROM subscriptions WHERE status = 'legacy' ORDER BY id`));
        const invite = sql(`UPDATE subscriptions SET status = 'pending', confirm_sent_at = ? WHERE id = ?`);
        for (const { id } of ids) {
          invite.run(iso(now), id);
          queueMail(id, now);
        }
        return ids.length;
      });
    },

    async counts() {
      const rows = allRows<{ status: string; n: number }>(
        sql('SELECT status, count(*) AS n FROM subscriptions GROUP BY status'),
      );
      const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      const suppressed = firstRow<{ n: number }>(sql('SELECT count(*) AS n FROM newsletter_suppressions'));
      return {
        confirmed: of('confirmed'),
        pending: of('pending'),
        legacy: of('legacy'),
        unsubscribed: suppressed?.n ?? 0,
      };
    },

    async confirmed() {
      const rows = allRows<SubscriptionRow>(
        sql(
          `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.status = 'confirmed' ORDER BY s.confirmed_at, s.id`,
        ),
      );
      return rows.map(toSubscription);
    },

    async claimDueMail(now, claimUntil) {
      return inTransaction(db, () => {
        const row = firstRow<MailRow>(
          sql(`SELECT m.id AS mail_id, m.attempts AS mail_attempts, m.created_at AS mail_created_at,
                 ${SUBSCRIPTION_COLUMNS}
               FROM newsletter_outbox m JOIN subscriptions s ON s.id = m.subscription_id
               WHERE m.sent_at IS NULL AND m.next_attempt_at <= ? AND (m.claimed_until IS NULL OR m.claimed_until <= ?)
               ORDER BY m.next_attempt_at, m.id LIMIT 1`),
          iso(now),
          iso(now),
        );
        if (!row) return undefined;
        sql('UPDATE newsletter_outbox SET claimed_until = ? WHERE id = ?').run(iso(claimUntil), row.mail_id);
        return toMail(row);
      });
    },

    async markMailSent(id, now) {
      sql(
        `UPDATE newsletter_outbox SET sent_at = ?, attempts = attempts + 1, claimed_until = NULL
         WHERE id = ? AND sent_at IS NULL`,
      ).run(iso(now), id);
    },

    async markMailFailed(id, error, nextAttemptAt) {
      sql(
        `UPDATE newsletter_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL
         WHERE id = ? AND sent_at IS NULL`,
      ).run(error, iso(nextAttemptAt), id);
    },
  };
}
