import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT_DIR } from '../project-root.ts';
import type { AcceptedType } from './accept-upload.ts';
import type { MediaJob, MediaWorkerMessage } from './media-worker.ts';
import { MediaProcessingError, type ProcessedMedia, type ProgressListener } from './media-job.ts';

// Uploads are processed off the thread that serves pages (README, "Photos"): one worker thread
// (media-worker.ts), started at the first upload and ended after a minute with nothing to do, takes one job at a
// time; the others wait in order. A 24-MP photo takes seconds of CPU there, while the event loop goes on
// answering (tests/integration/media-processing.test.ts measures its delay). A worker that dies fails its job
// and the next job starts a new one.

/** The worker's source: run as TypeScript by Node, from server/ (the image copies it beside dist/). */
export const MEDIA_WORKER_FILE = path.join(ROOT_DIR, 'server', 'media', 'media-worker.ts');

const IDLE_MS = 60_000;
// The worker's own heap (jsdom for an SVG logo is the largest thing in it); pixels are sharp's, outside it.
const WORKER_HEAP_MB = 128;

export interface MediaProcessor {
  /** Resolves with the files to store, or rejects with a MediaProcessingError (its messageKey for the office). */
  process(id: string, type: AcceptedType, data: Uint8Array, onProgress?: ProgressListener): Promise<ProcessedMedia>;
  /** Jobs waiting or running. */
  pending(): number;
  /** Ends the worker; jobs not done are failed. */
  close(): Promise<void>;
}

interface Queued {
  job: MediaJob;
  onProgress: ProgressListener;
  resolve(result: ProcessedMedia): void;
  reject(err: Error): void;
}

export function createMediaProcessor({ idleMs = IDLE_MS }: { idleMs?: number } = {}): MediaProcessor {
  const queue: Queued[] = [];
  let running: Queued | undefined;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextJobId = 1;
  let isClosed = false;

  function failRunning(err: Error) {
    const job = running;
    running = undefined;
    job?.reject(err);
  }

  function startWorker(): Worker {
    const started = new Worker(MEDIA_WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // An idle worker does not keep the process alive (a shutdown waits for nothing of it).
    started.unref();
    started.on('message', (message: MediaWorkerMessage) => {
      const job = running;
      if (!job || message.jobId !== job.job.jobId) return;
      if (message.kind === 'progress') return job.onProgress(message.done, message.total);
      running = undefined;
      if (message.kind === 'done') job.resolve(message.result);
      else job.reject(new MediaProcessingError(message.messageKey.replace(/^admin:media\.errors\./, '')));
      next();
    });
    const lost = (err: Error) => {
      if (worker === started) worker = undefined;
      failRunning(new MediaProcessingError('unreadable', { cause: err }));
      next();
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`media worker exited with code ${code}`)));
    return started;
  }

  function next() {
    if (running || isClosed) return;
    const job = queue.shift();
    if (!job) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        const idle = worker;
        worker = undefined;
        void idle?.terminate();
      }, idleMs);
      idleTimer.unref();
      return;
    }
    clearTimeout(idleTimer);
    worker ??= startWorker();
    running = job;
    // The upload's bytes move to the worker: this thread keeps no copy of them.
    worker.postMessage(job.job, [job.job.data.buffer as ArrayBuffer]);
  }

  return {
    process(id, type, data, onProgress = () => undefined) {
      if (isClosed) return Promise.reject(new Error('media processor closed'));
      // A buffer of its own (a Node Buffer may share a pooled one), so it can be transferred.
      const own = new Uint8Array(data);
      return new Promise<ProcessedMedia>((resolve, reject) => {
        queue.push({ job: { jobId: nextJobId++, id, type, data: own }, onProgress, resolve, reject });
        next();
      });
    },
    pending: () => queue.length + (running ? 1 : 0),
    async close() {
      isClosed = true;
      clearTimeout(idleTimer);
      for (const job of queue.splice(0)) job.reject(new Error('media processor closed'));
      failRunning(new Error('media processor closed'));
      const ending = worker;
      worker = undefined;
      await ending?.terminate();
    },
  };
}
