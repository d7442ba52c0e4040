import { STATS_PRESETS, type StatsFields, type StatsRange } from '#shared/stats-view.ts';
import type { AdminNotice } from '#shared/admin-view.ts';
import { parseUbDay } from '../services/enquiry-formats.ts';
import { ulaanbaatarDay } from '../services/rates-calendar.ts';

// The statistics page's period from its query string (?range=7|30|90, or ?range=days&from=&to=): Ulaanbaatar days,
// both included. Views are kept 25 months (docs/privacy.md, "Page-view statistics"): a period is at most that long,
// and never ends after today.

const DEFAULT_RANGE = '30';
/** The longest period: the months of views kept. */
export const MAX_STATS_MONTHS = 25;

const DAY_MS = 24 * 60 * 60 * 1000;
const one = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `day` (YYYY-MM-DD) moved by `days`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day `months` calendar months before `day` (the month's last day when it has no such day). */
function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

const isPreset = (value: string): value is (typeof STATS_PRESETS)[number] =>
  STATS_PRESETS.some((preset) => preset === value);

/** The period to show, as the form shows it, and why it differs from what was asked, if it does. */
export function parseStatsRange(
  query: Record<string, unknown>,
  now: Date,
): { fields: StatsFields; notice?: AdminNotice } {
  const today = ulaanbaatarDay(now);
  const preset = (range: (typeof STATS_PRESETS)[number]): StatsFields => ({
    range,
    from: addDays(today, 1 - Number(range)),
    to: today,
  });
  const range = one(query.range);
  if (isPreset(range)) return { fields: preset(range) };
  const from = one(query.from);
  const to = one(query.to);
  // The days typed: both needed, each a day; the choice is the days' also when a form sent them without it.
  if (range !== 'days' && !from && !to) return { fields: preset(DEFAULT_RANGE) };
  if (!parseUbDay(from) || !parseUbDay(to) || from > to) {
    return { fields: preset(DEFAULT_RANGE), notice: { key: 'admin:stats.notices.badDays', kind: 'error' } };
  }
  const last = to > today ? today : to;
  const earliest = addDays(monthsBefore(last, MAX_STATS_MONTHS), 1);
  const first = from < earliest ? earliest : from > last ? last : from;
  const fields: StatsFields = { range: 'days' satisfies StatsRange, from: first, to: last };
  if (first === from && last === to) return { fields };
  return { fields, notice: { key: 'admin:stats.notices.moved', kind: 'info', values: { from: first, to: last } } };
}
