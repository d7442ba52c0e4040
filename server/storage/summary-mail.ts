// The outbox of the office's weekly summary e-mails (docs/operations.md, "Weekly summary"): a row for each account
// and week (the week's Monday in Ulaanbaatar), queued by the job on every replica once the week has turned, so two
// replicas queue it once (UNIQUE (user_id, week)); each claimed by one replica at a time and retried with the
// outboxes' back-off until the SMTP server takes it, or dropped once it is a week late.
import { hasRole, type Role } from '#shared/admin-roles.ts';
import { rolesFromColumn } from './admin-columns.ts';
import type { StoreDatabase } from './database.ts';
import { claimNextDue, outboxMarks } from './outbox-marks.ts';

/** A weekly summary due: whose, which week, and how often it was tried. */
export interface DueSummary {
  id: number;
  attempts: number;
  userId: number;
  /** The week's Monday in Ulaanbaatar, YYYY-MM-DD. */
  week: string;
}

export interface SummaryMail {
  /** Queues the summary of `week` for each account that gets it (receivesWeeklySummary); how many were new. */
  queueWeeklySummaries(week: string, now: Date): Promise<number>;
  /** The next summary due at `now`, claimed until `claimUntil` (then due again unless marked). */
  claimDueSummary(now: Date, claimUntil: Date): Promise<DueSummary | undefined>;
  markSummarySent(id: number, now: Date): Promise<void>;
  markSummaryFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Removes one summary unsent: its account no longer gets it. */
  dropSummary(id: number): Promise<void>;
  /** Removes the summaries of weeks before `week` still unsent; how many. */
  dropSummariesBefore(week: string): Promise<number>;
}

/** What decides whether an account gets the weekly summary. */
export interface SummaryReader {
  weeklySummary: boolean;
  isDisabled: boolean;
  email: string | undefined;
  roles: readonly Role[];
}

/** Asked for it, enabled, with an address to send it to, and allowed to see the statistics it sums up. */
export const receivesWeeklySummary = (account: SummaryReader) =>
  account.weeklySummary && !account.isDisabled && account.email !== undefined && hasRole(account.roles, 'stats');

export function createSummaryMail(database: StoreDatabase): SummaryMail {
  const { db } = database;
  const marks = outboxMarks(db, 'summary_mail');
  return {
    async queueWeeklySummaries(week, now) {
      const accounts = await db
        .selectFrom('admin_users')
        .select(['id', 'roles', 'email', 'disabled_at', 'weekly_summary'])
        .where('weekly_summary', '=', 1)
        .execute();
      const userIds = accounts
        .filter((row) =>
          receivesWeeklySummary({
            weeklySummary: row.weekly_summary === 1,
            isDisabled: row.disabled_at !== null,
            email: row.email ?? undefined,
            roles: rolesFromColumn(row.roles),
          }),
        )
        .map((row) => row.id);
      if (userIds.length === 0) return 0;
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('summary_mail')
        .values(userIds.map((userId) => ({ user_id: userId, week, next_attempt_at: now, created_at: now })))
        // Another replica queued it a moment ago: one row each, whoever wrote it.
        .onConflict((conflict) => conflict.columns(['user_id', 'week']).doNothing())
        .executeTakeFirst();
      return Number(numInsertedOrUpdatedRows ?? 0n);
    },

    async claimDueSummary(now, claimUntil) {
      const row = await claimNextDue(database, 'summary_mail', now, claimUntil);
      return row && { id: row.id, attempts: row.attempts, userId: row.user_id, week: row.week };
    },

    markSummarySent: marks.sent,
    markSummaryFailed: marks.failed,

    async dropSummary(id) {
      await db.deleteFrom('summary_mail').where('id', '=', id).where('sent_at', 'is', null).execute();
    },

    async dropSummariesBefore(week) {
      const { numDeletedRows } = await db
        .deleteFrom('summary_mail')
        .where('week', '<', week)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
