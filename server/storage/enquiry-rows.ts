import type { EnquiryKind } from '#shared/schemas/enquiry-request-schema.ts';
import type { NewEnquiry, PendingNotification, StoredEnquiry } from './enquiry-store.ts';

/** An enquiry as both engines return it: SQLite keeps times as ISO text, PostgreSQL as timestamptz (a Date). */
export type EnquiryRow = Pick<StoredEnquiry, 'id' | 'name' | 'email' | 'phone' | 'message' | 'language' | 'page'> & {
  kind: string;
  request_id: string | null;
  created_at: string | Date;
};

/** An outbox row joined with its enquiry (ENQUIRY_COLUMNS plus these two). */
export interface PendingRow extends EnquiryRow {
  outbox_id: number;
  attempts: number;
}

/** The enquiry's columns, from the table aliased `e`, in the shape of EnquiryRow. */
export const ENQUIRY_COLUMNS =
  'e.id, e.kind, e.name, e.email, e.phone, e.message, e.language, e.page, e.request_id, e.created_at';

/** The values of an insert's columns kind, name, email, phone, message, language, page, request_id, in order. */
export function enquiryValues(enquiry: NewEnquiry): Array<string | null> {
  const { kind, name, email, phone, message, language, page, requestId } = enquiry;
  return [kind, name, email, phone, message, language, page, requestId];
}

export function toEnquiry(row: EnquiryRow): StoredEnquiry {
  return {
    id: row.id,
    kind: row.kind as EnquiryKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    page: row.page,
    requestId: row.request_id,
    createdAt: new Date(row.created_at),
  };
}

export function toPending(row: PendingRow): PendingNotification {
  return { id: row.outbox_id, attempts: row.attempts, enquiry: toEnquiry(row) };
}

/** The address as stored, and the form two addresses are compared in (subscriptions ignore case). */
export function subscriptionAddress(email: string): { address: string; normalized: string } {
  const address = email.trim();
  return { address, normalized: address.toLowerCase() };
}
