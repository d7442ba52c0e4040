import type { DatabaseSync } from 'node:sqlite';
import type { Pool, PoolClient } from 'pg';
import { CONSENT_COLUMNS, consentValues, toConsent, type ConsentRow } from './consent-columns.ts';
import {
  ENQUIRY_COLUMNS,
  enquiryValues,
  INSERT_ITEM,
  itemValues,
  ITEMS_OF_ENQUIRY,
  toEnquiry,
  toQuoteItem,
} from './enquiry-rows.ts';
import type { EnquiryRow, ItemRow } from './enquiry-rows.ts';
import { mediaTypeOf, type MediaFiles } from './media-files.ts';
import { allRows, positional } from './sqlite-statements.ts';
import { copyNewsletter, type NewsletterCopyReport } from './copy-newsletter.ts';

export interface CopyReport {
  enquiries: { copied: number; alreadyThere: number };
  subscriptions: { copied: number; alreadyThere: number };
  /** Unsent office notifications copied with their enquiries (sent ones stay behind). */
  notifications: number;
  /** The office's published content (every revision) and its drafts. */
  contentRevisions: { copied: number; alreadyThere: number };
  drafts: number;
  /** Audit entries: copied only into a database whose log is still empty, so never twice. */
  auditEntries: number;
  /** The photos' files (DATA_DIR/media into media_files; docs/photos.md, "Moving to PostgreSQL"). */
  mediaFiles: { copied: number; alreadyThere: number };
  /** The newsletter's sign-ups' states, unsubscribed addresses (hashes) and secret (copy-newsletter.ts). */
  newsletter?: NewsletterCopyReport;
}

/** Each file of DATA_DIR/media into media_files, one at a time (a file is at most a few hundred KB). */
async function copyMediaFiles(source: MediaFiles, target: PoolClient, report: CopyReport): Promise<void> {
  for (const { name } of await source.list()) {
    const file = await source.get(name);
    if (!file) continue;
    const { rowCount } = await target.query(
      `INSERT INTO media_files (name, type, bytes, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO NOTHING`,
      [name, mediaTypeOf(name) ?? file.type, Buffer.from(file.data), file.createdAt],
    );
    if (rowCount === 1) report.mediaFiles.copied += 1;
    else report.mediaFiles.alreadyThere += 1;
  }
}

interface SourceEnquiry extends EnquiryRow {
  attempts: number | null;
  next_attempt_at: string | null;
  last_error: string | null;
  outbox_created_at: string | null;
  /** When it was erased or expired (migration 13): copied, so it stays anonymised. */
  anonymised_at: string | null;
}

interface SourceSubscription extends ConsentRow {
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
      `SELECT ${ENQUIRY_COLUMNS}, e.anonymised_at, o.attempts, o.next_attempt_at, o.last_error,
         o.created_at AS outbox_created_at
       FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id AND o.sent_at IS NULL AND o.kind = 'notify-office'
       ORDER BY e.id`,
    ),
  );
  const itemsOf = source.prepare(positional(ITEMS_OF_ENQUIRY));
  for (const row of rows) {
    const enquiry = toEnquiry(row);
    const inserted = await target.query<{ id: number }>(
      `INSERT INTO enquiries (kind, name, email, phone, message, language, page, request_id, created_at, sqlite_id,
         ${CONSENT_COLUMNS.join(', ')}, anonymised_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (sqlite_id) DO NOTHING RETURNING id`,
      [
        ...enquiryValues(enquiry),
        enquiry.createdAt,
        row.id,
        ...consentValues(enquiry.consent, (at) => at),
        row.anonymised_at === null ? null : new Date(row.anonymised_at),
      ],
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
    source.prepare(`SELECT email, language, created_at, ${CONSENT_COLUMNS.join(', ')} FROM subscriptions ORDER BY id`),
  );
  for (const row of rows) {
    const { rowCount } = await target.query(
      `INSERT INTO subscriptions (email, language, created_at, ${CONSENT_COLUMNS.join(', ')})
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ((lower(email))) DO NOTHING`,
      [row.email, row.language, new Date(row.created_at), ...consentValues(toConsent(row), (at) => at)],
    );
    if (rowCount === 1) report.subscriptions.copied += 1;
    else report.subscriptions.alreadyThere += 1;
  }
}

// The office's content keeps its (kind, key, revision): a revision already in PostgreSQL (published there, or copied
// before) is kept, so the command can run again; a draft already there is kept too.
async function copyContent(source: DatabaseSync, target: PoolClient, report: CopyReport): Promise<void> {
  const revisions = allRows<{
    kind: string;
    key: string;
    revision: number;
    value: string | null;
    by_login: string;
    created_at: string;
  }>(
    source.prepare(
      'SELECT kind, key, revision, value, by_login, created_at FROM content_revisions ORDER BY kind, key, revision',
    ),
  );
  for (const row of revisions) {
    const { rowCount } = await target.query(
      `INSERT INTO content_revisions (kind, key, revision, value, by_login, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (kind, key, revision) DO NOTHING`,
      [row.kind, row.key, row.revision, row.value, row.by_login, new Date(row.created_at)],
    );
    if (rowCount === 1) report.contentRevisions.copied += 1;
    else report.contentRevisions.alreadyThere += 1;
  }
  const drafts = allRows<{
    kind: string;
    key: string;
    value: string;
    base_revision: number;
    by_login: string;
    saved_at: string;
  }>(source.prepare('SELECT kind, key, value, base_revision, by_login, saved_at FROM content_drafts'));
  for (const row of drafts) {
    const { rowCount } = await target.query(
      `INSERT INTO content_drafts (kind, key, value, base_revision, by_login, saved_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (kind, key) DO NOTHING`,
      [row.kind, row.key, row.value, row.base_revision, row.by_login, new Date(row.saved_at)],
    );
    report.drafts += rowCount ?? 0;
  }
  const { rows } = await target.query<{ n: string }>('SELECT count(*) AS n FROM audit_log');
  if (Number(rows[0]?.n ?? 0) > 0) return;
  const entries = allRows<{
    created_at: string;
    login: string | null;
    action: string;
    target: string;
    request_id: string;
    reason: string | null;
  }>(source.prepare('SELECT created_at, login, action, target, request_id, reason FROM audit_log ORDER BY id'));
  for (const row of entries) {
    await target.query(
      'INSERT INTO audit_log (created_at, login, action, target, request_id, reason) VALUES ($1, $2, $3, $4, $5, $6)',
      [new Date(row.created_at), row.login, row.action, row.target, row.request_id, row.reason],
    );
    report.auditEntries += 1;
  }
}

/**
 * Copies enquiries, subscriptions, unsent notifications, the office's content and audit log, and the photos' files
 * (`media`: the SQLite site's DATA_DIR/media) in one transaction: all of them, or nothing.
 */
export async function copySqliteToPostgres(
  source: DatabaseSync,
  target: Pool,
  media?: MediaFiles,
): Promise<CopyReport> {
  const report: CopyReport = {
    enquiries: { copied: 0, alreadyThere: 0 },
    subscriptions: { copied: 0, alreadyThere: 0 },
    notifications: 0,
    contentRevisions: { copied: 0, alreadyThere: 0 },
    drafts: 0,
    auditEntries: 0,
    mediaFiles: { copied: 0, alreadyThere: 0 },
  };
  const client = await target.connect();
  try {
    await client.query('BEGIN');
    await copyEnquiries(source, client, report);
    await copySubscriptions(source, client, report);
    report.newsletter = await copyNewsletter(source, client);
    await copyContent(source, client, report);
    if (media) await copyMediaFiles(media, client, report);
    await client.query('COMMIT');
    return report;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}
