import type { PersonRecords, PersonRow } from '../storage/person-data.ts';

// The file a person gets when they ask what the site holds about them (docs/privacy.md, "Answering a request"): one
// JSON document with every enquiry (its items), newsletter sign-up and e-mail about them, field by field as stored.
// Left out is what is the office's own rather than theirs: which staff account handled an entry, and the mail server's
// internals (claims, retry times, its error texts, which may name the office's addresses).

const LEFT_OUT = new Set(['handled_by', 'anonymised_at', 'claimed_until', 'next_attempt_at', 'last_error']);

/** snake_case column names as camelCase keys (created_at → createdAt). */
const camel = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const fieldsOf = (row: PersonRow) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !LEFT_OUT.has(column))
      .map(([column, value]) => [camel(column), value]),
  );

export interface PersonExport {
  exportedAt: string;
  /** Whom it is about, as the office searched: an e-mail address or a phone number. */
  about: { email: string } | { phone: string };
  enquiries: Array<Record<string, unknown>>;
  newsletterSignUps: Array<Record<string, unknown>>;
  emails: Array<Record<string, unknown>>;
  /** When the address unsubscribed from the newsletter (the site keeps only a hash of it), if it did. */
  newsletterUnsubscribedAt: string | null;
}

export function personExport(records: PersonRecords, about: PersonExport['about'], now: Date): PersonExport {
  return {
    exportedAt: now.toISOString(),
    about,
    enquiries: records.enquiries.map(({ row, items }) => ({ ...fieldsOf(row), items })),
    newsletterSignUps: records.subscriptions.map(fieldsOf),
    emails: records.emails.map(fieldsOf),
    newsletterUnsubscribedAt: records.unsubscribed[0]?.created_at?.toString() ?? null,
  };
}
