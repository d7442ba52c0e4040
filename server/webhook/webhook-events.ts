import { randomUUID } from 'node:crypto';
import { quotationTotals } from '#shared/quotation-totals.ts';
import type { NewEnquiry } from '../storage/enquiry-store.ts';
import type { NewWebhookEvent, WebhookEvents } from '../storage/webhook-deliveries.ts';

// The webhook's payloads, version 1 (docs/webhook.md, "Events"): every event is { version, id, type, createdAt,
// data }, its id a random UUID, the receiver's key against a repeat. A field is added to a version, never renamed
// nor removed; a change that would is version 2.

export const WEBHOOK_PAYLOAD_VERSION = 1;

export type WebhookEventType =
  | 'enquiry.created'
  | 'subscription.confirmed'
  | 'quotation.sent'
  | 'quotation.accepted'
  | 'quotation.declined'
  | 'test';

/** One event, whole: its row's payload is this as JSON, the body POSTed. */
export function webhookEvent(type: WebhookEventType, at: Date, data: Record<string, unknown>): NewWebhookEvent {
  const id = randomUUID();
  const body = { version: WEBHOOK_PAYLOAD_VERSION, id, type, createdAt: at.toISOString(), data };
  return { id, type, payload: JSON.stringify(body), createdAt: at };
}

/** The test event (`npm run webhook -- test`, the office's button): no one's data. */
export const testEvent = (at: Date) => webhookEvent('test', at, { message: 'A test event from the website.' });

/** The events the stores queue, their links into the office under `publicUrl` (config.publicUrl). */
export function webhookEvents({ publicUrl }: { publicUrl: string }): WebhookEvents {
  /** What the CRM needs of an enquiry: every field the visitor sent, its items, and its page in the office. */
  function enquiryData(enquiry: NewEnquiry, id: number) {
    const { kind, name, email, phone, message, language, page, createdAt } = enquiry;
    const items = (enquiry.items ?? []).map((item) => ({ slug: item.slug, name: item.name, quantity: item.qty }));
    const officeUrl = `${publicUrl}/admin/enquiry/${id}`;
    return {
      id,
      kind,
      name,
      email,
      phone,
      message,
      language,
      page,
      items,
      createdAt: createdAt.toISOString(),
      officeUrl,
    };
  }
  return {
    enquiryCreated: (enquiry, id) => webhookEvent('enquiry.created', enquiry.createdAt, enquiryData(enquiry, id)),
    subscriptionConfirmed: ({ email, language }, at) => webhookEvent('subscription.confirmed', at, { email, language }),
    quotationSent: (sent, party) =>
      webhookEvent('quotation.sent', sent.sentAt, {
        number: sent.number,
        version: sent.version,
        totalMnt: quotationTotals(sent.document).totalMnt,
        validUntil: sent.validUntil.toISOString(),
        enquiryId: party.enquiryId,
        buyer: { name: party.name, email: party.email },
        officeUrl: `${publicUrl}/admin/enquiry/${party.enquiryId}/quotation`,
      }),
    quotationDecided: ({ number, version, decision, reason, enquiryId }, at) =>
      webhookEvent(decision === 'accepted' ? 'quotation.accepted' : 'quotation.declined', at, {
        number,
        version,
        reason,
        enquiryId,
        decidedAt: at.toISOString(),
      }),
  };
}
