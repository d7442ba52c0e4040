import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

// What each outbox (the office's notifications, the newsletter's confirmation mail, the accounts' links, the
// quotations to buyers) records of a send: sent, or failed with its error and when to try again. A row already sent
// is left as it is.

export function outboxMarks(
  db: Kysely<Database>,
  table: 'outbox' | 'newsletter_outbox' | 'admin_mail' | 'quotation_mail' | 'webhook_deliveries' | 'summary_mail',
) {
  return {
    async sent(id: number, now: Date): Promise<void> {
      await db
        .updateTable(table)
        .set((eb) => ({ sent_at: now, attempts: eb('attempts', '+', 1), claimed_until: null }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },
    async failed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .updateTable(table)
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error,
          next_attempt_at: nextAttemptAt,
          claimed_until: null,
        }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },
  };
}
