import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { ScheduleTargets } from '../admin/schedule-targets.ts';
import type { AuditStore } from '../storage/audit-store.ts';
import type { ContentSchedule, ContentSchedules, ScheduleOutcome } from '../storage/content-schedules.ts';
import { periodicJob } from './periodic-job.ts';

// The office's schedules run (docs/content.md, "Scheduling"): every replica looks every SCHEDULE_INTERVAL_MS for due
// schedules, claims each once (content-schedules.ts) and runs it through the lifecycle's own actions as the account
// that scheduled it. A claim older than CLAIM_MS was a replica that stopped midway: taken again, the publish's stale
// check (the draft is gone once published) keeps it from publishing twice.

export const SCHEDULE_INTERVAL_MS = 15_000;
const CLAIM_MS = 5 * 60 * 1000;
/** At most this many a run: the rest wait for the next. */
const BATCH = 20;

interface ScheduleRunnerDeps {
  schedules: ContentSchedules;
  targets: ScheduleTargets;
  audit: Pick<AuditStore, 'record'>;
  clock: Clock;
  logger: Logger;
  /** Nothing more is claimed once the process drains for a shutdown. */
  lifecycle?: Lifecycle;
  intervalMs?: number;
}

export function createScheduleRunner({
  schedules,
  targets,
  audit,
  clock,
  logger,
  lifecycle,
  intervalMs = SCHEDULE_INTERVAL_MS,
}: ScheduleRunnerDeps) {
  const log = logger.child({ module: 'schedule' });

  async function runOne(schedule: ContentSchedule): Promise<ScheduleOutcome> {
    const target = targets(schedule.kind, schedule.key);
    if (!target) return 'invalid';
    const actor = {
      by: schedule.by,
      log,
      record: (action: Parameters<AuditStore['record']>[0]['action'], what: string) =>
        audit.record({
          at: clock.now(),
          login: schedule.by,
          action,
          target: what,
          requestId: `schedule-${schedule.id}`,
        }),
    };
    return schedule.action === 'publish' ? target.publishDraft(actor) : target.hide(actor);
  }

  /** Every due schedule claimed and run, up to BATCH; how many ran. */
  async function run(stopping?: AbortSignal): Promise<number> {
    let ran = 0;
    while (ran < BATCH && !stopping?.aborted && !lifecycle?.isDraining()) {
      const now = clock.now();
      const schedule = await schedules.claimDue(now, new Date(now.getTime() - CLAIM_MS));
      if (!schedule) break;
      const outcome = await runOne(schedule);
      await schedules.finish(schedule.id, outcome, clock.now());
      const fields = { schedule: schedule.id, kind: schedule.kind, key: schedule.key, login: schedule.by, outcome };
      log.info(fields, `scheduled ${schedule.action} run`);
      ran += 1;
    }
    return ran;
  }

  return periodicJob({ run, intervalMs, log, name: 'schedule', waitsFirst: true });
}

export type ScheduleRunner = ReturnType<typeof createScheduleRunner>;
