import type { Selectable } from 'kysely';
import type { QuotationDocumentInput } from '#shared/quotation.ts';
import type { QuotationState } from '#shared/quotation-status.ts';
import type { QuoteItem } from '#shared/quote-message.ts';
import { toDate, type QuotationsTable, type StoreDatabase } from './database.ts';
import { ENQUIRY, itemsOf, toEnquiry } from './enquiry-rows.ts';
import type { StoredEnquiry } from './enquiry-store.ts';
import { createQuotationMail, type QuotationMail } from './quotation-mail.ts';
import { assignQuotationNumber } from './quotation-numbers.ts';
import { recordSentVersion, type SentVersion } from './quotation-sent.ts';
import { queueWebhookEvent, type WebhookEvents } from './webhook-deliveries.ts';

// The quotations of enquiries (docs/office-guide.md, "Quotations"): one a request, its draft document as the
// office last saved it, and each version sent to the buyer kept whole with its PDF. The buyer's page reads it with
// its versions and its enquiry, marks it viewed, and records the buyer's decision once.

export type { SentVersion } from './quotation-sent.ts';

export interface Quotation {
  id: number;
  enquiryId: number;
  language: string;
  /** As saved: server/quotations/ checks it with shared/quotation.ts's schema before use. */
  document: QuotationDocumentInput;
  state: QuotationState;
  /** Q-YYYY-NNNN, from the first send on. */
  number: string | null;
  /** The latest sent version, and its end of validity. */
  sentVersion: number | null;
  validUntil: Date | null;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
  viewedAt: Date | null;
  decidedAt: Date | null;
  decidedVersion: number | null;
  decisionReason: string | null;
}

/** Whether the buyer's e-mail of a version has reached the SMTP server. */
export type VersionMailState =
  | { state: 'sent'; at: Date }
  | { state: 'pending'; attempts: number; nextAttemptAt: Date; lastError: string | null }
  | { state: 'none' };

export interface QuotationVersion {
  version: number;
  number: string;
  document: QuotationDocumentInput;
  language: string;
  sentAt: Date;
  sentBy: string;
  validUntil: Date;
  mail: VersionMailState;
}

/** A quotation whole: its versions (oldest first) and the enquiry as the buyer sent it. */
export interface QuotationRecord {
  quotation: Quotation;
  versions: QuotationVersion[];
  enquiry: StoredEnquiry & { items: QuoteItem[] };
}

export interface DraftSave {
  enquiryId: number;
  language: string;
  document: QuotationDocumentInput;
  login: string;
  now: Date;
}

export interface QuotationStore {
  /** The enquiry's quotation, if it has one. */
  ofEnquiry(enquiryId: number): Promise<Quotation | undefined>;
  find(id: number): Promise<Quotation | undefined>;
  /** With its versions and its enquiry; undefined when there is no such quotation. */
  read(id: number): Promise<QuotationRecord | undefined>;
  /**
   * Saves the enquiry's draft (its quotation made at the first save), unless it was accepted; resolves with its id,
   * or undefined when it is accepted and so no longer changes.
   */
  saveDraft(draft: DraftSave): Promise<number | undefined>;
  /** Its number, given now from the year's counter if it had none; undefined when there is no such quotation. */
  assignNumber(id: number, year: number): Promise<string | undefined>;
  /**
   * Keeps a sent version, makes it the quotation's latest (sent again: not yet viewed nor decided) and queues the
   * buyer's e-mail (and given `webhook` its event), in one transaction; false when that version exists already or the
   * quotation was accepted.
   */
  recordSent(sent: SentVersion, webhook?: WebhookEvents): Promise<boolean>;
  /** The PDF a version was sent with. */
  pdf(id: number, version: number): Promise<Uint8Array | undefined>;
  /** The buyer opened it: at the first time while sent; true when this marked it. */
  markViewed(id: number, at: Date): Promise<boolean>;
  /**
   * The buyer's decision on `version`: recorded only while that is the latest version, still sent and still valid
   * at `at`, by one conditional UPDATE, so a second click or a replayed post changes nothing; true when recorded.
   * Given `webhook`, the decision's event is written in the same transaction.
   */
  decide(
    id: number,
    version: number,
    decision: 'accepted' | 'declined',
    reason: string,
    at: Date,
    webhook?: WebhookEvents,
  ): Promise<boolean>;
  /** The outbox of the buyers' e-mails. */
  readonly mail: QuotationMail;
}

const toQuotation = (row: Selectable<QuotationsTable>): Quotation => ({
  id: row.id,
  enquiryId: row.enquiry_id,
  language: row.language,
  document: JSON.parse(row.document) as QuotationDocumentInput,
  state: row.state,
  number: row.number,
  sentVersion: row.sent_version,
  validUntil: row.valid_until === null ? null : toDate(row.valid_until),
  createdAt: toDate(row.created_at),
  createdBy: row.created_by,
  updatedAt: toDate(row.updated_at),
  updatedBy: row.updated_by,
  viewedAt: row.viewed_at === null ? null : toDate(row.viewed_at),
  decidedAt: row.decided_at === null ? null : toDate(row.decided_at),
  decidedVersion: row.decided_version,
  decisionReason: row.decision_reason,
});

function mailStateOf(row: {
  mail_sent_at: Date | string | null;
  mail_attempts: number | null;
  mail_next_attempt_at: Date | string | null;
  mail_last_error: string | null;
}): VersionMailState {
  if (row.mail_sent_at !== null) return { state: 'sent', at: toDate(row.mail_sent_at) };
  if (row.mail_next_attempt_at === null) return { state: 'none' };
  return {
    state: 'pending',
    attempts: row.mail_attempts ?? 0,
    nextAttemptAt: toDate(row.mail_next_attempt_at),
    lastError: row.mail_last_error,
  };
}

export function createQuotationStore(database: StoreDatabase): QuotationStore {
  const { db } = database;
  const byId = (id: number) => db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst();

  async function versionsOf(id: number): Promise<QuotationVersion[]> {
    const rows = await db
      .selectFrom('quotation_versions as v')
      .leftJoin('quotation_mail as m', (join) =>
        join.onRef('m.quotation_id', '=', 'v.quotation_id').onRef('m.version', '=', 'v.version'),
      )
      .select([
        'v.version',
        'v.number',
        'v.document',
        'v.language',
        'v.sent_at',
        'v.sent_by',
        'v.valid_until',
        'm.sent_at as mail_sent_at',
        'm.attempts as mail_attempts',
        'm.next_attempt_at as mail_next_attempt_at',
        'm.last_error as mail_last_error',
      ])
      .where('v.quotation_id', '=', id)
      .orderBy('v.version')
      .execute();
    return rows.map((row) => ({
      version: row.version,
      number: row.number,
      document: JSON.parse(row.document) as QuotationDocumentInput,
      language: row.language,
      sentAt: toDate(row.sent_at),
      sentBy: row.sent_by,
      validUntil: toDate(row.valid_until),
      mail: mailStateOf(row),
    }));
  }

  return {
    async ofEnquiry(enquiryId) {
      const row = await db.selectFrom('quotations').selectAll().where('enquiry_id', '=', enquiryId).executeTakeFirst();
      return row ? toQuotation(row) : undefined;
    },

    async find(id) {
      const row = await byId(id);
      return row ? toQuotation(row) : undefined;
    },

    async read(id) {
      const row = await byId(id);
      if (!row) return undefined;
      const enquiry = await db
        .selectFrom('enquiries as e')
        .select(ENQUIRY)
        .where('e.id', '=', row.enquiry_id)
        .executeTakeFirstOrThrow();
      const [versions, items] = await Promise.all([versionsOf(id), itemsOf(db, row.enquiry_id)]);
      return { quotation: toQuotation(row), versions, enquiry: { ...toEnquiry(enquiry), items } };
    },

    async saveDraft({ enquiryId, language, document, login, now }) {
      const text = JSON.stringify(document);
      const row = await db
        .insertInto('quotations')
        .values({
          enquiry_id: enquiryId,
          language,
          document: text,
          state: 'draft',
          created_at: now,
          created_by: login,
          updated_at: now,
          updated_by: login,
        })
        .onConflict((conflict) =>
          conflict
            .column('enquiry_id')
            .doUpdateSet({ document: text, language, updated_at: now, updated_by: login })
            .where('quotations.state', '<>', 'accepted'),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    assignNumber: (id, year) => assignQuotationNumber(database, id, year),

    recordSent: (sent, webhook) => recordSentVersion(database, sent, webhook),

    async pdf(id, version) {
      const row = await db
        .selectFrom('quotation_versions')
        .select('pdf')
        .where('quotation_id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return row?.pdf;
    },

    async markViewed(id, at) {
      const { numUpdatedRows } = await db
        .updateTable('quotations')
        .set({ viewed_at: at })
        .where('id', '=', id)
        .where('state', '=', 'sent')
        .where('viewed_at', 'is', null)
        .executeTakeFirst();
      return Number(numUpdatedRows) === 1;
    },

    async decide(id, version, decision, reason, at, webhook) {
      const decide = db
        .updateTable('quotations')
        .set({ state: decision, decided_at: at, decided_version: version, decision_reason: reason || null })
        .where('id', '=', id)
        .where('state', '=', 'sent')
        .where('sent_version', '=', version)
        .where('valid_until', '>=', at);
      if (!webhook) {
        const { numUpdatedRows } = await decide.executeTakeFirst();
        return Number(numUpdatedRows) === 1;
      }
      const event = ({ number, enquiry_id: enquiryId }: { number: string | null; enquiry_id: number }) =>
        queueWebhookEvent(
          db,
          webhook.quotationDecided({ number: number ?? '', version, decision, reason, enquiryId }, at),
        );
      const decided = decide.returning(['number', 'enquiry_id']);
      if (database.engine === 'sqlite') {
        return database.transaction(({ rows, changes }) => {
          const [row] = rows(decided);
          if (row) changes(event(row));
          return row !== undefined;
        });
      }
      return db.transaction().execute(async (transaction) => {
        const row = await transaction.executeQuery(decided.compile());
        const [first] = row.rows;
        if (first) await transaction.executeQuery(event(first).compile());
        return first !== undefined;
      });
    },

    mail: createQuotationMail(database),
  };
}
