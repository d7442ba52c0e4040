import type { EnquiryKind } from '#shared/schemas/enquiry-request-schema.ts';
import type { QuoteItem } from '#shared/quote-message.ts';
import { toConsent, type ConsentRow } from './consent-columns.ts';
import type { NewEnquiry, StoredEnquiry } from './enquiry-store.ts';

/** An enquiry as both engines return it: SQLite keeps times as ISO text, PostgreSQL as timestamptz (a Date). */
export type EnquiryRow = Pick<StoredEnquiry, 'id' | 'name' | 'email' | 'phone' | 'message' | 'language' | 'page'> & {
  kind: string;
  request_id: string | null;
  created_at: string | Date;
} & ConsentRow;

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
