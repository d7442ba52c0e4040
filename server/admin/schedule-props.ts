import type { ScheduleFormProps, ScheduleRow } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentKind } from '../storage/content-store.ts';
import type { ContentSchedule } from '../storage/content-schedules.ts';
import type { ScheduleTargets } from './schedule-targets.ts';

// What an item's page shows of its scheduling (schedule-routes.ts takes the posts), and a schedule as the schedule
// page and the office's home page list it.

export const cancelHref = (base: string, id: number) => `${base}/schedule/${id}/cancel`;

export function scheduleFormProps(
  base: string,
  kind: ContentKind,
  key: string,
  hasDraft: boolean,
  hides: boolean,
  pending: readonly ContentSchedule[],
): ScheduleFormProps {
  return {
    action: `${base}/schedule`,
    kind,
    key,
    hasDraft,
    hides,
    pending: pending.map((schedule) => ({
      id: schedule.id,
      action: schedule.action,
      kind,
      item: key,
      when: localTime(schedule.runAt),
      by: schedule.by,
      cancelAction: cancelHref(base, schedule.id),
    })),
  };
}

/** A schedule as a row: what, of which item (named as the staff know it, linked to its page), when, by whom. */
export function scheduleRow(
  targets: ScheduleTargets,
  base: string,
  lng: Language,
  schedule: ContentSchedule,
): ScheduleRow {
  const target = targets(schedule.kind, schedule.key);
  return {
    id: schedule.id,
    action: schedule.action,
    kind: schedule.kind,
    item: target?.title(lng) ?? `${schedule.kind}/${schedule.key}`,
    ...(target ? { href: target.href(base) } : {}),
    when: localTime(schedule.runAt),
    by: schedule.by,
    ...(schedule.outcome ? { outcome: schedule.outcome } : {}),
  };
}
