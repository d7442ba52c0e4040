import type { Compilable, Kysely } from 'kysely';
import type { QuotationDocument } from '#shared/quotation.ts';
import type { Database, StoreDatabase } from './database.ts';
import { queueWebhookEvent, type QuotationParty, type WebhookEvents } from './webhook-deliveries.ts';

/** A version as it was sent: the document, its language and validity, who sent it, and the PDF attached. */
export interface SentVersion {
  id: number;
  version: number;
  number: string;
  document: QuotationDocument;
  language: string;
  sentAt: Date;
  sentBy: string;
  validUntil: Date;
  pdf: Uint8Array;
}

/** The quotation's enquiry and buyer, which its webhook event names. */
const partyOf = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('quotations as q')
    .innerJoin('enquiries as e', 'e.id', 'q.enquiry_id')
    .select(['q.enquiry_id as enquiryId', 'e.name', 'e.email'])
    .where('q.id', '=', id);

/**
 * QuotationStore.recordSent: the quotation's row moves first, only to a version after its latest and never once
 * accepted (on PostgreSQL a second send waits at that row, then finds its version taken), then the version, the
 * buyer's e-mail and, given `webhook`, the version's event are written; one transaction on either engine.
 */
export async function recordSentVersion(
  database: StoreDatabase,
  sent: SentVersion,
  webhook?: WebhookEvents,
): Promise<boolean> {
  const { db } = database;
  const document = JSON.stringify(sent.document);
  const latest = db
    .updateTable('quotations')
    .set({
      state: 'sent',
      sent_version: sent.version,
      valid_until: sent.validUntil,
      document,
      language: sent.language,
      updated_at: sent.sentAt,
      updated_by: sent.sentBy,
      // A new version is the buyer's to open and decide on afresh (a declined quotation revised is offered again).
      viewed_at: null,
      decided_at: null,
      decided_version: null,
      decision_reason: null,
    })
    .where('id', '=', sent.id)
    .where('state', '<>', 'accepted')
    .where((eb) => eb.or([eb('sent_version', 'is', null), eb('sent_version', '<', sent.version)]));
  const then: Compilable[] = [
    db.insertInto('quotation_versions').values({
      quotation_id: sent.id,
      version: sent.version,
      number: sent.number,
      document,
      language: sent.language,
      sent_at: sent.sentAt,
      sent_by: sent.sentBy,
      valid_until: sent.validUntil,
      pdf: sent.pdf,
    }),
    db.insertInto('quotation_mail').values({
      quotation_id: sent.id,
      version: sent.version,
      next_attempt_at: sent.sentAt,
      created_at: sent.sentAt,
    }),
  ];
  const event = (party: QuotationParty | undefined) =>
    webhook && party ? [queueWebhookEvent(db, webhook.quotationSent(sent, party))] : [];
  if (database.engine === 'sqlite') {
    return database.transaction(({ rows, changes }) => {
      if (changes(latest) === 0) return false;
      const party = webhook ? rows(partyOf(db, sent.id))[0] : undefined;
      for (const query of [...then, ...event(party)]) changes(query);
      return true;
    });
  }
  return database.db.transaction().execute(async (transaction) => {
    const { numAffectedRows } = await transaction.executeQuery(latest.compile());
    if (!numAffectedRows) return false;
    const party = webhook ? await partyOf(transaction, sent.id).executeTakeFirst() : undefined;
    for (const query of [...then, ...event(party)]) await transaction.executeQuery(query.compile());
    return true;
  });
}
