import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { AttachmentSummary } from '#shared/attachments.ts';
import type { EnquiryAttachments } from '../storage/enquiry-attachments.ts';
import type { EnquiryStore, PendingNotification, StoredEnquiry } from '../storage/enquiry-store.ts';
import type { AcknowledgementComposer } from './acknowledgement-composer.ts';
import { periodicJob } from './periodic-job.ts';
import type { Mailer, MailMessage } from './mailer.ts';

// Retries back off exponentially, 30 s, 1 min, 2 min … capped at one hour, and never give up:
// an enquiry's notification stays in the outbox until the SMTP server accepts it.
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 1000;

/** Delay before the next attempt, after `failedAttempts` (≥ 1) attempts failed. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), RETRY_MAX_MS);
}

/** An attachment's size as the e-mail gives it: in kilobytes, at least one. */
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The lines naming the enquiry's files: they are not attached to the e-mail (docs/privacy.md, "Attachments"), so a
 * visitor's file never leaves the site but to an inbox account that downloads it.
 */
function attachmentLines(attachments: readonly AttachmentSummary[]): string[] {
  if (attachments.length === 0) return [];
  const files = attachments.map((file) => `- ${file.name} (${file.type.toUpperCase()}, ${kilobytes(file.bytes)})`);
  return ['', 'Attachments (download them from the enquiry in the office):', ...files];
}

/** The plain-text e-mail the office receives: every field of the enquiry, and the names of its files. */
export function notificationEmail(
  enquiry: StoredEnquiry,
  attachments: readonly AttachmentSummary[] = [],
): { subject: string; text: string } {
  const lines = [
    `Enquiry:   #${enquiry.id}`,
    `Kind:      ${enquiry.kind}`,
    `Received:  ${enquiry.createdAt.toISOString()}`,
    `Language:  ${enquiry.language}`,
    `Page:      ${enquiry.page ?? '-'}`,
    `Request:   ${enquiry.requestId ?? '-'}`,
    '',
    `Name:      ${enquiry.name}`,
    `E-mail:    ${enquiry.email}`,
    `Phone:     ${enquiry.phone}`,
    '',
    'Message:',
    enquiry.message,
    ...attachmentLines(attachments),
  ];
  return { subject: `Website enquiry #${enquiry.id} (${enquiry.kind})`, text: `${lines.join('\n')}\n` };
}

interface MailError {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/** Only codes: nodemailer's messages may quote recipient addresses, which never go to the logs. */
export function errorCodes(err: unknown): { code: string; responseCode?: number } {
  const { code, responseCode } = (typeof err === 'object' && err !== null ? err : {}) as MailError;
  return {
    code: typeof code === 'string' ? code : 'ERROR',
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

/** What a failed send's row keeps (never logged: it may quote an address). */
export function describeError(err: unknown): string {
  const { code, responseCode } = errorCodes(err);
  const message = err instanceof Error ? err.message : String(err);
  return `${code}${responseCode ? ` ${responseCode}` : ''}: ${message}`.slice(0, MAX_ERROR_LENGTH);
}

interface OutboxDeps {
  store: EnquiryStore;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** The office addresses (NOTIFY_TO). */
  to: readonly string[];
  /**
   * Writes the e-mail a sender gets for their enquiry (docs/privacy.md, "The acknowledgement"), sent from the same
   * outbox.
   */
  acknowledgement: AcknowledgementComposer;
  /** Pause between runs (OUTBOX_INTERVAL_MS). */
  intervalMs: number;
  /** How long a claimed notification is ours to send (OUTBOX_CLAIM_MS); then another process may take it. */
  claimMs: number;
  /** The enquiries' files, which the office's notification names. */
  attachments?: Pick<EnquiryAttachments, 'list'>;
}

export function createNotificationOutbox(deps: OutboxDeps) {
  const { store, mailer, clock, logger, to, acknowledgement, intervalMs, claimMs } = deps;
  const log = logger.child({ module: 'notification-outbox' });

  /** The office's notification, replying to the sender; or the sender's acknowledgement, replying to the office. */
  async function messageOf({ kind, enquiry }: PendingNotification): Promise<MailMessage> {
    if (kind === 'notify-office') {
      const files = (await deps.attachments?.list(enquiry.id)) ?? [];
      return { to, ...notificationEmail(enquiry, files), replyTo: { name: enquiry.name, address: enquiry.email } };
    }
    const office = to[0];
    return {
      to: [enquiry.email],
      ...acknowledgement(enquiry),
      ...(office ? { replyTo: { name: '', address: office } } : {}),
    };
  }

  // The log says which e-mail it was by kind and ids only: never an address.
  async function deliver(item: PendingNotification): Promise<boolean> {
    const ids = { outboxId: item.id, enquiryId: item.enquiry.id, kind: item.kind };
    const what = item.kind === 'notify-office' ? 'office notification' : 'acknowledgement';
    try {
      await mailer.send(await messageOf(item));
    } catch (err) {
      const attempts = item.attempts + 1;
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await store.markFailed(item.id, describeError(err), retryAt);
      log.warn({ ...ids, attempts, ...errorCodes(err), retryAt: retryAt.toISOString() }, `${what} failed`);
      return false;
    }
    await store.markSent(item.id, clock.now());
    log.info(ids, item.kind === 'notify-office' ? 'office notified' : 'sender acknowledged');
    return true;
  }

  // Claimed one at a time, each just before its send: a claim then only has to outlast one send, however
  // long the batch takes, and replicas sharing the outbox take turns instead of one holding a whole batch.
  async function claimNext(): Promise<PendingNotification | undefined> {
    const now = clock.now();
    const [item] = await store.claimDueNotifications(now, 1, new Date(now.getTime() + claimMs));
    return item;
  }

  async function sendDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (let n = 0; n < BATCH_SIZE; n += 1) {
      const item = await claimNext();
      if (!item) break;
      if (await deliver(item)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  // Started, it runs at once (notifications left from before a restart go first), then every `intervalMs`.
  return periodicJob({ run: sendDue, intervalMs, log, name: 'outbox' });
}

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;
