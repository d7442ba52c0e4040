import { isEmailQuery } from '#shared/schemas/person-schema.ts';
import type { Erasure, PersonRecords } from '../storage/person-data.ts';
import type { PersonKey } from '../storage/person-keys.ts';

// What the "Personal data" forms ask for, as the store and the audit log take it.

/** The person the search names: an e-mail address (with its suppression hash) when it holds an @, else a phone. */
export const personKey = (query: string, suppressionHash: (email: string) => string): PersonKey =>
  isEmailQuery(query) ? { email: query, suppressionHash: suppressionHash(query) } : { phone: query };

/** What an audit entry says was acted on: records by their numbers, never a person's name or address. */
export function recordsTarget(records: PersonRecords): string {
  const names = [
    ...records.enquiries.map(({ id }) => `enquiry/${id}`),
    ...records.subscriptions.map((row) => `subscription/${String(row.id)}`),
    ...(records.unsubscribed.length > 0 ? ['unsubscribed'] : []),
  ];
  return names.length > 0 ? names.join(' ') : 'nothing found';
}

export const erasureTarget = (erasure: Erasure) =>
  [
    ...erasure.enquiries.map((id) => `enquiry/${id}`),
    `sign-ups:${erasure.subscriptions}`,
    `e-mails:${erasure.emails}`,
  ].join(' ');

/** Values shorter than this are left in a reason: they would cut up its ordinary words. */
const MIN_SCRUBBED_LENGTH = 3;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The reason as the audit log keeps it: the person's name, address and phone, should the staff have written them
 * in it, replaced by "…". The log outlives an erasure, so it must not hold what the erasure removed.
 */
export function scrubbedReason(reason: string, query: string, records: PersonRecords): string {
  const values = [
    query,
    ...records.enquiries.flatMap(({ row }) => [row.name, row.email, row.phone]),
    ...records.subscriptions.map((row) => row.email),
  ]
    .map((value) => String(value ?? '').trim())
    .filter((value) => value.length >= MIN_SCRUBBED_LENGTH)
    .sort((a, b) => b.length - a.length);
  return values.reduce((text, value) => text.replace(new RegExp(escapeRegExp(value), 'giu'), '…'), reason);
}
