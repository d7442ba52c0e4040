import type { PersonRecords, PersonRow } from '../storage/person-data.ts';

// The file a person gets when they ask what the site holds about them (docs/privacy.md, "Answering a request"): one
// JSON document with every enquiry (its items, and its files by name, type and size), quotation sent to them (each version's document), newsletter sign-up
// and e-mail about them, field by field as stored. Left out is what is the office's own rather than theirs: which staff
// account handled, wrote or sent an entry, a quotation's draft not sent, the mail server's internals (claims, retry
// times, its error texts, which may name the office's addresses), and the PDFs' bytes (each version's document holds
// what its PDF says).

const LEFT_OUT = new Set([
  'handled_by',
  'created_by',
  'updated_by',
  'sent_by',
  'anonymised_at',
  'claimed_until',
  'next_attempt_at',
  'last_error',
]);

/** snake_case column names as camelCase keys (created_at → createdAt). */
const camel = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const fieldsOf = (row: PersonRow, alsoLeftOut: readonly string[] = []) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !LEFT_OUT.has(column) && !alsoLeftOut.includes(column))
      .map(([column, value]) => [camel(column), value]),
  );

export interface PersonExport {
  exportedAt: string;
  /** Whom it is about, as the office searched: an e-mail address or a phone number. */
  about: { email: string } | { phone: string };
  enquiries: Array<Record<string, unknown>>;
  quotations: Array<Record<string, unknown>>;
  newsletterSignUps: Array<Record<string, unknown>>;
  emails: Array<Record<string, unknown>>;
  /** When the address unsubscribed from the newsletter (the site keeps only a hash of it), if it did. */
  newsletterUnsubscribedAt: string | null;
}

export function personExport(records: PersonRecords, about: PersonExport['about'], now: Date): PersonExport {
  return {
    exportedAt: now.toISOString(),
    about,
    enquiries: records.enquiries.map(({ row, items, attachments }) => ({
      ...fieldsOf(row),
      items,
      attachments: attachments.map((file) => fieldsOf(file)),
    })),
    quotations: records.quotations.map(({ row, versions, emails }) => ({
      ...fieldsOf(row, ['document']),
      versions: versions.map((version) => fieldsOf(version)),
      emails: emails.map((email) => fieldsOf(email)),
    })),
    newsletterSignUps: records.subscriptions.map((row) => fieldsOf(row)),
    emails: records.emails.map((row) => fieldsOf(row)),
    newsletterUnsubscribedAt: records.unsubscribed[0]?.created_at?.toString() ?? null,
  };
}
