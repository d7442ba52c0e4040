import { createHash } from 'node:crypto';
import type { MediaFormat, MediaPlaceholder } from '#shared/media-library.ts';

// What the request thread and the media worker share about a job (docs/photos.md, "Processing"): its result, its
// failure and the upload's id. Kept apart from the processing itself (process-image.ts, svg-sanitizer.ts), so that the
// thread serving pages never loads sharp's pipelines for it nor jsdom.

/** A file to store: its content-hashed name (served as immutable), format, size and bytes. */
export interface ProcessedFile {
  name: string;
  format: MediaFormat;
  width: number;
  height: number;
  data: Uint8Array;
}

export interface ProcessedMedia {
  /** The upright picture's size. */
  width: number;
  height: number;
  files: ProcessedFile[];
  placeholder?: MediaPlaceholder;
}

export class MediaProcessingError extends Error {
  /** A translation key for the office: what went wrong, and what to send instead. */
  readonly messageKey: string;

  constructor(reason: string, options?: ErrorOptions) {
    super(`media processing failed: ${reason}`, options);
    this.messageKey = `admin:media.errors.${reason}`;
  }
}

/** Told after each file is made: how many of how many. */
export type ProgressListener = (done: number, total: number) => void;

/** The first `length` hex digits of the SHA-256 of `data`. */
export const hashOf = (data: Uint8Array, length: number) =>
  createHash('sha256').update(data).digest('hex').slice(0, length);

/**
 * The upload's id: the same bytes are the same photo. Hashed by WebCrypto, which runs off the event loop: a 25 MB
 * upload's SHA-256 takes tens of milliseconds, which pages would otherwise wait for.
 */
export async function mediaId(data: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>);
  return Buffer.from(digest).toString('hex').slice(0, 16);
}
