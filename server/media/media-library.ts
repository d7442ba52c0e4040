import type { Logger } from '../logger.ts';
import type { AcceptedType } from './accept-upload.ts';
import { acceptUpload, MediaRefusedError } from './accept-upload.ts';
import type { MediaProcessor } from './media-processor.ts';
import { MediaProcessingError, mediaId, type ProcessedMedia } from './media-job.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import type { Clock } from '../clock.ts';
import type { MediaRecord, MediaUse } from '#shared/media-library.ts';
import { mediaRecordSchema } from '#shared/schemas/media-schema.ts';
import { sweepMediaFiles, type SweepReport } from './media-sweep.ts';

// The office's photo library (docs/photos.md, "Photos"). An upload is checked on the request (accept-upload.ts), kept
// as a record of the content store (kind `media`, keyed by the hash of its bytes; every change a revision, and
// on PostgreSQL every replica hears of it), and processed by the media worker; its files go to the media file
// store and the record says `ready` with them, or `failed` with why. Progress is known to the process doing the
// work; a record still `processing` long after its upload, which no process here is working on, was cut short
// (a restart) and is shown as failed.

/** A record still processing after this, with no job for it in this process, was interrupted. */
export const STALLED_AFTER_MS = 15 * 60_000;
/** Tries of the worker's write-back when an editor changed the record meanwhile. */
const WRITE_TRIES = 5;

export interface MediaUpload {
  data: Uint8Array;
  use: MediaUse;
  alt: { mn: string; en: string };
  by: string;
}

export interface StoredMedia {
  record: MediaRecord;
  /** The record's latest revision, what a change must name. */
  revision: number;
}

const readRecord = (value: unknown): MediaRecord | undefined => {
  const parsed = mediaRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

/** Uploads processing or waiting for the worker, at most (each held in memory until the worker has it). */
export const MEDIA_JOBS_MAX = 4;

export function createMediaLibrary({
  content,
  files,
  processor,
  clock,
  log,
}: {
  content: ContentStore;
  files: MediaFiles;
  processor: MediaProcessor;
  clock: Clock;
  log: Logger;
}) {
  const progress = new Map<string, { done: number; total: number }>();
  const jobs = new Map<string, Promise<void>>();

  async function get(id: string): Promise<StoredMedia | undefined> {
    const state = await content.state('media', id);
    const record = readRecord(state.value);
    return record ? { record: withStall(record), revision: state.revision } : undefined;
  }

  /** A record processing with no job here, uploaded long ago, as failed. */
  function withStall(record: MediaRecord): MediaRecord {
    const age = clock.now().getTime() - Date.parse(record.uploadedAt);
    return record.status === 'processing' && !jobs.has(record.id) && age > STALLED_AFTER_MS
      ? { ...record, status: 'failed', errorKey: 'admin:media.errors.interrupted' }
      : record;
  }

  /** Applies `change` to the latest revision and publishes it, again when someone published meanwhile. */
  async function rewrite(id: string, by: string, change: (record: MediaRecord) => MediaRecord): Promise<void> {
    for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
      const state = await content.state('media', id);
      const record = readRecord(state.value);
      if (!record) return;
      if ((await content.publish('media', id, change(record), state.revision, by, clock.now())) !== undefined) return;
    }
    throw new Error(`media record ${id} kept changing`);
  }

  async function storeFiles(made: ProcessedMedia): Promise<void> {
    const now = clock.now();
    for (const file of made.files) await files.put(file.name, `image/${file.format}`, file.data, now);
  }

  async function run(id: string, type: AcceptedType, data: Uint8Array, by: string): Promise<void> {
    const started = performance.now();
    try {
      const made = await processor.process(id, type, data, (done, total) => progress.set(id, { done, total }));
      await storeFiles(made);
      await rewrite(id, by, (record) => ({
        ...record,
        status: 'ready',
        width: made.width,
        height: made.height,
        variants: made.files.map(({ name, format, width, height, data: bytes }) => ({
          name,
          format,
          width,
          height,
          bytes: bytes.byteLength,
        })),
        ...(made.placeholder ? { placeholder: made.placeholder } : {}),
      }));
      log.info({ media: id, files: made.files.length, ms: Math.round(performance.now() - started) }, 'media processed');
    } catch (err) {
      const errorKey = err instanceof MediaProcessingError ? err.messageKey : 'admin:media.errors.unreadable';
      log.warn({ err, media: id }, 'media processing failed');
      await rewrite(id, by, (record) => ({ ...record, status: 'failed', errorKey })).catch((writeErr: unknown) =>
        log.error({ err: writeErr, media: id }, 'media record not updated'),
      );
    } finally {
      progress.delete(id);
      jobs.delete(id);
    }
  }

  /** Removes the files no photo of the library and no version of the content holds (media-sweep.ts). */
  const sweep = (): Promise<SweepReport> => sweepMediaFiles({ content, files, now: clock.now() });

  return {
    get,
    sweep,

    /**
     * Takes the photo out of the library (a revision without a value): pages stop showing it at once (a product
     * shows its next photo, or its drawing). Its files stay while a version of the content names it; false,
     * changing nothing, when `baseRevision` is not the latest.
     */
    async remove(id: string, baseRevision: number, by: string): Promise<boolean> {
      return (await content.publish('media', id, null, baseRevision, by, clock.now())) !== undefined;
    },

    /** Every photo, newest first. */
    async list(): Promise<MediaRecord[]> {
      const items = await content.published('media');
      return items
        .map((item) => readRecord(item.value))
        .filter((record) => record !== undefined)
        .map(withStall)
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || a.id.localeCompare(b.id));
    },

    /**
     * Checks the file (MediaRefusedError when it is refused), records it and queues its processing; resolves
     * once it is recorded, with its id and whether it was new (the same bytes again name the same photo, which
     * is processed again only if it had failed).
     */
    async upload({ data, use, alt, by }: MediaUpload): Promise<{ id: string; isNew: boolean }> {
      // Each waiting upload is held in memory (up to 25 MB): a few at most, then the office is asked to wait.
      if (jobs.size >= MEDIA_JOBS_MAX) throw new MediaRefusedError(503, 'busy');
      const accepted = await acceptUpload(data, use);
      const id = await mediaId(data);
      const existing = await get(id);
      if (existing && existing.record.status !== 'failed') return { id, isNew: false };
      // A photo taken out of the library before comes back as a new revision over its removal.
      const base = existing?.revision ?? (await content.state('media', id)).revision;
      const record: MediaRecord = {
        id,
        use,
        status: 'processing',
        source: { type: accepted.type, bytes: accepted.bytes },
        width: 0,
        height: 0,
        variants: [],
        alt,
        focus: { x: 0.5, y: 0.5 },
        uploadedBy: by,
        uploadedAt: clock.now().toISOString(),
      };
      const revision = await content.publish('media', id, record, base, by, clock.now());
      if (revision === undefined) return { id, isNew: false };
      jobs.set(id, run(id, accepted.type, data, by));
      return { id, isNew: true };
    },

    /** Its alt texts and focal point; false, changing nothing, when `baseRevision` is not the latest. */
    async update(
      id: string,
      change: Pick<MediaRecord, 'alt' | 'focus'>,
      baseRevision: number,
      by: string,
    ): Promise<boolean> {
      const state = await content.state('media', id);
      const record = readRecord(state.value);
      if (!record || state.revision !== baseRevision) return false;
      return (
        (await content.publish('media', id, { ...record, ...change }, baseRevision, by, clock.now())) !== undefined
      );
    },

    /** How far this process has got with a photo (undefined when it is not processing it). */
    progress: (id: string) => progress.get(id),

    /** Resolves when this process's work on `id` (if any) is over, whatever its outcome. */
    settled: (id: string) => jobs.get(id) ?? Promise.resolve(),

    /** An SVG logo sanitized by the worker, as an upload's is (an import's files go through it too). */
    sanitizeSvg: (id: string, data: Uint8Array) => processor.process(id, 'svg', data),
  };
}
