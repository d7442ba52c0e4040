// Where an attachment's bytes live (docs/privacy.md, "Attachments"; migration 18): on PostgreSQL in its row, so that
// every replica serves it; on SQLite in a file of DATA_DIR/attachments, named in its row (sqlite-attachment-files.ts),
// so the database stays small. The enquiry's insert stages the bytes, then stores the rows in its transaction.
import type { AttachmentType } from '#shared/attachments.ts';

/** A file as the visitor sent it, its type read from its bytes. */
export interface NewAttachment {
  name: string;
  type: AttachmentType;
  data: Uint8Array;
}

/** What an attachment's row holds of its bytes: them (PostgreSQL), or the name of their file (SQLite). */
export interface AttachmentPlace {
  bytes: Uint8Array | null;
  file: string | null;
}

export interface AttachmentBytes {
  /**
   * Makes each file ready for its row: on SQLite it is written (and flushed) before the transaction that names it,
   * so a committed row never names a missing file. Rejects having removed what it wrote.
   */
  stage(files: readonly NewAttachment[]): Promise<AttachmentPlace[]>;
  /** Removes the files named (SQLite): those staged for a transaction that failed, or of rows deleted. */
  remove(files: readonly (string | null)[]): Promise<void>;
  /** The bytes of a stored attachment; undefined when its file is gone. */
  read(place: AttachmentPlace): Promise<Uint8Array | undefined>;
}

/** PostgreSQL's: the bytes travel in the row. */
export const inRowAttachmentBytes: AttachmentBytes = {
  stage: async (files) => files.map((file) => ({ bytes: file.data, file: null })),
  remove: async () => undefined,
  read: async (place) => place.bytes ?? undefined,
};
