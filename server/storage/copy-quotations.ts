import { sql, type Kysely } from 'kysely';
import type { DatabaseOnPostgres, DatabaseOnSqlite } from './database.ts';
import { toDate } from './database.ts';

// A copied enquiry's quotation into PostgreSQL (npm run enquiries -- migrate-to-postgres, copy-sqlite-to-postgres.ts):
// its row under the enquiry's new id, each sent version with its PDF, and the e-mails not sent yet; the year's counters
// then move up to the numbers copied, so the next send never takes a number that is there already.

type Source = Kysely<DatabaseOnSqlite>;
type Target = Kysely<DatabaseOnPostgres>;

const moment = (value: Date | string | null) => (value === null ? null : toDate(value));

/** Copies the quotation of the SQLite enquiry `fromEnquiry` (if it has one) to `toEnquiry`; true when it did. */
export async function copyQuotation(source: Source, target: Target, fromEnquiry: number, toEnquiry: number) {
  const row = await source
    .selectFrom('quotations')
    .selectAll()
    .where('enquiry_id', '=', fromEnquiry)
    .executeTakeFirst();
  if (!row) return false;
  const { id: fromId, ...columns } = row;
  const inserted = await target
    .insertInto('quotations')
    .values({
      ...columns,
      enquiry_id: toEnquiry,
      valid_until: moment(row.valid_until),
      created_at: toDate(row.created_at),
      updated_at: toDate(row.updated_at),
      viewed_at: moment(row.viewed_at),
      decided_at: moment(row.decided_at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const versions = await source
    .selectFrom('quotation_versions')
    .selectAll()
    .where('quotation_id', '=', fromId)
    .execute();
  for (const version of versions) {
    await target
      .insertInto('quotation_versions')
      .values({
        ...version,
        quotation_id: inserted.id,
        sent_at: toDate(version.sent_at),
        valid_until: toDate(version.valid_until),
      })
      .execute();
  }
  const unsent = await source
    .selectFrom('quotation_mail')
    .select(['version', 'attempts', 'next_attempt_at', 'last_error', 'created_at'])
    .where('quotation_id', '=', fromId)
    .where('sent_at', 'is', null)
    .execute();
  for (const mail of unsent) {
    await target
      .insertInto('quotation_mail')
      .values({
        ...mail,
        quotation_id: inserted.id,
        next_attempt_at: toDate(mail.next_attempt_at),
        created_at: toDate(mail.created_at),
      })
      .execute();
  }
  return true;
}

/** Each year's counter at least as high as the SQLite file's. */
export async function copyQuotationNumbers(source: Source, target: Target): Promise<void> {
  for (const { year, last_number } of await source.selectFrom('quotation_numbers').selectAll().execute()) {
    await target
      .insertInto('quotation_numbers')
      .values({ year, last_number })
      .onConflict((conflict) =>
        conflict
          .column('year')
          .doUpdateSet({ last_number: sql<number>`GREATEST(quotation_numbers.last_number, excluded.last_number)` }),
      )
      .execute();
  }
}
