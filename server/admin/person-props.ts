import type { PersonEmailView, PersonEnquiryView, PersonProps, PersonSubscriptionView } from '#shared/person-view.ts';
import { CORRECTABLE_FIELDS } from '#shared/schemas/person-schema.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { PersonEnquiry, PersonRecords, PersonRow } from '../storage/person-data.ts';

// The "Personal data" page's props (shared/person-view.ts) from what the store found: times in Ulaanbaatar, links
// to the inbox's entries, the columns each part shows.

const text = (row: PersonRow, column: string) => {
  const value = row[column];
  return value === null || value === undefined ? '' : String(value);
};
const time = (row: PersonRow, column: string) => (row[column] ? localTime(new Date(String(row[column]))) : '');

function enquiryView(base: string, { id, row, items }: PersonEnquiry, quotations: PersonRecords['quotations']) {
  const quotation = quotations.find((found) => found.row.enquiry_id === id)?.row;
  const view: PersonEnquiryView = {
    id,
    kind: text(row, 'kind'),
    href: `${base}/enquiry/${id}`,
    time: time(row, 'created_at'),
    name: text(row, 'name'),
    email: text(row, 'email'),
    phone: text(row, 'phone'),
    message: text(row, 'message'),
    language: text(row, 'language'),
    handled: row.handled_at !== null && row.handled_at !== undefined,
    items: items.map(({ name, qty }) => ({ name, qty })),
    ...(row.consent_at
      ? {
          consent: {
            time: time(row, 'consent_at'),
            version: text(row, 'consent_version'),
            form: text(row, 'consent_form'),
          },
        }
      : {}),
    ...(quotation ? { quotation: { number: text(quotation, 'number'), state: text(quotation, 'state') } } : {}),
  };
  return view;
}

const subscriptionView = (row: PersonRow): PersonSubscriptionView => ({
  id: Number(row.id),
  email: text(row, 'email'),
  language: text(row, 'language'),
  status: text(row, 'status'),
  time: time(row, 'created_at'),
});

const emailView = (row: PersonRow): PersonEmailView => ({
  id: Number(row.id),
  kind: text(row, 'kind'),
  about: row.enquiry_id ? `enquiry/${text(row, 'enquiry_id')}` : `subscription/${text(row, 'subscription_id')}`,
  time: time(row, 'created_at'),
  sent: time(row, 'sent_at'),
});

/** The page at `base`/person: its forms, what was typed and, after a search, what was found. */
export function personProps(
  base: string,
  fields: PersonProps['fields'],
  found?: { by: 'email' | 'phone'; records: PersonRecords },
): PersonProps {
  const at = `${base}/person`;
  return {
    actions: { search: at, export: `${at}/export`, correct: `${at}/correct`, erase: `${at}/erase` },
    fields,
    correctable: CORRECTABLE_FIELDS,
    ...(found
      ? {
          found: {
            by: found.by,
            enquiries: found.records.enquiries.map((enquiry) => enquiryView(base, enquiry, found.records.quotations)),
            subscriptions: found.records.subscriptions.map(subscriptionView),
            emails: found.records.emails.map(emailView),
            ...(found.records.unsubscribed[0]
              ? { unsubscribedAt: time(found.records.unsubscribed[0], 'created_at') }
              : {}),
          },
        }
      : {}),
  };
}
