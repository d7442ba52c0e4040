// An enquiry's columns as the stores write and read them over Kysely (database.ts): each shape mapped here once,
// for the enquiry store, the inbox and the copy into PostgreSQL alike.
import type { Kysely, Selectable } from 'kysely';
import type { QuoteItem } from '#shared/quote-message.ts';
import { consentColumns, toConsent } from './consent-columns.ts';
import { toDate, type Database, type EnquiriesTable, type EnquiryItemsTable } from './database.ts';
import type { NewEnquiry, StoredEnquiry } from './enquiry-store.ts';

/** The columns of a StoredEnquiry, from the table aliased `e`. */
export const ENQUIRY = [
  'e.id',
  'e.kind',
  'e.name',
  'e.email',
  'e.phone',
  'e.message',
  'e.language',
  'e.page',
  'e.request_id',
  'e.created_at',
  'e.consent_at',
  'e.consent_version',
  'e.consent_language',
  'e.consent_form',
] as const;

/** A row read with ENQUIRY; its `kind` is any of the inbox's when it is read beside sign-ups. */
export type EnquiryRow<Kind extends string = EnquiriesTable['kind']> = Pick<
  Selectable<EnquiriesTable>,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'language'
  | 'page'
  | 'request_id'
  | 'created_at'
  | 'consent_at'
  | 'consent_version'
  | 'consent_language'
  | 'consent_form'
> & { kind: Kind };

/** The enquiry a row holds, of the row's kind. */
export function toEnquiry<Kind extends string>(row: EnquiryRow<Kind>): Omit<StoredEnquiry, 'kind'> & { kind: Kind } {
  const consent = toConsent(row);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    page: row.page,
    requestId: row.request_id,
    createdAt: toDate(row.created_at),
    ...(consent ? { consent } : {}),
  };
}

/** The enquiry's columns as an insert writes them. */
export const enquiryColumns = (enquiry: Omit<NewEnquiry, 'items'>) => ({
  kind: enquiry.kind,
  name: enquiry.name,
  email: enquiry.email,
  phone: enquiry.phone,
  message: enquiry.message,
  language: enquiry.language,
  page: enquiry.page,
  request_id: enquiry.requestId,
  created_at: enquiry.createdAt,
  ...consentColumns(enquiry.consent),
});

/** The values of an insert's columns kind, name, email, phone, message, language, page, request_id, in order. */
export function enquiryValues(enquiry: NewEnquiry): Array<string | null> {
  const { kind, name, email, phone, message, language, page, requestId } = enquiry;
  return [kind, name, email, phone, message, language, page, requestId];
}

/** A quotation's items as rows (enquiry_items), numbered from 1 in the list's order. */
export const itemColumns = (items: readonly QuoteItem[] = []) =>
  items.map((item, index) => ({
    line: index + 1,
    product_slug: item.slug,
    product_name: item.name,
    quantity: item.qty,
  }));

const toQuoteItem = (row: Pick<EnquiryItemsTable, 'product_slug' | 'product_name' | 'quantity'>): QuoteItem => ({
  slug: row.product_slug,
  name: row.product_name,
  qty: row.quantity,
});

/** The stored items of a quotation, in the list's order (none for other enquiries). */
export async function itemsOf(db: Kysely<Database>, enquiryId: number): Promise<QuoteItem[]> {
  const rows = await db
    .selectFrom('enquiry_items')
    .select(['product_slug', 'product_name', 'quantity'])
    .where('enquiry_id', '=', enquiryId)
    .orderBy('line')
    .execute();
  return rows.map(toQuoteItem);
}

/** The address as stored, and the form two addresses are compared in (subscriptions ignore case). */
export function subscriptionAddress(email: string): { address: string; normalized: string } {
  const address = email.trim();
  return { address, normalized: address.toLowerCase() };
}
