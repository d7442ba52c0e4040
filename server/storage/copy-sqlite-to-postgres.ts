import type { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';
import { consentColumns, toConsent } from './consent-columns.ts';
import { toDate, type DatabaseOnPostgres, type DatabaseOnSqlite } from './database.ts';
import type { EnquiryAttachments } from './enquiry-attachments.ts';
import { ENQUIRY, enquiryColumns, itemColumns, itemsOf, toEnquiry } from './enquiry-rows.ts';
import { mediaTypeOf, type MediaFiles } from './media-files.ts';
import { postgresStoreDatabase } from './postgres-kysely.ts';
import { sqliteStoreDatabase } from './sqlite-kysely.ts';
import { copyNewsletter, type NewsletterCopyReport } from './copy-newsletter.ts';
import { copyQuotation, copyQuotationNumbers } from './copy-quotations.ts';

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
  /** The files sent with the enquiries copied (DATA_DIR/attachments into enquiry_attachments). */
  attachments: number;
  /** The copied enquiries' quotations, with their sent versions and PDFs (copy-quotations.ts). */
  quotations: number;
  /** The photos' files (DATA_DIR/media into media_files; docs/photos.md, "Moving to PostgreSQL"). */
  mediaFiles: { copied: number; alreadyThere: number };
  /** The newsletter's sign-ups' states, unsubscribed addresses (hashes) and secret (copy-newsletter.ts). */
  newsletter?: NewsletterCopyReport;
}

type Source = Kysely<DatabaseOnSqlite>;
type Target = Kysely<DatabaseOnPostgres>;

/** An insert's count of rows written: 1 when it wrote its row, 0 when ON CONFLICT DO NOTHING kept the one there. */
const written = (result: { numInsertedOrUpdatedRows?: bigint }) => Number(result.numInsertedOrUpdatedRows ?? 0);

/** Counts a row copied, or already there. */
const tally = (count: { copied: number; alreadyThere: number }, copied: number) => {
  if (copied === 1) count.copied += 1;
  else count.alreadyThere += 1;
};

/** Each file of DATA_DIR/media into media_files, one at a time (a file is at most a few hundred KB). */
async function copyMediaFiles(source: MediaFiles, target: Target, report: CopyReport): Promise<void> {
  for (const { name } of await source.list()) {
    const file = await source.get(name);
    if (!file) continue;
    const result = await target
      .insertInto('media_files')
      .values({ name, type: mediaTypeOf(name) ?? file.type, bytes: file.data, created_at: file.createdAt })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    tally(report.mediaFiles, written(result));
  }
}

// Each enquiry carries its SQLite id into enquiries.sqlite_id (unique) and subscriptions are unique by
// lower(email): copying again skips what is already there, so the command can be run twice, or again after
// more enquiries arrived. The enquiries get new ids in PostgreSQL.
async function copyEnquiries(
  source: Source,
  target: Target,
  report: CopyReport,
  attachments?: EnquiryAttachments,
): Promise<void> {
  const rows = await source
    .selectFrom('enquiries as e')
    .leftJoin('outbox as o', (join) =>
      join.onRef('o.enquiry_id', '=', 'e.id').on('o.sent_at', 'is', null).on('o.kind', '=', 'notify-office'),
    )
    .select([
      ...ENQUIRY,
      'e.anonymised_at',
      'o.attempts',
      'o.next_attempt_at',
      'o.last_error',
      'o.created_at as outbox_created_at',
    ])
    .orderBy('e.id')
    .execute();
  for (const row of rows) {
    const enquiry = toEnquiry(row);
    const inserted = await target
      .insertInto('enquiries')
      .values({
        ...enquiryColumns(enquiry),
        sqlite_id: row.id,
        // When it was erased or expired (migration 13): copied, so it stays anonymised.
        anonymised_at: row.anonymised_at === null ? null : toDate(row.anonymised_at),
      })
      .onConflict((conflict) => conflict.column('sqlite_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      report.enquiries.alreadyThere += 1;
      continue;
    }
    report.enquiries.copied += 1;
    if (await copyQuotation(source, target, row.id, inserted.id)) report.quotations += 1;
    for (const item of itemColumns(await itemsOf(source, row.id))) {
      await target
        .insertInto('enquiry_items')
        .values({ enquiry_id: inserted.id, ...item })
        .execute();
    }
    // Its files, their bytes into the row as PostgreSQL keeps them (at most five of 10 MB, one at a time).
    const files = attachments ? await attachments.list(row.id) : [];
    for (const [line, summary] of files.entries()) {
      const file = await attachments?.get(row.id, summary.id);
      if (!file) continue;
      await target
        .insertInto('enquiry_attachments')
        .values({
          enquiry_id: inserted.id,
          line: line + 1,
          name: file.name,
          type: file.type,
          size: file.data.length,
          bytes: file.data,
          file: null,
          created_at: toDate(row.created_at),
        })
        .execute();
      report.attachments += 1;
    }
    if (row.next_attempt_at === null) continue;
    await target
      .insertInto('outbox')
      .values({
        enquiry_id: inserted.id,
        kind: 'notify-office',
        attempts: row.attempts ?? 0,
        next_attempt_at: toDate(row.next_attempt_at),
        last_error: row.last_error,
        created_at: toDate(row.outbox_created_at ?? row.created_at),
      })
      .execute();
    report.notifications += 1;
  }
}

async function copySubscriptions(source: Source, target: Target, report: CopyReport): Promise<void> {
  const rows = await source
    .selectFrom('subscriptions')
    .select(['email', 'language', 'created_at', 'consent_at', 'consent_version', 'consent_language', 'consent_form'])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const result = await target
      .insertInto('subscriptions')
      .values({
        email: row.email,
        language: row.language,
        created_at: toDate(row.created_at),
        ...consentColumns(toConsent(row)),
      })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .executeTakeFirst();
    tally(report.subscriptions, written(result));
  }
}

// The office's content keeps its (kind, key, revision): a revision already in PostgreSQL (published there, or copied
// before) is kept, so the command can run again; a draft already there is kept too.
async function copyContent(source: Source, target: Target, report: CopyReport): Promise<void> {
  const revisions = await source
    .selectFrom('content_revisions')
    .selectAll()
    .orderBy('kind')
    .orderBy('key')
    .orderBy('revision')
    .execute();
  for (const row of revisions) {
    const result = await target
      .insertInto('content_revisions')
      .values({ ...row, created_at: toDate(row.created_at) })
      .onConflict((conflict) => conflict.columns(['kind', 'key', 'revision']).doNothing())
      .executeTakeFirst();
    tally(report.contentRevisions, written(result));
  }
  for (const row of await source.selectFrom('content_drafts').selectAll().execute()) {
    const result = await target
      .insertInto('content_drafts')
      .values({ ...row, saved_at: toDate(row.saved_at) })
      .onConflict((conflict) => conflict.columns(['kind', 'key']).doNothing())
      .executeTakeFirst();
    report.drafts += written(result);
  }
  const logged = await target
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  // PostgreSQL counts in a bigint, which pg gives as text.
  if (Number(logged?.n ?? 0) > 0) return;
  const entries = await source
    .selectFrom('audit_log')
    .select(['created_at', 'login', 'action', 'target', 'request_id', 'reason'])
    .orderBy('id')
    .execute();
  for (const row of entries) {
    await target
      .insertInto('audit_log')
      .values({ ...row, created_at: toDate(row.created_at) })
      .execute();
    report.auditEntries += 1;
  }
}

/**
 * Copies enquiries (with their files, read through `attachments`: the SQLite site's DATA_DIR/attachments),
 * subscriptions, unsent notifications, the office's content and audit log, and the photos' files (`media`: the SQLite
 * site's DATA_DIR/media) in one transaction: all of them, or nothing.
 */
export async function copySqliteToPostgres(
  source: DatabaseSync,
  target: Pool,
  media?: MediaFiles,
  attachments?: EnquiryAttachments,
): Promise<CopyReport> {
  const report: CopyReport = {
    enquiries: { copied: 0, alreadyThere: 0 },
    subscriptions: { copied: 0, alreadyThere: 0 },
    notifications: 0,
    attachments: 0,
    quotations: 0,
    contentRevisions: { copied: 0, alreadyThere: 0 },
    drafts: 0,
    auditEntries: 0,
    mediaFiles: { copied: 0, alreadyThere: 0 },
  };
  const from = sqliteStoreDatabase(source).own;
  return postgresStoreDatabase(target)
    .own.transaction()
    .execute(async (into) => {
      await copyEnquiries(from, into, report, attachments);
      await copyQuotationNumbers(from, into);
      await copySubscriptions(from, into, report);
      report.newsletter = await copyNewsletter(from, into);
      await copyContent(from, into, report);
      if (media) await copyMediaFiles(media, into, report);
      return report;
    });
}
