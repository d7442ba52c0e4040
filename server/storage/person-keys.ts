// How the office's "Personal data" search (docs/privacy.md, "Answering a request") names a person: by an e-mail
// address, compared ignoring case, or by a phone number, compared by its digits with Mongolia's country code (976)
// dropped, so "+976 9911 2233", "9911-2233" and "99112233" are one number. The same rule is one SQL expression for both
// engines, indexed by migration 13 (the index is used only while the expression here is the one it was made with).
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A person as the office searches for them: one e-mail address or one phone number. With an address, the hash an
 * unsubscribed address is kept as (the newsletter's suppression list), when the caller can make it.
 */
export type PersonKey = { email: string; suppressionHash?: string } | { phone: string };

/** What a phone number is written with besides its digits. */
const PHONE_SEPARATORS = [' ', '-', '+', '(', ')', '.', '/'] as const;
/** Mongolia's country code, and the length of a number without it. */
const COUNTRY_CODE = '976';
const NATIONAL_LENGTH = 8;

/** The number compared: its separators removed, then the country code when the number is longer than a national one. */
export function phoneKey(phone: string): string {
  let digits = phone.trim();
  for (const separator of PHONE_SEPARATORS) digits = digits.replaceAll(separator, '');
  return digits.length > NATIONAL_LENGTH && digits.startsWith(COUNTRY_CODE)
    ? digits.slice(COUNTRY_CODE.length)
    : digits;
}

/** phoneKey() of `column` in SQL, the same words on SQLite and PostgreSQL. */
export function phoneKeySql(column: string): string {
  const stripped = PHONE_SEPARATORS.reduce((text, separator) => `replace(${text}, '${separator}', '')`, column);
  return `CASE WHEN length(${stripped}) > ${NATIONAL_LENGTH} AND substr(${stripped}, 1, ${COUNTRY_CODE.length}) = '${COUNTRY_CODE}'
    THEN substr(${stripped}, ${COUNTRY_CODE.length + 1}) ELSE ${stripped} END`;
}

/** The address compared: both engines' lower() of it (ASCII on SQLite), as its index holds it. */
export const emailKeySql = (column: string) => `lower(${column})`;

/** The condition on the enquiries table (unaliased) that finds `key`. */
export function enquiryMatch(key: PersonKey): RawBuilder<SqlBool> {
  return 'email' in key
    ? sql`${sql.raw(emailKeySql('email'))} = lower(${key.email.trim()})`
    : sql`${sql.raw(phoneKeySql('phone'))} = ${phoneKey(key.phone)}`;
}

/** The condition on the subscriptions table (unaliased) that finds the sign-ups of `email`. */
export const subscriptionMatch = (email: string): RawBuilder<SqlBool> =>
  sql`${sql.raw(emailKeySql('email'))} = lower(${email.trim()})`;
