import { z } from 'zod/mini';
import { EMAIL_PATTERN, isPlainText, MAX_LENGTH } from './contact-schema.ts';

// The office's "Personal data" forms (docs/privacy.md, "Answering a request"): whom to look for,
// an e-mail address or a phone number, and why, asked of every action. Checked by the server (server/admin/
// person-routes.ts); without script the browser's own `required` checks mirror them. Messages: translation keys.

export const MAX_REASON_LENGTH = 500;
/** A phone number has at least this many digits (Mongolia's numbers have eight). */
export const MIN_PHONE_DIGITS = 6;

/** An e-mail address when it holds an @, else a phone number: digits with spaces, -, +, (, ), . or /. */
export const isEmailQuery = (query: string) => query.includes('@');
const PHONE_QUERY = /^[\d\s\-+()./]+$/;

function validQuery(query: string): boolean {
  if (isEmailQuery(query)) return EMAIL_PATTERN.test(query);
  return PHONE_QUERY.test(query) && query.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;
}

const query = z
  .string('admin:person.errors.query')
  .check(
    z.trim(),
    z.minLength(1, { error: 'admin:person.errors.query', abort: true }),
    z.maxLength(MAX_LENGTH.email, { error: 'admin:person.errors.query', abort: true }),
    z.refine<string>(validQuery, { error: 'admin:person.errors.query', abort: true }),
  );

const reason = z.string('admin:person.errors.reason').check(
  z.trim(),
  z.refine<string>((value) => isPlainText(value), { error: 'admin:person.errors.reason', abort: true }),
  z.minLength(1, { error: 'admin:person.errors.reason', abort: true }),
  z.maxLength(MAX_REASON_LENGTH, { error: 'forms:errors.tooLong', abort: true }),
);

/** Whom to find, and why: the search, the export and the erasure each post these. */
export const personRequestSchema = z.object({ q: query, reason });

/** An erasure is confirmed by ticking a box: it cannot be undone. */
export const personErasureSchema = z.object({
  q: query,
  reason,
  confirm: z.literal('yes', 'admin:person.errors.confirm'),
});

export const CORRECTABLE_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** A correction of one field of one enquiry; its value is checked as the enquiry forms check that field. */
export const personCorrectionSchema = z.object({
  q: query,
  reason,
  enquiry: z.string('admin:person.errors.enquiry').check(z.regex(/^[1-9]\d{0,9}$/, 'admin:person.errors.enquiry')),
  field: z.enum(CORRECTABLE_FIELDS, 'admin:person.errors.field'),
  value: z.string('admin:person.errors.value'),
});

export type PersonRequest = z.infer<typeof personRequestSchema>;
export type PersonCorrection = z.infer<typeof personCorrectionSchema>;
