import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { AuditStore } from '../storage/audit-store.ts';
import type { EnquiryStore } from '../storage/enquiry-store.ts';
import type { PageViews } from '../storage/page-views.ts';
import { periodicJob } from './periodic-job.ts';
import { firstPageViewDayKept, retentionCutoffs, type RetentionConfig } from './retention-period.ts';

// The retention job (docs/privacy.md, "Retention"): at start-up and then every hour,
// enquiries past their period are anonymised (EnquiryStore.anonymiseExpired, a batch per transaction). On
// PostgreSQL one replica runs it at a time; the others find it taken and leave it. Each run that anonymised
// something is written to the audit log, as an action of no account, with the settings it followed. Then the
// page-view counts of the days past PAGE_VIEW_RETENTION_MONTHS are removed (docs/privacy.md, "Page-view statistics"):
// counts of no one, so no audit entry; a delete by day, the same whichever replica runs it.

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

interface RetentionJobDeps {
  store: {
    enquiries: Pick<EnquiryStore, 'anonymiseExpired'>;
    audit: Pick<AuditStore, 'record'>;
    pageViews: Pick<PageViews, 'removeBefore'>;
  };
  /** RETENTION_MONTHS, RETENTION_HANDLED_MONTHS, PAGE_VIEW_RETENTION_MONTHS. */
  config: Readonly<RetentionConfig>;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
}

export function createRetentionJob({
  store,
  config,
  clock,
  logger,
  intervalMs = RETENTION_INTERVAL_MS,
}: RetentionJobDeps) {
  const log = logger.child({ module: 'retention' });
  // `stopping` is aborted by stop(): a run then ends after its batch in progress, and the rest waits for the next
  // start. Undefined: another replica's run.
  async function run(stopping: AbortSignal): Promise<number | undefined> {
    const now = clock.now();
    const anonymised = await store.enquiries.anonymiseExpired(retentionCutoffs(config, now), now, stopping);
    if (anonymised === undefined) {
      log.info('retention run skipped: another replica is running it');
    } else if (anonymised > 0) {
      await store.audit.record({
        at: now,
        login: null,
        action: 'retention-anonymised',
        target: `${anonymised} enquiries`,
        requestId: `retention-${now.toISOString()}`,
        reason: `RETENTION_MONTHS=${config.months} RETENTION_HANDLED_MONTHS=${config.handledMonths}`,
      });
      log.info({ anonymised }, 'enquiries past their retention period anonymised');
    }
    const removed = await store.pageViews.removeBefore(firstPageViewDayKept(config, now));
    if (removed > 0) log.info({ removed }, 'page-view counts past their retention period removed');
    return anonymised;
  }

  return periodicJob({ run, intervalMs, log, name: 'retention' });
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
