import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../project-root.ts';
import type { AcceptedType } from './accept-upload.ts';
import type { MediaJob, MediaWorkerMessage } from './media-worker.ts';
import { MediaProcessingError, type ProcessedMedia, type ProgressListener } from './media-job.ts';

// Uploads are processed off the process that serves pages (docs/photos.md, "Processing"): one worker process
// (media-worker.ts), started at the first upload and ended after a minute with nothing to do, takes one job at a
// time; the others wait in order. A 24-MP photo takes seconds of CPU there, at the lowest scheduling priority
// (nice 19), so on a busy machine the pages get the CPU first: a worker thread shared the process's priority and
// libuv's thread pool, and a 25 MB upload took the p99 of `/` to 2.6 times its value
// (npm run stress:upload measures it). A worker that dies fails its job and the next job starts a new
// one.

/** The worker's source: run as TypeScript by Node, from server/ (the image copies it beside dist/). */
export const MEDIA_WORKER_FILE = path.join(ROOT_DIR, 'server', 'media', 'media-worker.ts');

const IDLE_MS = 60_000;
/**
 * A job that runs longer is ended with its worker and reported failed: a 40-MP photo takes about 10 s of a core
 * here, so this is far past any upload the limits let through, even on a machine four times slower.
 */
export const JOB_MAX_MS = 5 * 60_000;
// The worker's own heap (jsdom for an SVG logo is the largest thing in it); pixels are sharp's, outside it.
const WORKER_HEAP_MB = 128;
/** The lowest priority: the worker runs when the pages leave the CPU free. */
const WORKER_NICE = 19;

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

export function createMediaProcessor({
  idleMs = IDLE_MS,
  jobMaxMs = JOB_MAX_MS,
}: { idleMs?: number; jobMaxMs?: number } = {}): MediaProcessor {
  const queue: Queued[] = [];
  let running: Queued | undefined;
  let worker: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let jobTimer: NodeJS.Timeout | undefined;
  let nextJobId = 1;
  let isClosed = false;

  function failRunning(err: Error) {
    clearTimeout(jobTimer);
    const job = running;
    running = undefined;
    job?.reject(err);
  }

  function startWorker(): ChildProcess {
    const started = fork(MEDIA_WORKER_FILE, [], {
      serialization: 'advanced',
      execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (started.pid !== undefined) setPriority(started.pid, WORKER_NICE);
    } catch {
      // Not allowed here: it runs at the server's priority.
    }
    // An idle worker does not keep the process alive (a shutdown waits for nothing of it).
    const idle = () => {
      started.unref();
      started.channel?.unref();
    };
    idle();
    started.on('message', (message: MediaWorkerMessage) => {
      const job = running;
      if (!job || message.jobId !== job.job.jobId) return;
      if (message.kind === 'progress') return job.onProgress(message.done, message.total);
      clearTimeout(jobTimer);
      running = undefined;
      idle();
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
        idle?.removeAllListeners('exit');
        idle?.kill();
      }, idleMs);
      idleTimer.unref();
      return;
    }
    clearTimeout(idleTimer);
    worker ??= startWorker();
    running = job;
    // While it works, the worker holds the process open (a shutdown lets it finish or kills it).
    worker.ref();
    worker.channel?.ref();
    // Overrun: the job fails with its own message and the worker is ended (the next job starts a new one).
    const overran = worker;
    jobTimer = setTimeout(() => {
      failRunning(new MediaProcessingError('timedOut'));
      overran.kill('SIGKILL');
    }, jobMaxMs);
    worker.send(job.job);
  }

  return {
    process(id, type, data, onProgress = () => undefined) {
      if (isClosed) return Promise.reject(new Error('media processor closed'));
      // A copy of its own: the caller's buffer may change meanwhile (a Node Buffer may share a pooled one).
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
      if (ending && ending.exitCode === null) {
        const exited = new Promise((resolve) => ending.once('exit', resolve));
        ending.kill();
        await exited;
      }
    },
  };
}
