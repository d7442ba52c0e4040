import sharp from 'sharp';
import type { AcceptedType } from './accept-upload.ts';
import { MediaProcessingError, type ProcessedMedia } from './media-job.ts';
import { processMedia } from './process-image.ts';

// The media worker's process (media-processor.ts starts it, at the lowest CPU priority): uploads are decoded,
// encoded and sanitized here, so the process that serves pages only hands the bytes over and stores what comes
// back. Run by Node as TypeScript (type stripping), from server/ in development, tests and the image alike (the
// Dockerfile copies server/).

export interface MediaJob {
  jobId: number;
  id: string;
  type: AcceptedType;
  data: Uint8Array;
}

export type MediaWorkerMessage =
  | { jobId: number; kind: 'progress'; done: number; total: number }
  | { jobId: number; kind: 'done'; result: ProcessedMedia }
  | { jobId: number; kind: 'failed'; messageKey: string; reason: string };

// One libvips thread: the photos take one core, whatever the machine has, and the pages the rest.
sharp.concurrency(1);

const send = (message: MediaWorkerMessage) => process.send?.(message);

process.on('message', async ({ jobId, id, type, data }: MediaJob) => {
  try {
    const made = await processMedia(id, type, data, (done, total) => send({ jobId, kind: 'progress', done, total }));
    send({ jobId, kind: 'done', result: made });
  } catch (err) {
    const messageKey = err instanceof MediaProcessingError ? err.messageKey : 'admin:media.errors.unreadable';
    send({ jobId, kind: 'failed', messageKey, reason: err instanceof Error ? err.message : String(err) });
  }
});

// The server gone (stopped, or killed): nothing is left to do.
process.on('disconnect', () => process.exit(0));
