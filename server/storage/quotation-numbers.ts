import type { Kysely } from 'kysely';
import type { Database, StoreDatabase } from './database.ts';

// A quotation's number, Q-<year>-<NNNN> (docs/office-guide.md, "Quotations"): given at its first send, in the order
// of sends within each year of Ulaanbaatar's calendar. The year's counter row is moved by one upsert that returns
// the new count, in the transaction that writes the number, so two replicas sending at once on one PostgreSQL wait
// for each other at that row and never take the same count. The quotation's row is read first (on PostgreSQL
// locked), so a quotation sent twice at once is numbered once.

export const quotationNumber = (year: number, count: number) => `Q-${year}-${String(count).padStart(4, '0')}`;

const counterUpsert = (db: Kysely<Database>, year: number) =>
  db
    .insertInto('quotation_numbers')
    .values({ year: String(year), last_number: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet((eb) => ({ last_number: eb('quotation_numbers.last_number', '+', 1) })),
    )
    .returning('last_number');

const numberWrite = (db: Kysely<Database>, id: number, number: string) =>
  db.updateTable('quotations').set({ number }).where('id', '=', id).where('number', 'is', null);

/** The quotation's number, given now if it had none; undefined when there is no such quotation. */
export async function assignQuotationNumber(
  database: StoreDatabase,
  id: number,
  year: number,
): Promise<string | undefined> {
  const current = (db: Kysely<Database>) => db.selectFrom('quotations').select('number').where('id', '=', id);
  if (database.engine === 'sqlite') {
    const { db } = database;
    return database.transaction(({ rows, changes }) => {
      const [row] = rows(current(db));
      if (!row) return undefined;
      if (row.number !== null) return row.number;
      const [counter] = rows(counterUpsert(db, year));
      const number = quotationNumber(year, counter?.last_number ?? 1);
      changes(numberWrite(db, id, number));
      return number;
    });
  }
  return database.db.transaction().execute(async (transaction) => {
    const row = await current(transaction).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    if (row.number !== null) return row.number;
    const counter = await counterUpsert(transaction, year).executeTakeFirstOrThrow();
    const number = quotationNumber(year, counter.last_number);
    await numberWrite(transaction, id, number).execute();
    return number;
  });
}
