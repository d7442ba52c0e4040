import type { StatsPoint, StatsUnit } from '#shared/stats-view.ts';
import { addDays } from './stats-range.ts';

// The views' chart of the statistics page (docs/office-guide.md, "Statistics"): a bar a day up to 90 days, past that
// a bar a week (Monday to Sunday), and past a year a bar a month, so a long period stays readable on a phone. The
// first and last bars span only the period's days of their week or month. Every bar of the period is there, a day
// without views a bar of 0.

const MAX_DAILY = 90;
const MAX_WEEKLY = 366;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const daysOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The unit a period's chart counts in. */
export function unitOf(from: string, to: string): StatsUnit {
  const days = daysOf(from, to);
  return days <= MAX_DAILY ? 'day' : days <= MAX_WEEKLY ? 'week' : 'month';
}

/** The last day of `day`'s month. */
function monthEnd(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The last day of the bar that starts on `day`, within the period ending `to`. */
function barEnd(unit: StatsUnit, day: string, to: string): string {
  // A week ends on Sunday (getUTCDay 0).
  const end = unit === 'day' ? day : unit === 'week' ? addDays(day, (7 - weekday(day)) % 7) : monthEnd(day);
  return end < to ? end : to;
}

/** The period's bars, from its views per day (days without views left out). */
export function viewsSeries(
  from: string,
  to: string,
  byDay: ReadonlyArray<{ day: string; views: number }>,
): { unit: StatsUnit; points: StatsPoint[] } {
  const unit = unitOf(from, to);
  const views = new Map(byDay.map(({ day, views }) => [day, views]));
  const points: StatsPoint[] = [];
  for (let day = from; day <= to;) {
    const end = barEnd(unit, day, to);
    let sum = 0;
    for (let each = day; each <= end; each = addDays(each, 1)) sum += views.get(each) ?? 0;
    points.push({ from: day, to: end, views: sum });
    day = addDays(end, 1);
  }
  return { unit, points };
}
