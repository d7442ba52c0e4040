import { isAttachmentType, type AttachmentSummary } from '#shared/attachments.ts';
import type { StoreDatabase } from './database.ts';
import type { AttachmentBytes, AttachmentPlace, NewAttachment } from './attachment-bytes.ts';

// The files sent with enquiries, as the office reads them (docs/privacy.md, "Attachments"): an enquiry's list, and
// one file with its bytes for its download. They are written with their enquiry (enquiry-insert.ts) and removed
// when it is anonymised (person-data.ts).

export interface StoredAttachment extends AttachmentSummary {
  enquiryId: number;
  data: Uint8Array;
}

export interface EnquiryAttachments {
  /** An enquiry's attachments in the order they were sent, without their bytes; none once it is anonymised. */
  list(enquiryId: number): Promise<AttachmentSummary[]>;
  /** One attachment of the enquiry, with its bytes; undefined when it has none by that id. */
  get(enquiryId: number, id: number): Promise<StoredAttachment | undefined>;
}

/** The rows of an enquiry's attachments, their bytes where `places` (AttachmentBytes.stage) put them. */
export const attachmentColumns = (
  enquiryId: number,
  files: readonly NewAttachment[],
  places: readonly AttachmentPlace[],
  createdAt: Date,
) =>
  files.map((file, line) => ({
    enquiry_id: enquiryId,
    line: line + 1,
    name: file.name,
    type: file.type,
    size: file.data.length,
    bytes: places[line]?.bytes ?? null,
    file: places[line]?.file ?? null,
    created_at: createdAt,
  }));

function summaryOf(row: { id: number; name: string; type: string; size: number }): AttachmentSummary | undefined {
  // Only the store writes the type (from the bytes); another is not served as one of ours.
  if (!isAttachmentType(row.type)) return undefined;
  return { id: row.id, name: row.name, type: row.type, bytes: row.size };
}

export function createEnquiryAttachments({ db }: StoreDatabase, bytes: AttachmentBytes): EnquiryAttachments {
  return {
    async list(enquiryId) {
      const rows = await db
        .selectFrom('enquiry_attachments')
        .select(['id', 'name', 'type', 'size'])
        .where('enquiry_id', '=', enquiryId)
        .orderBy('line')
        .execute();
      return rows.map(summaryOf).filter((summary) => summary !== undefined);
    },
    async get(enquiryId, id) {
      const row = await db
        .selectFrom('enquiry_attachments')
        .select(['id', 'name', 'type', 'size', 'bytes', 'file'])
        .where('enquiry_id', '=', enquiryId)
        .where('id', '=', id)
        .executeTakeFirst();
      const summary = row && summaryOf(row);
      const data = summary && (await bytes.read(row));
      return summary && data ? { ...summary, enquiryId, data } : undefined;
    },
  };
}
