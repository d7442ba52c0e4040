import { ATTACHMENT_TYPES, type AttachmentSummary } from '#shared/attachments.ts';
import { mailtoHref } from '#shared/mailto.ts';
import type { EntryProps, NotificationView } from '#shared/admin-view.ts';
import { attachmentHref } from '../attachments/attachment-routes.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { InboxEntry, NotificationState } from '../storage/inbox-store.ts';
import { entryHref } from './inbox-props.ts';
import { quotationPaths } from './quotation-props.ts';
import type { QuotationStatus } from '#shared/quotation-status.ts';

function notificationView(notification: NotificationState): NotificationView {
  switch (notification.state) {
    case 'none':
      return notification;
    case 'sent':
      return { state: 'sent', time: localTime(notification.sentAt) };
    case 'pending':
      return {
        state: 'pending',
        attempts: notification.attempts,
        time: localTime(notification.nextAttemptAt),
        ...(notification.lastError ? { lastError: notification.lastError } : {}),
      };
  }
}

interface EntryInput {
  base: string;
  entry: InboxEntry;
  /** For an enquiry; a newsletter sign-up has none. */
  notification: NotificationState | undefined;
  items: ReadonlyArray<{ name: string; qty: number }>;
  /** The files sent with an enquiry. */
  attachments: readonly AttachmentSummary[];
  /** The subject of a reply, in the language the visitor wrote in. */
  replySubject: string;
  /** An enquiry's quotation, with its status now; none yet, or none for a sign-up. */
  quotation?: { id: number; status: QuotationStatus; number: string | null };
}

/** One entry's page props: every field as shown, its state and the links that act on it. */
export function entryProps(input: EntryInput): EntryProps {
  const { base, entry, notification, items, attachments, replySubject, quotation } = input;
  const quotationLinks = quotationPaths(base);
  return {
    kind: entry.kind,
    id: entry.id,
    status: entry.handledAt ? 'handled' : 'new',
    ...(entry.handledAt ? { handled: { login: entry.handledBy ?? '', time: localTime(entry.handledAt) } } : {}),
    statusAction: `${entryHref(base, entry)}/status`,
    replyHref: mailtoHref(entry.email, replySubject),
    createdAt: entry.createdAt.toISOString(),
    localTime: localTime(entry.createdAt),
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    phoneHref: `tel:${entry.phone.replace(/[^\d+]/g, '')}`,
    language: entry.language,
    ...(entry.source === 'enquiry' ? { page: entry.page ?? '' } : {}),
    requestId: entry.requestId ?? '',
    ...(notification ? { notification: notificationView(notification) } : {}),
    ...(entry.consent ? { consent: { ...entry.consent, time: localTime(entry.consent.at) } } : {}),
    items,
    attachments: attachments.map((file) => ({
      name: file.name,
      type: ATTACHMENT_TYPES[file.type].label,
      bytes: file.bytes,
      href: attachmentHref(base, entry.id, file.id),
    })),
    message: entry.message,
    ...(entry.source !== 'enquiry'
      ? {}
      : quotation
        ? {
            quotation: {
              href: quotationLinks.page(quotation.id),
              status: quotation.status,
              ...(quotation.number ? { number: quotation.number } : {}),
            },
          }
        : { quotation: { href: quotationLinks.form(entry.id) } }),
  };
}
