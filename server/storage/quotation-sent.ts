import type { Compilable } from 'kysely';
import type { QuotationDocument } from '#shared/quotation.ts';
import type { StoreDatabase } from './database.ts';

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

/**
 * QuotationStore.recordSent: the quotation's row moves first, only to a version after its latest and never once
 * accepted (on PostgreSQL a second send waits at that row, then finds its version taken), then the version and the
 * buyer's e-mail are written; one transaction on either engine.
 */
export async function recordSentVersion(database: StoreDatabase, sent: SentVersion): Promise<boolean> {
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
  if (database.engine === 'sqlite') {
    return database.transaction(({ changes }) => {
      if (changes(latest) === 0) return false;
      for (const query of then) changes(query);
      return true;
    });
  }
  return database.db.transaction().execute(async (transaction) => {
    const { numAffectedRows } = await transaction.executeQuery(latest.compile());
    if (!numAffectedRows) return false;
    for (const query of then) await transaction.executeQuery(query.compile());
    return true;
  });
}
