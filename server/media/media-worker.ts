import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type { AcceptedType } from './accept-upload.ts';
import { MediaProcessingError, type ProcessedMedia } from './media-job.ts';
import { processMedia } from './process-image.ts';

// The media worker's thread (media-processor.ts starts it): uploads are decoded, encoded and sanitized here, so
// the thread that serves pages only hands the bytes over and stores what comes back. Run by Node as TypeScript
// (type stripping), from server/ in development, tests and the image alike (the Dockerfile copies server/).

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

const port = parentPort;
if (port) {
  port.on('message', async ({ jobId, id, type, data }: MediaJob) => {
    const send = (message: MediaWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
    try {
      const made = await processMedia(id, type, data, (done, total) => send({ jobId, kind: 'progress', done, total }));
      // Copied into buffers of their own, which move to the other thread without a second copy (sharp's output
      // may sit in memory it manages, which cannot be transferred).
      const files = made.files.map((file) => ({ ...file, data: new Uint8Array(file.data) }));
      send(
        { jobId, kind: 'done', result: { ...made, files } },
        files.map((file) => file.data.buffer),
      );
    } catch (err) {
      const messageKey = err instanceof MediaProcessingError ? err.messageKey : 'admin:media.errors.unreadable';
      send({ jobId, kind: 'failed', messageKey, reason: err instanceof Error ? err.message : String(err) });
    }
  });
}
