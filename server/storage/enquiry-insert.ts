// EnquiryStore.insertEnquiry on either engine: the enquiry, its items and its outbox rows, all stored or none, and
// before them, for an enquiry whose sender is to be acknowledged, the count of that address's earlier ones, read
// so that two enquiries from one address arriving at once cannot both find room left. SQLite counts inside its
// BEGIN IMMEDIATE transaction; PostgreSQL under an advisory lock of the address's own, then stores all of it in one
// statement (data-modifying CTEs, which SQLite has not). Files attached to it (attachment-bytes.ts) are staged first
// (on SQLite written to DATA_DIR/attachments) and their rows stored in the same transaction; a failed transaction
// removes the files it would have named.
import { sql, type Kysely } from 'kysely';
import type { AttachmentBytes, AttachmentPlace } from './attachment-bytes.ts';
import { attachmentColumns } from './enquiry-attachments.ts';
import type { Database, PostgresStoreDatabase, SqliteStoreDatabase, StoreDatabase } from './database.ts';
import { enquiryColumns, itemColumns } from './enquiry-rows.ts';
import type { NewEnquiry, OutboxKind } from './enquiry-store.ts';
import { emailKeySql } from './person-keys.ts';
import { queueWebhookEvent, type WebhookEvents } from './webhook-deliveries.ts';

/**
 * At most this many acknowledgements go to one address in a day, whichever replica stores the enquiries: past it,
 * an enquiry is stored and the office told as ever, but its sender gets no e-mail (docs/architecture.md, §13).
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

export interface InsertOptions {
  notify: boolean;
  acknowledge?: boolean;
  /** While WEBHOOK_URL is set: the enquiry's event is queued with it (docs/webhook.md). */
  webhook?: WebhookEvents | undefined;
}

/** The insert of the enquiry's webhook event, when there is a webhook. */
const webhookEventOf = (db: Kysely<Database>, enquiry: NewEnquiry, id: number, options: InsertOptions) =>
  options.webhook && queueWebhookEvent(db, options.webhook.enquiryCreated(enquiry, id));

/** The outbox rows an enquiry gets: the office's notification, and with it the acknowledgement to its sender. */
function outboxKinds(notify: boolean, acknowledge: boolean): OutboxKind[] {
  if (!notify) return [];
  return acknowledge ? ['notify-office', 'acknowledge-sender'] : ['notify-office'];
}

/** How many enquiries from the sender's address count against its acknowledgements: those of the day before. */
const earlierFromSender = (db: Kysely<Database>, enquiry: NewEnquiry) =>
  db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => eb(sql.raw<string>(emailKeySql('email')), '=', sql<string>`lower(${enquiry.email})`))
    .where('created_at', '>', new Date(enquiry.createdAt.getTime() - 24 * 60 * 60 * 1000));

// PostgreSQL counts in a bigint, which pg gives as text.
const roomLeft = (row: { n: number | string | bigint } | undefined) =>
  Number(row?.n ?? 0) < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;

function insertOnSqlite(
  { db, transaction }: SqliteStoreDatabase,
  enquiry: NewEnquiry,
  options: InsertOptions,
  places: readonly AttachmentPlace[],
) {
  return transaction(({ rows, changes }) => {
    // Counted inside the write lock (BEGIN IMMEDIATE): two processes on one file cannot both see room left.
    const acknowledge = options.acknowledge === true && roomLeft(rows(earlierFromSender(db, enquiry))[0]);
    const [inserted] = rows(db.insertInto('enquiries').values(enquiryColumns(enquiry)).returning('id'));
    if (!inserted) throw new Error('the enquiry insert returned no id');
    const items = itemColumns(enquiry.items).map((item) => ({ enquiry_id: inserted.id, ...item }));
    if (items.length > 0) changes(db.insertInto('enquiry_items').values(items));
    const outbox = outboxKinds(options.notify, acknowledge).map((kind) => ({
      enquiry_id: inserted.id,
      kind,
      next_attempt_at: enquiry.createdAt,
      created_at: enquiry.createdAt,
    }));
    if (outbox.length > 0) changes(db.insertInto('outbox').values(outbox));
    const attachments = attachmentColumns(inserted.id, enquiry.attachments ?? [], places, enquiry.createdAt);
    if (attachments.length > 0) changes(db.insertInto('enquiry_attachments').values(attachments));
    const event = webhookEventOf(db, enquiry, inserted.id, options);
    if (event) changes(event);
    return inserted.id;
  });
}

/** The one statement that stores the enquiry: its items travel as one JSON array, its outbox rows as their kinds. */
async function storeOnPostgres(db: Kysely<Database>, enquiry: NewEnquiry, kinds: OutboxKind[]) {
  const items = sql<{ line: number; product_slug: string | null; product_name: string; quantity: number }>`
    jsonb_to_recordset(${JSON.stringify(itemColumns(enquiry.items))}::jsonb)`.as<'item'>(
    sql`item (line integer, product_slug text, product_name text, quantity integer)`,
  );
  const outbox = sql<{ kind: OutboxKind }>`unnest(${kinds}::text[])`.as<'outbox_kind'>(sql`outbox_kind (kind)`);
  const row = await db
    .with('inserted', (query) =>
      query.insertInto('enquiries').values(enquiryColumns(enquiry)).returning(['id', 'created_at']),
    )
    .with('items', (query) =>
      query
        .insertInto('enquiry_items')
        .columns(['enquiry_id', 'line', 'product_slug', 'product_name', 'quantity'])
        .expression((eb) =>
          eb
            .selectFrom(['inserted', items])
            .select(['inserted.id', 'item.line', 'item.product_slug', 'item.product_name', 'item.quantity']),
        ),
    )
    .with('notification', (query) =>
      query
        .insertInto('outbox')
        .columns(['enquiry_id', 'kind', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom(['inserted', outbox])
            .select([
              'inserted.id',
              'outbox_kind.kind',
              'inserted.created_at as next_attempt_at',
              'inserted.created_at',
            ]),
        ),
    )
    .selectFrom('inserted')
    .select('id')
    .executeTakeFirst();
  if (!row) throw new Error('the enquiry insert returned no id');
  return row.id;
}

async function insertOnPostgres(
  { db }: PostgresStoreDatabase,
  enquiry: NewEnquiry,
  options: InsertOptions,
  places: readonly AttachmentPlace[],
) {
  const files = enquiry.attachments ?? [];
  // One statement is atomic without an explicit transaction.
  if (!options.acknowledge && files.length === 0 && !options.webhook) {
    return storeOnPostgres(db, enquiry, outboxKinds(options.notify, false));
  }
  return db.transaction().execute(async (transaction) => {
    let acknowledge = false;
    if (options.acknowledge) {
      // Replicas storing enquiries from one address wait for each other here (until COMMIT), so each counts the
      // others' rows: at most the allowance is acknowledged, however many arrive at once. The count is a statement
      // of its own, so that it reads what was committed while it waited.
      await sql`SELECT pg_advisory_xact_lock(hashtext(lower(${enquiry.email})))`.execute(transaction);
      acknowledge = roomLeft(await earlierFromSender(transaction, enquiry).executeTakeFirst());
    }
    const id = await storeOnPostgres(transaction, enquiry, outboxKinds(options.notify, acknowledge));
    if (files.length > 0) {
      const rows = attachmentColumns(id, files, places, enquiry.createdAt);
      await transaction.insertInto('enquiry_attachments').values(rows).execute();
    }
    await webhookEventOf(transaction, enquiry, id, options)?.execute();
    return id;
  });
}

/**
 * EnquiryStore.insertEnquiry on either engine; resolves once the write is durable (on SQLite, synchronous=FULL).
 * `bytes` keeps the attachments' bytes: files staged for a transaction that fails are removed before it rejects.
 */
export async function insertEnquiryOn(
  database: StoreDatabase,
  enquiry: NewEnquiry,
  options: InsertOptions,
  bytes: AttachmentBytes,
): Promise<number> {
  const places = await bytes.stage(enquiry.attachments ?? []);
  try {
    return database.engine === 'sqlite'
      ? insertOnSqlite(database, enquiry, options, places)
      : await insertOnPostgres(database, enquiry, options, places);
  } catch (err) {
    await bytes.remove(places.map((place) => place.file));
    throw err;
  }
}
