import type { Pool } from 'pg';
import type { EnquiryStore } from './enquiry-store.ts';
import { CONSENT_COLUMNS, consentValues } from './consent-columns.ts';
import {
  ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  acknowledgementWindow,
  ENQUIRY_COLUMNS,
  enquiryValues,
  outboxKinds,
  subscriptionAddress,
  toEnquiry,
  toPending,
} from './enquiry-rows.ts';
import type { EnquiryRow, PendingRow } from './enquiry-rows.ts';
import { createPostgresPersonData } from './postgres-person-data.ts';
import { inTransaction } from './postgres-transaction.ts';

// Each method is one statement, so each is atomic without an explicit transaction, and a pool connection is
// held only for that statement; but for an enquiry whose sender is to be acknowledged, which counts the earlier
// ones from that address under a lock of the address's own.
export function createPostgresEnquiryStore(pool: Pool): EnquiryStore {
  return {
    ...createPostgresPersonData(pool),

    async insertEnquiry(enquiry, options) {
      const id = await inTransaction(pool, async (client) => {
        let acknowledge = false;
        if (options.acknowledge) {
          // Replicas storing enquiries from one address wait for each other here (until COMMIT), so each counts
          // the others' rows: at most the allowance is acknowledged, however many arrive at once.
          const window = acknowledgementWindow(enquiry.email, enquiry.createdAt);
          await client.query('SELECT pg_advisory_xact_lock(hashtext(lower($1)))', [window.email]);
          const { rows } = await client.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM enquiries WHERE ${window.where}`,
            [window.email, window.since],
          );
          acknowledge = (rows[0]?.n ?? 0) < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
        }
        // The enquiry, its items and its outbox rows in one statement: all are stored, or none. The items travel
        // as one JSON array, numbered from 1 in its order; the outbox rows as an array of their kinds.
        const { rows } = await client.query<{ id: number }>(
          `WITH inserted AS (
             INSERT INTO enquiries (kind, name, email, phone, message, language, page, request_id, created_at,
               ${CONSENT_COLUMNS.join(', ')})
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $12, $13, $14, $15) RETURNING id
           ), notification AS (
             INSERT INTO outbox (enquiry_id, kind, next_attempt_at, created_at)
             SELECT id, outbox_kind, $9, $9 FROM inserted, unnest($10::text[]) AS outbox_kind
           ), items AS (
             INSERT INTO enquiry_items (enquiry_id, line, product_slug, product_name, quantity)
             SELECT inserted.id, item.line, item.value ->> 'slug', item.value ->> 'name', (item.value ->> 'qty')::integer
             FROM inserted, jsonb_array_elements($11::jsonb) WITH ORDINALITY AS item (value, line)
           )
           SELECT id FROM inserted`,
          [
            ...enquiryValues(enquiry),
            enquiry.createdAt,
            outboxKinds({ notify: options.notify, acknowledge }),
            JSON.stringify(enquiry.items ?? []),
            ...consentValues(enquiry.consent, (at) => at),
          ],
        );
        return rows[0]?.id;
      });
      if (id === undefined) throw new Error('the enquiry insert returned no id');
      return id;
    },

    async listEnquiries({ since } = {}) {
      const { rows } = since
        ? await pool.query<EnquiryRow>(
            `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.created_at >= $1 ORDER BY e.created_at, e.id`,
            [since],
          )
        : await pool.query<EnquiryRow>(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e ORDER BY e.created_at, e.id`);
      return rows.map(toEnquiry);
    },

    async addSubscription(email, language, now, consent) {
      const { address } = subscriptionAddress(email);
      // The unique index on lower(email) settles a race between replicas: one insert wins, the other does nothing.
      const { rowCount } = await pool.query(
        `INSERT INTO subscriptions (email, language, created_at, ${CONSENT_COLUMNS.join(', ')})
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ((lower(email))) DO NOTHING`,
        [address, language, now, ...consentValues(consent, (at) => at)],
      );
      return rowCount === 1 ? 'added' : 'exists';
    },

    async claimDueNotifications(now, limit, claimUntil) {
      // FOR UPDATE SKIP LOCKED: a row another replica is claiming at this moment is skipped, not waited for;
      // one it claimed a moment ago fails the re-checked claimed_until condition. Either way, one claimant.
      const { rows } = await pool.query<PendingRow>(
        `WITH claimed AS (
           UPDATE outbox SET claimed_until = $3
           WHERE id IN (
             SELECT id FROM outbox
             WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY next_attempt_at, id
             LIMIT $2
             FOR UPDATE SKIP LOCKED
           )
           RETURNING id, kind, attempts, enquiry_id, next_attempt_at
         )
         SELECT c.id AS outbox_id, c.kind AS outbox_kind, c.attempts, ${ENQUIRY_COLUMNS}
         FROM claimed c JOIN enquiries e ON e.id = c.enquiry_id
         ORDER BY c.next_attempt_at, c.id`,
        [now, limit, claimUntil],
      );
      return rows.map(toPending);
    },

    async markSent(id, now) {
      await pool.query(
        'UPDATE outbox SET sent_at = $1, attempts = attempts + 1, claimed_until = NULL WHERE id = $2 AND sent_at IS NULL',
        [now, id],
      );
    },

    async markFailed(id, error, nextAttemptAt) {
      await pool.query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_until = NULL
         WHERE id = $3 AND sent_at IS NULL`,
        [error, nextAttemptAt, id],
      );
    },

    async unsentNotifications() {
      const { rows } = await pool.query<{ n: number; oldest: Date | null }>(
        'SELECT count(*)::int AS n, min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL',
      );
      const row = rows[0];
      return { count: row?.n ?? 0, oldestCreatedAt: row?.oldest ?? undefined };
    },
  };
}
