import type { Kysely } from 'kysely';
import { quoteListMessage, type QuoteItem } from '#shared/quote-message.ts';
import { quotationMessage } from '#shared/schemas/contact-schema.ts';
import type { Database } from './database.ts';

// What an enquiry keeps once anonymised (erased at the person's request, or past its retention period:
// docs/privacy.md, "Retention"): its kind, dates, language, the page it came from, its handled state, a quotation's
// products and quantities, and of its message only what names the service or products asked about. Everything the person typed or
// that leads back to them goes: name, e-mail, phone, the rest of the message, the request id (the logs' key to their
// request), the moment of their consent (its notice's version and form stay). The columns are NOT NULL, so they become
// empty text.

/** docs/specification.md §7's service message, 'Service: {service}, Note: {note}': the service is kept. */
const SERVICE_MESSAGE = /^Service: (.*?), Note: /s;

/** The message an anonymised enquiry keeps: the service it named, or its products; nothing for a contact. */
export function anonymisedMessage(kind: string, message: string, items: readonly QuoteItem[]): string {
  if (kind === 'service') {
    const service = SERVICE_MESSAGE.exec(message)?.[1];
    return service ? `Service: ${service}` : '';
  }
  if (kind === 'quotation' && items.length > 0) {
    // Written again from the rows: a quote list's note, the visitor's own words, is left out.
    const [only] = items;
    return items.length === 1 && only && message.startsWith(quotationMessage(only.name))
      ? quotationMessage(only.name)
      : quoteListMessage(items);
  }
  return '';
}

/**
 * The write that anonymises one enquiry to its kept `message`, at `now`. An enquiry already anonymised is left as it
 * is (the write changes no row).
 */
export const anonymiseEnquiry = (db: Kysely<Database>, id: number, message: string, now: Date) =>
  db
    .updateTable('enquiries')
    .set({ name: '', email: '', phone: '', message, request_id: null, consent_at: null, anonymised_at: now })
    .where('id', '=', id)
    .where('anonymised_at', 'is', null);
