// The files made from the office's uploads (docs/photos.md, "Storage"), by name: SQLite keeps them in DATA_DIR/media
// (sqlite-media-files.ts), PostgreSQL in its media_files table (migration 10; postgres-media-files.ts), so that
// every replica serves every photo. A name is content-hashed: its bytes never change, so a second put of a name
// already stored keeps the first.

export interface MediaFile {
  name: string;
  /** Its Content-Type. */
  type: string;
  data: Uint8Array;
  createdAt: Date;
}

export interface MediaFiles {
  put(name: string, type: string, data: Uint8Array, now: Date): Promise<void>;
  /** The file, or undefined for a name that is not stored (or not a media file's name at all). */
  get(name: string): Promise<MediaFile | undefined>;
  /** Which of `names` are stored. */
  has(names: readonly string[]): Promise<Set<string>>;
  /** Every stored file's name and when it was stored (for the clean-up: media-sweep.ts). */
  list(): Promise<Array<{ name: string; createdAt: Date }>>;
  delete(name: string): Promise<void>;
  /**
   * Runs `work` (the clean-up's removals) while no backup copies the files; rejects with MediaFilesBusyError at
   * once when one does (SQLite: media-files-lock.ts). PostgreSQL's pg_dump copies the table in one snapshot, so
   * there nothing waits.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

// What the processing names its files (process-image.ts), and a datasheet's (server/datasheets/datasheet-file.ts):
// letters, digits and dashes, then the format. Nothing else is ever looked up, so no name reaches outside the
// folder or the table.
const NAME = /^[a-z0-9][a-z0-9-]{0,95}\.(avif|webp|svg|pdf)$/;
const TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export const isMediaFileName = (name: string) => NAME.test(name);

/** The Content-Type of a media file's name (undefined for one that is not). */
export const mediaTypeOf = (name: string) => (isMediaFileName(name) ? TYPES[name.split('.').pop() ?? ''] : undefined);

export class BadMediaFileNameError extends Error {
  constructor() {
    super('not a media file name');
  }
}

/** Refuses, before anything is written, a name the processing would never make. */
export function checkMediaFileName(name: string): void {
  if (!isMediaFileName(name)) throw new BadMediaFileNameError();
}
