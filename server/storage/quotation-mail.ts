import type { StoreDatabase } from './database.ts';
import { claimNextDue, outboxMarks } from './outbox-marks.ts';

// The outbox of the quotations' e-mails to buyers (docs/operations.md, "Quotation e-mails"): a row for each sent
// version, written with it, sent by the job on every replica (server/quotations/quotation-mail-job.ts), each claimed
// by one replica at a time and retried with the outboxes' back-off until the SMTP server takes it.

/** A buyer's e-mail due: which version of which quotation, and how often it was tried. */
export interface DueQuotationMail {
  id: number;
  attempts: number;
  quotationId: number;
  version: number;
}

export interface QuotationMail {
  /** The next e-mail due at `now`, claimed until `claimUntil` (then due again unless marked). */
  claimDue(now: Date, claimUntil: Date): Promise<DueQuotationMail | undefined>;
  markSent(id: number, now: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
}

export function createQuotationMail(database: StoreDatabase): QuotationMail {
  const marks = outboxMarks(database.db, 'quotation_mail');
  return {
    async claimDue(now, claimUntil) {
      const row = await claimNextDue(database, 'quotation_mail', now, claimUntil);
      return row && { id: row.id, attempts: row.attempts, quotationId: row.quotation_id, version: row.version };
    },
    markSent: marks.sent,
    markFailed: marks.failed,
  };
}
