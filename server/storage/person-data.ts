import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Compilable } from 'kysely';
import type { QuoteItem } from '#shared/quote-message.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from '#shared/schemas/person-schema.ts';
import { anonymiseEnquiry, anonymisedMessage } from './anonymised-enquiry.ts';
import type { AttachmentBytes } from './attachment-bytes.ts';
import type { StoreDatabase } from './database.ts';
import { itemsOf } from './enquiry-rows.ts';
import { enquiryMatch, subscriptionMatch, type PersonKey } from './person-keys.ts';

// Everything the site holds about one person, found by their e-mail address or phone number, for the office's
// "Personal data" page (access, correction, erasure: docs/privacy.md, "Answering a request") and the retention job.
// Written once over Kysely; what each engine does around the writes is its own (sqlite-person-data.ts,
// postgres-person-data.ts).

/** A stored row as it is read: column → value, moments as ISO 8601 text, without the engines' own columns. */
export type PersonRow = Readonly<Record<string, string | number | null>>;

/** An enquiry: its row, and a quotation's products and quantities. */
export interface PersonEnquiry {
  id: number;
  row: PersonRow;
  items: readonly QuoteItem[];
  /** The files sent with it: name, type, size and when (their bytes are downloaded from the enquiry's page). */
  attachments: PersonRow[];
}

/** A quotation of one of their enquiries, its versions sent (without the PDFs' bytes) and their e-mails to them. */
export interface PersonQuotation {
  row: PersonRow;
  versions: PersonRow[];
  emails: PersonRow[];
}

export interface PersonRecords {
  enquiries: PersonEnquiry[];
  /** The quotations answering their enquiries (docs/privacy.md, "Quotations"). */
  quotations: PersonQuotation[];
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

/** What only one engine does around the methods' writes. */
export interface PersonDataEngine {
  /** Runs the queries in order in one transaction; resolves with the rows each one changed. */
  write(queries: readonly Compilable[]): Promise<number[]>;
  /** Runs `work` unless another process is running it (then resolves undefined). */
  exclusive<T>(work: () => Promise<T>): Promise<T | undefined>;
}

/**
 * Enquiries anonymised in one transaction by the retention job. Small: on SQLite each one's search entries are
 * removed from the index's pages (FTS5 secure-delete, some milliseconds an enquiry in a large inbox), and a batch
 * holds the one thread; a turn for waiting requests comes between batches.
 */
export const RETENTION_BATCH = 10;

/** Each engine's own columns (database.ts): copies of what the row holds, never shown. */
const ENGINE_ONLY = new Set(['search_text', 'email_normalized', 'sqlite_id']);

/** A column as a person's row holds it: a moment as ISO text (pg reads a Date); text, a number and NULL as they are. */
function cellOf(column: string, value: unknown): string | number | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || value === null) return value;
  // The person data's tables have no other type of column: a new one is told.
  throw new Error(`person data: column ${column} holds a ${typeof value}`);
}

const personRow = (row: object): PersonRow =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !ENGINE_ONLY.has(column))
      .map(([column, value]) => [column, cellOf(column, value)]),
  );

/** A write of an erasure, with what its changed rows count as. */
interface Counted {
  query: Compilable;
  counts: 'enquiry' | 'email' | 'subscription' | 'attachment' | 'quotation';
}

/** How many rows the writes that count as `what` changed. */
const changedRows = (writes: readonly Counted[], changed: readonly number[], what: Counted['counts']) =>
  writes.reduce((sum, write, index) => sum + (write.counts === what ? (changed[index] ?? 0) : 0), 0);

/**
 * The person-data methods of the enquiry store, over either engine; `attachmentBytes` removes the files of the
 * attachments an anonymising write deletes (docs/privacy.md, "Attachments").
 */
export function createPersonData(
  { db }: StoreDatabase,
  engine: PersonDataEngine,
  attachmentBytes: AttachmentBytes,
): PersonDataStore {
  /**
   * The writes that anonymise `enquiries` and delete their e-mails and attachments; and the files of those
   * attachments (SQLite), to be removed once the writes are committed.
   */
  async function anonymising(enquiries: readonly { id: number; kind: string; message: string }[], now: Date) {
    const writes: Counted[] = [];
    const files: (string | null)[] = [];
    for (const enquiry of enquiries) {
      const message = anonymisedMessage(enquiry.kind, enquiry.message, await itemsOf(db, enquiry.id));
      const attached = db.selectFrom('enquiry_attachments').select('file').where('enquiry_id', '=', enquiry.id);
      files.push(...(await attached.execute()).map((row) => row.file));
      writes.push(
        { query: anonymiseEnquiry(db, enquiry.id, message, now), counts: 'enquiry' },
        { query: db.deleteFrom('outbox').where('enquiry_id', '=', enquiry.id), counts: 'email' },
        { query: db.deleteFrom('enquiry_attachments').where('enquiry_id', '=', enquiry.id), counts: 'attachment' },
        // Its quotation, whose versions' PDFs name the buyer; its versions and e-mails go with it (ON DELETE CASCADE).
        { query: db.deleteFrom('quotations').where('enquiry_id', '=', enquiry.id), counts: 'quotation' },
      );
    }
    return { writes, files };
  }

  /** The writes, in one transaction; then the files of the attachments they deleted. */
  async function writeRemoving(writes: readonly Counted[], files: readonly (string | null)[]) {
    const changed = await engine.write(writes.map(({ query }) => query));
    await attachmentBytes.remove(files);
    return changed;
  }

  const enquiriesOf = (key: PersonKey) =>
    db
      .selectFrom('enquiries')
      .selectAll()
      .where(enquiryMatch(key))
      .where('anonymised_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  /** The quotations of these enquiries, each with its versions (their PDFs left out) and its e-mails. */
  async function quotationsOf(enquiryIds: readonly number[]): Promise<PersonQuotation[]> {
    if (enquiryIds.length === 0) return [];
    const rows = await db
      .selectFrom('quotations')
      .selectAll()
      .where('enquiry_id', 'in', enquiryIds)
      .orderBy('id')
      .execute();
    return Promise.all(
      rows.map(async (row) => {
        const [versions, emails] = await Promise.all([
          db
            .selectFrom('quotation_versions')
            .select(['quotation_id', 'version', 'number', 'document', 'language', 'sent_at', 'sent_by', 'valid_until'])
            .where('quotation_id', '=', row.id)
            .orderBy('version')
            .execute(),
          db.selectFrom('quotation_mail').selectAll().where('quotation_id', '=', row.id).orderBy('id').execute(),
        ]);
        return { row: personRow(row), versions: versions.map(personRow), emails: emails.map(personRow) };
      }),
    );
  }

  const subscriptionsOf = async (key: PersonKey) =>
    'email' in key
      ? db
          .selectFrom('subscriptions')
          .selectAll()
          .where(subscriptionMatch(key.email))
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [];

  const suppressionOf = async (key: PersonKey) =>
    'email' in key && key.suppressionHash
      ? db.selectFrom('newsletter_suppressions').selectAll().where('email_hash', '=', key.suppressionHash).execute()
      : [];

  return {
    async findPerson(key) {
      const enquiries: PersonEnquiry[] = [];
      const emails: PersonRow[] = [];
      for (const row of await enquiriesOf(key)) {
        const attached = await db
          .selectFrom('enquiry_attachments')
          .select(['name', 'type', 'size', 'created_at'])
          .where('enquiry_id', '=', row.id)
          .orderBy('line')
          .execute();
        const attachments = attached.map(personRow);
        enquiries.push({ id: row.id, row: personRow(row), items: await itemsOf(db, row.id), attachments });
        const sent = await db.selectFrom('outbox').selectAll().where('enquiry_id', '=', row.id).orderBy('id').execute();
        emails.push(...sent.map(personRow));
      }
      const quotations = await quotationsOf(enquiries.map((enquiry) => enquiry.id));
      const subscriptions = await subscriptionsOf(key);
      for (const { id } of subscriptions) {
        const mails = await db
          .selectFrom('newsletter_outbox')
          .selectAll()
          .where('subscription_id', '=', id)
          .orderBy('id')
          .execute();
        emails.push(...mails.map(personRow));
      }
      return {
        enquiries,
        quotations,
        subscriptions: subscriptions.map(personRow),
        emails,
        unsubscribed: (await suppressionOf(key)).map(personRow),
      };
    },

    async correctEnquiry(id, field, value) {
      // The field is one of CORRECTABLE_FIELDS, never text from a request.
      const column = CORRECTABLE_FIELDS.find((known) => known === field);
      if (!column) return false;
      const [changed] = await engine.write([
        db.updateTable('enquiries').set(column, value).where('id', '=', id).where('anonymised_at', 'is', null),
      ]);
      return changed === 1;
    },

    async erasePerson(key, now) {
      const [enquiries, subscriptions] = await Promise.all([enquiriesOf(key), subscriptionsOf(key)]);
      const { writes, files } = await anonymising(enquiries, now);
      for (const { id } of subscriptions) {
        // Its e-mails first, so they are counted here (the sign-up's deletion would cascade to them).
        writes.push(
          { query: db.deleteFrom('newsletter_outbox').where('subscription_id', '=', id), counts: 'email' },
          { query: db.deleteFrom('subscriptions').where('id', '=', id), counts: 'subscription' },
        );
      }
      if ('email' in key && key.suppressionHash) {
        writes.push({
          query: db.deleteFrom('newsletter_suppressions').where('email_hash', '=', key.suppressionHash),
          counts: 'subscription',
        });
      }
      const changed = await writeRemoving(writes, files);
      // The enquiries whose anonymising write (the first of each one's writes) changed their row.
      const anonymisedAt = writes.flatMap((write, index) => (write.counts === 'enquiry' ? [index] : []));
      const erased = enquiries.filter((_row, index) => changed[anonymisedAt[index] ?? -1] === 1).map((row) => row.id);
      return {
        enquiries: erased,
        subscriptions: changedRows(writes, changed, 'subscription'),
        emails: changedRows(writes, changed, 'email'),
      };
    },

    anonymiseExpired(cutoffs, now, signal) {
      return engine.exclusive(async () => {
        let total = 0;
        for (;;) {
          const batch = await db
            .selectFrom('enquiries')
            .select(['id', 'kind', 'message'])
            .where('anonymised_at', 'is', null)
            .where((eb) =>
              eb.or([eb('created_at', '<', cutoffs.receivedBefore), eb('handled_at', '<', cutoffs.handledBefore)]),
            )
            .orderBy('id')
            .limit(RETENTION_BATCH)
            .execute();
          if (batch.length === 0) return total;
          const { writes, files } = await anonymising(batch, now);
          total += changedRows(writes, await writeRemoving(writes, files), 'enquiry');
          if (batch.length < RETENTION_BATCH || signal?.aborted) return total;
          // A turn for the requests waiting: SQLite's statements run on this thread.
          await nextTurn();
        }
      });
    },
  };
}
