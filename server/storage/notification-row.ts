import type { NotificationState } from './inbox-store.ts';

export interface NotificationRow {
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | Date;
  sent_at: string | Date | null;
}

// An enquiry has one office notification, or none when SMTP was not set when it came (the acknowledgement to its
// sender (docs/privacy.md, "The acknowledgement") is an outbox row of its own kind).

export function toNotificationState(row: NotificationRow | undefined): NotificationState {
  if (!row) return { state: 'none' };
  if (row.sent_at !== null) return { state: 'sent', sentAt: new Date(row.sent_at), attempts: row.attempts };
  return {
    state: 'pending',
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: new Date(row.next_attempt_at),
  };
}
