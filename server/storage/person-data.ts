import { setImmediate as nextTurn } from 'node:timers/promises';
import type { QuoteItem } from '#shared/quote-message.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from '#shared/schemas/person-schema.ts';
import { ANONYMISE_ENQUIRY, anonymisedMessage, DELETE_ENQUIRY_EMAILS } from './anonymised-enquiry.ts';
import { ITEMS_OF_ENQUIRY, toQuoteItem, type ItemRow } from './enquiry-rows.ts';
import { emailKeySql, enquiryMatch, type PersonKey } from './person-keys.ts';

// Everything the site holds about one person, found by their e-mail address or phone number, for the office's
// "Personal data" page (issue #28: access, correction, erasure) and the retention job. Written once over a small
// interface each engine implements (sqlite-person-data.ts, postgres-person-data.ts).

/** A stored row as it is read: column → value, moments as ISO 8601 text, without the engines' own columns. */
export type PersonRow = Readonly<Record<string, string | number | null>>;

/** An enquiry: its row, and a quotation's products and quantities. */
export interface PersonEnquiry {
  id: number;
  row: PersonRow;
  items: readonly QuoteItem[];
}

export interface PersonRecords {
  enquiries: PersonEnquiry[];
  /** Newsletter sign-ups of the address (none for a phone number). */
  subscriptions: PersonRow[];
  /** The outbox's rows about their enquiries: e-mails to the office and to them, sent or waiting. */
  emails: PersonRow[];
  /** The newsletter's record that the address unsubscribed (its hash), when the key carries the hash. */
  unsubscribed: PersonRow[];
}

export interface Erasure {
  /** The enquiries anonymised, by id. */
  enquiries: number[];
  subscriptions: number;
  emails: number;
}

/** Enquiries received before `receivedBefore`, or marked handled before `handledBefore`, are anonymised. */
export interface RetentionCutoffs {
  receivedBefore: Date;
  handledBefore: Date;
}

export interface PersonDataStore {
  /** Every enquiry, sign-up and e-mail of the person, oldest first; anonymised enquiries no longer match. */
  findPerson(key: PersonKey): Promise<PersonRecords>;
  /** Sets one field of an enquiry not yet anonymised; false when there is none. */
  correctEnquiry(id: number, field: CorrectableField, value: string): Promise<boolean>;
  /** Anonymises the person's enquiries, deletes their sign-ups and the e-mails about them, in one transaction. */
  erasePerson(key: PersonKey, now: Date): Promise<Erasure>;
  /**
   * Anonymises every enquiry past `cutoffs`, a batch at a time, until none is left or `signal` aborts (between
   * batches); resolves with how many. Undefined when another process is doing it at this moment (PostgreSQL: one
   * replica at a time; SQLite is one process).
   */
  anonymiseExpired(cutoffs: RetentionCutoffs, now: Date, signal?: AbortSignal): Promise<number | undefined>;
}

/** A statement and its values ($1, $2… in the text). */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

/** What each engine gives the code below. */
export interface PersonSql {
  /** A moment as the engine binds it (SQLite: ISO text; PostgreSQL: the Date). */
  time(date: Date): unknown;
  /** Rows of a read, its moments as ISO text and without the engine's own columns (search text, copied ids). */
  rows<T extends PersonRow>(statement: Statement): Promise<T[]>;
  /** Runs the statements in order in one transaction; resolves with the rows each one changed. */
  write(statements: readonly Statement[]): Promise<number[]>;
  /** Runs `work` unless another process is running it (then resolves undefined). */
  exclusive<T>(work: () => Promise<T>): Promise<T | undefined>;
}

/**
 * Enquiries anonymised in one transaction by the retention job. Small: on SQLite each one's search entries are
 * removed from the index's pages (FTS5 secure-delete, some milliseconds an enquiry in a large inbox), and a batch
 * holds the one thread; a turn for waiting requests comes between batches.
 */
export const RETENTION_BATCH = 10;

const NEWSLETTER_MAILS = 'SELECT * FROM newsletter_outbox WHERE subscription_id = $1 ORDER BY id';

const EXPIRED = `SELECT id, kind, message FROM enquiries
  WHERE anonymised_at IS NULL AND (created_at < $1 OR handled_at < $2) ORDER BY id LIMIT $3`;

/** A statement of an erasure, with what its changed rows count as. */
interface Counted extends Statement {
  counts: 'enquiry' | 'email' | 'subscription';
}

/** The statements that anonymise `enquiries` and delete their e-mails. */
async function anonymising(sql: PersonSql, enquiries: readonly PersonRow[], now: Date): Promise<Counted[]> {
  const statements: Counted[] = [];
  for (const enquiry of enquiries) {
    const items = (await sql.rows<ItemRow & PersonRow>({ text: ITEMS_OF_ENQUIRY, values: [enquiry.id] })).map(
      toQuoteItem,
    );
    const message = anonymisedMessage(String(enquiry.kind), String(enquiry.message), items);
    statements.push(
      { text: ANONYMISE_ENQUIRY, values: [message, sql.time(now), enquiry.id], counts: 'enquiry' },
      { text: DELETE_ENQUIRY_EMAILS, values: [enquiry.id], counts: 'email' },
    );
  }
  return statements;
}

/** How many rows the statements that count as `what` changed. */
const changedRows = (statements: readonly Counted[], changed: readonly number[], what: Counted['counts']) =>
  statements.reduce((sum, statement, index) => sum + (statement.counts === what ? (changed[index] ?? 0) : 0), 0);

/** The person-data methods of the enquiry store, over either engine. */
export function personData(sql: PersonSql): PersonDataStore {
  async function enquiriesOf(key: PersonKey) {
    const { where, value } = enquiryMatch(key);
    return sql.rows({
      text: `SELECT * FROM enquiries WHERE ${where} AND anonymised_at IS NULL ORDER BY created_at, id`,
      values: [value],
    });
  }

  const subscriptionsOf = (key: PersonKey) =>
    'email' in key
      ? sql.rows({
          text: `SELECT * FROM subscriptions WHERE ${emailKeySql('email')} = lower($1) ORDER BY created_at, id`,
          values: [key.email.trim()],
        })
      : Promise.resolve([]);

  const suppressionOf = (key: PersonKey) =>
    'email' in key && key.suppressionHash
      ? sql.rows({ text: 'SELECT * FROM newsletter_suppressions WHERE email_hash = $1', values: [key.suppressionHash] })
      : Promise.resolve([]);

  return {
    async findPerson(key) {
      const rows = await enquiriesOf(key);
      const enquiries: PersonEnquiry[] = [];
      const emails: PersonRow[] = [];
      for (const row of rows) {
        const items = await sql.rows<ItemRow & PersonRow>({ text: ITEMS_OF_ENQUIRY, values: [row.id] });
        enquiries.push({ id: Number(row.id), row, items: items.map(toQuoteItem) });
        emails.push(
          ...(await sql.rows({ text: 'SELECT * FROM outbox WHERE enquiry_id = $1 ORDER BY id', values: [row.id] })),
        );
      }
      const subscriptions = await subscriptionsOf(key);
      for (const row of subscriptions) emails.push(...(await sql.rows({ text: NEWSLETTER_MAILS, values: [row.id] })));
      return { enquiries, subscriptions, emails, unsubscribed: await suppressionOf(key) };
    },

    async correctEnquiry(id, field, value) {
      // The field is one of CORRECTABLE_FIELDS, never text from a request.
      const column = CORRECTABLE_FIELDS.find((known) => known === field);
      if (!column) return false;
      const [changed] = await sql.write([
        { text: `UPDATE enquiries SET ${column} = $1 WHERE id = $2 AND anonymised_at IS NULL`, values: [value, id] },
      ]);
      return changed === 1;
    },

    async erasePerson(key, now) {
      const [enquiries, subscriptions] = await Promise.all([enquiriesOf(key), subscriptionsOf(key)]);
      const statements = await anonymising(sql, enquiries, now);
      for (const { id } of subscriptions) {
        // Its e-mails first, so they are counted here (the sign-up's deletion would cascade to them).
        statements.push(
          { text: 'DELETE FROM newsletter_outbox WHERE subscription_id = $1', values: [id], counts: 'email' },
          { text: 'DELETE FROM subscriptions WHERE id = $1', values: [id], counts: 'subscription' },
        );
      }
      if ('email' in key && key.suppressionHash) {
        const values = [key.suppressionHash];
        statements.push({
          text: 'DELETE FROM newsletter_suppressions WHERE email_hash = $1',
          values,
          counts: 'subscription',
        });
      }
      const changed = await sql.write(statements);
      // The enquiries whose anonymising statement (every other one from the first) changed their row.
      const erased = enquiries.filter((_row, index) => changed[index * 2] === 1).map((row) => Number(row.id));
      return {
        enquiries: erased,
        subscriptions: changedRows(statements, changed, 'subscription'),
        emails: changedRows(statements, changed, 'email'),
      };
    },

    anonymiseExpired(cutoffs, now, signal) {
      return sql.exclusive(async () => {
        let total = 0;
        for (;;) {
          const batch = await sql.rows({
            text: EXPIRED,
            values: [sql.time(cutoffs.receivedBefore), sql.time(cutoffs.handledBefore), RETENTION_BATCH],
          });
          if (batch.length === 0) return total;
          const statements = await anonymising(sql, batch, now);
          total += changedRows(statements, await sql.write(statements), 'enquiry');
          if (batch.length < RETENTION_BATCH || signal?.aborted) return total;
          // A turn for the requests waiting: SQLite's statements run on this thread.
          await nextTurn();
        }
      });
    },
  };
}
