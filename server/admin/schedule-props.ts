import type { ScheduleFormProps } from '#shared/admin-view.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentKind } from '../storage/content-store.ts';
import type { ContentSchedule } from '../storage/content-schedules.ts';

// What an item's page shows of its scheduling (schedule-routes.ts takes the posts).

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
