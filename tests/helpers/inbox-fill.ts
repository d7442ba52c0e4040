// Fills a store with many enquiries fast: one transaction of plain inserts (the stores' own insert is one
// durable transaction per enquiry), on either engine.
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import { enquiryValues } from '#server/storage/enquiry-rows.ts';
import type { InboxEntry, InboxFilter, InboxStore } from '#server/storage/inbox-store.ts';
import type { PostgresStore } from '#server/storage/postgres-store.ts';
import type { SqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store } from '#server/storage/store.ts';

const COLUMNS = 'kind, name, email, phone, message, language, page, request_id, created_at';

export async function fillEnquiries(store: Store, enquiries: readonly NewEnquiry[]): Promise<void> {
  const rows = enquiries.map((enquiry) => [...enquiryValues(enquiry), enquiry.createdAt.toISOString()]);
  if ('db' in store) {
    const { db } = store as SqliteStore;
    const insert = db.prepare(`INSERT INTO enquiries (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    db.exec('BEGIN');
    for (const row of rows) insert.run(...row);
    db.exec('COMMIT');
    return;
  }
  const columns = COLUMNS.split(', ').map((_, i) => rows.map((row) => row[i] ?? null));
  await (store as PostgresStore).pool.query(
    `INSERT INTO enquiries (${COLUMNS})
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::timestamptz[])`,
    columns,
  );
}

/** Every entry the export would hold, oldest first. */
export async function allEntries(inbox: InboxStore, filter: InboxFilter = {}, pageSize = 100) {
  const entries: InboxEntry[] = [];
  for await (const page of inbox.pages(filter, pageSize)) entries.push(...page);
  return entries;
}
