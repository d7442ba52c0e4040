import type { DatabaseSync } from 'node:sqlite';
import type { Pool, PoolClient } from 'pg';
import { enquiryValues, INSERT_ITEM, itemValues, ITEMS_OF_ENQUIRY, toEnquiry, toQuoteItem } from './enquiry-rows.ts';
import type { EnquiryRow, ItemRow } from './enquiry-rows.ts';
import { allRows, positional } from './sqlite-statements.ts';

export interface CopyReport {
  enquiries: { copied: number; alreadyThere: number };
  subscriptions: { copied: number; alreadyThere: number };
  /** Unsent office notifications copied with their enquiries (sent ones stay behind). */
  notifications: number;
}

interface SourceEnquiry extends EnquiryRow {
  attempts: number | null;
  next_attempt_at: string | null;
  last_error: string | null;
  outbox_created_at: string | null;
}

interface SourceSubscription {
  email: string;
  language: string;
  created_at: string;
}

// Each enquiry carries its SQLite id into enquiries.sqlite_id (unique) and subscriptions are unique by
// lower(email): copying again skips what is already there, so the command can be run twice, or again after
// more enquiries arrived. The enquiries get new ids in PostgreSQL.
async function copyEnquiries(source: DatabaseSync, target: PoolClient, report: CopyReport): Promise<void> {
  const rows = allRows<SourceEnquiry>(
    source.prepare(
      `SELECT e.id, e.kind, e.name, e.email, e.phone, e.message, e.language, e.page, e.request_id, e.created_at,
              o.attempts, o.next_attempt_at, o.last_error, o.created_at AS outbox_created_at
       FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id AND o.sent_at IS NULL
       ORDER BY e.id`,
    ),
  );
  const itemsOf = source.prepare(positional(ITEMS_OF_ENQUIRY));
  for (const row of rows) {
    const enquiry = toEnquiry(row);
    const inserted = await target.query<{ id: number }>(
      `INSERT INTO enquiries (kind, name, email, phone, message, language, page, request_id, created_at, sqlite_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (sqlite_id) DO NOTHING RETURNING id`,
      [...enquiryValues(enquiry), enquiry.createdAt, row.id],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) {
      report.enquiries.alreadyThere += 1;
      continue;
    }
    report.enquiries.copied += 1;
    for (const values of itemValues(id, allRows<ItemRow>(itemsOf, row.id).map(toQuoteItem))) {
      await target.query(INSERT_ITEM, values);
    }
    if (row.next_attempt_at === null) continue;
    await target.query(
      `INSERT INTO outbox (enquiry_id, kind, attempts, next_attempt_at, last_error, created_at)
       VALUES ($1, 'notify-office', $2, $3, $4, $5)`,
      [
        id,
        row.attempts ?? 0,
        new Date(row.next_attempt_at),
        row.last_error,
        new Date(row.outbox_created_at ?? row.created_at),
      ],
    );
    report.notifications += 1;
  }
}

async function copySubscriptions(source: DatabaseSync, target: PoolClient, report: CopyReport): Promise<void> {
  const rows = allRows<SourceSubscription>(
    source.prepare('SELECT email, language, created_at FROM subscriptions ORDER BY id'),
  );
  for (const row of rows) {
    const { rowCount } = await target.query(
      `INSERT INTO subscriptions (email, language, created_at) VALUES ($1, $2, $3)
       ON CONFLICT ((lower(email))) DO NOTHING`,
      [row.email, row.language, new Date(row.created_at)],
    );
    if (rowCount === 1) report.subscriptions.copied += 1;
    else report.subscriptions.alreadyThere += 1;
  }
}

/** Copies enquiries, subscriptions and unsent notifications in one transaction: all of them, or nothing. */
export async function copySqliteToPostgres(source: DatabaseSync, target: Pool): Promise<CopyReport> {
  const report: CopyReport = {
    enquiries: { copied: 0, alreadyThere: 0 },
    subscriptions: { copied: 0, alreadyThere: 0 },
    notifications: 0,
  };
  const client = await target.connect();
  try {
    await client.query('BEGIN');
    await copyEnquiries(source, client, report);
    await copySubscriptions(source, client, report);
    await client.query('COMMIT');
    return report;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}
