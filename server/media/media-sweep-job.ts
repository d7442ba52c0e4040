import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { periodicJob } from '../services/periodic-job.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import { MediaFilesBusyError } from '../storage/media-files-lock.ts';
import { sweepMediaFiles } from './media-sweep.ts';

// The photos' clean-up now and then (docs/photos.md, "Removing a photo, and its files"; media-sweep.ts says what goes):
// every six hours on each replica, harmlessly on several, the first one six hours after start so a start-up does no
// more than it must. The office's own action in the library runs the same sweep at once.

export const MEDIA_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

interface MediaSweepJobDeps {
  content: ContentStore;
  files: MediaFiles;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
}

export function createMediaSweepJob({
  content,
  files,
  clock,
  logger,
  intervalMs = MEDIA_SWEEP_INTERVAL_MS,
}: MediaSweepJobDeps) {
  const log = logger.child({ module: 'media' });
  async function run() {
    let report;
    try {
      report = await sweepMediaFiles({ content, files, now: clock.now() });
    } catch (err) {
      // A backup is copying the files: the next run, an interval later, removes what this one would have.
      if (!(err instanceof MediaFilesBusyError)) throw err;
      log.info('media clean-up skipped: a backup is being written');
      return { kept: 0, removed: [] };
    }
    if (report.removed.length > 0)
      log.info({ removed: report.removed.length, kept: report.kept }, 'media files removed');
    return report;
  }
  return periodicJob({ run, intervalMs, log, name: 'media clean-up', waitsFirst: true });
}

export type MediaSweepJob = ReturnType<typeof createMediaSweepJob>;
