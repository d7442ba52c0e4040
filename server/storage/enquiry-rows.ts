import { emailKeySql } from './person-keys.ts';
import type { EnquiryKind } from '#shared/schemas/enquiry-request-schema.ts';
import type { QuoteItem } from '#shared/quote-message.ts';
import { toConsent, type ConsentRow } from './consent-columns.ts';
import type { NewEnquiry, OutboxKind, PendingNotification, StoredEnquiry } from './enquiry-store.ts';

/** An enquiry as both engines return it: SQLite keeps times as ISO text, PostgreSQL as timestamptz (a Date). */
export type EnquiryRow = Pick<StoredEnquiry, 'id' | 'name' | 'email' | 'phone' | 'message' | 'language' | 'page'> & {
  kind: string;
  request_id: string | null;
  created_at: string | Date;
} & ConsentRow;

/** An outbox row joined with its enquiry (ENQUIRY_COLUMNS plus these three). */
export interface PendingRow extends EnquiryRow {
  outbox_id: number;
  outbox_kind: string;
  attempts: number;
}

/** The enquiry's columns, from the table aliased `e`, in the shape of EnquiryRow. */
export const ENQUIRY_COLUMNS =
  'e.id, e.kind, e.name, e.email, e.phone, e.message, e.language, e.page, e.request_id, e.created_at, ' +
  'e.consent_at, e.consent_version, e.consent_language, e.consent_form';

/** The values of an insert's columns kind, name, email, phone, message, language, page, request_id, in order. */
export function enquiryValues(enquiry: NewEnquiry): Array<string | null> {
  const { kind, name, email, phone, message, language, page, requestId } = enquiry;
  return [kind, name, email, phone, message, language, page, requestId];
}

export function toEnquiry(row: EnquiryRow): StoredEnquiry {
  const consent = toConsent(row);
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
    ...(consent ? { consent } : {}),
  };
}

export function toPending(row: PendingRow): PendingNotification {
  return { id: row.outbox_id, kind: row.outbox_kind as OutboxKind, attempts: row.attempts, enquiry: toEnquiry(row) };
}

/**
 * At most this many acknowledgements go to one address in a day, whichever replica stores the enquiries: past it,
 * an enquiry is stored and the office told as ever, but its sender gets no e-mail (docs/architecture.md, §13).
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

/** The earlier enquiries from `email` that count against its acknowledgements, those of the day before `at`: a
 * condition on the enquiries table with its parameters `$1` (the address) and `$2` (the day's start). */
export function acknowledgementWindow(email: string, at: Date): { where: string; email: string; since: Date } {
  return {
    where: `${emailKeySql('email')} = lower($1) AND created_at > $2`,
    email,
    since: new Date(at.getTime() - 24 * 60 * 60 * 1000),
  };
}

/** The outbox rows an enquiry gets: the office's notification, and with it the acknowledgement to its sender. */
export function outboxKinds({ notify, acknowledge = false }: { notify: boolean; acknowledge?: boolean }): OutboxKind[] {
  if (!notify) return [];
  return acknowledge ? ['notify-office', 'acknowledge-sender'] : ['notify-office'];
}

/** The address as stored, and the form two addresses are compared in (subscriptions ignore case). */
export function subscriptionAddress(email: string): { address: string; normalized: string } {
  const address = email.trim();
  return { address, normalized: address.toLowerCase() };
}

/** The stored items of a quotation (enquiry_items), in the shape of QuoteItem. */
export interface ItemRow {
  product_slug: string | null;
  product_name: string;
  quantity: number;
}

/** The items of the enquiry bound to the statement's one parameter, in the list's order. */
export const ITEMS_OF_ENQUIRY =
  'SELECT product_slug, product_name, quantity FROM enquiry_items WHERE enquiry_id = $1 ORDER BY line';

export const toQuoteItem = (row: ItemRow): QuoteItem => ({
  slug: row.product_slug,
  name: row.product_name,
  qty: row.quantity,
});

/** Stores one item: the values of itemValues. */
export const INSERT_ITEM =
  'INSERT INTO enquiry_items (enquiry_id, line, product_slug, product_name, quantity) VALUES ($1, $2, $3, $4, $5)';

/** The values of each item's row: enquiry_id, line (from 1), product_slug, product_name, quantity. */
export const itemValues = (enquiryId: number, items: readonly QuoteItem[] = []) =>
  items.map((item, index) => [enquiryId, index + 1, item.slug, item.name, item.qty]);
