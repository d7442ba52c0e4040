import { localTime, parseUbDay } from '../services/enquiry-formats.ts';

// Which week a weekly summary sums up (docs/office-guide.md, "Weekly summary"): Ulaanbaatar's weeks, Monday to
// Sunday. The summary of a week is due from 08:00 on the Monday after it, queued during the day that follows (a
// replica down all that day queues none), and dropped when still unsent once the next week's is due: a summary a
// week late is stale.

const DAY_MS = 24 * 60 * 60 * 1000;
/** From 08:00 on Monday, Ulaanbaatar time. */
const DUE_AFTER_MONDAY_MS = 8 * 60 * 60 * 1000;
/** How long after it is due a week's summary is still queued. */
const QUEUE_WINDOW_MS = DAY_MS;

/** A run of Ulaanbaatar days, YYYY-MM-DD, both included. */
export interface Days {
  from: string;
  to: string;
}

export interface SummaryWeek extends Days {
  /** The Monday (= from): the week's key in the outbox. */
  week: string;
  /** The week before it, to compare with. */
  before: Days;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const weekOf = (monday: string): Days => ({ from: monday, to: addDays(monday, 6) });

/** The week that starts on `monday` (YYYY-MM-DD), and the week before it. */
export const summaryWeek = (monday: string): SummaryWeek => ({
  week: monday,
  ...weekOf(monday),
  before: weekOf(addDays(monday, -7)),
});

/**
 * The latest week whose summary is due at `now`, and whether its summaries are queued now: within a day of 08:00 on
 * the Monday after it.
 */
export function dueSummaryWeek(now: Date): SummaryWeek & { isQueued: boolean } {
  // Read 8 hours earlier, Monday 08:00 is the start of a day: that day's week is the one under way.
  const day = localTime(new Date(now.getTime() - DUE_AFTER_MONDAY_MS)).slice(0, 10);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const current = addDays(day, -((weekday + 6) % 7));
  const week = addDays(current, -7);
  const dueAt = (parseUbDay(current)?.getTime() ?? Number.NaN) + DUE_AFTER_MONDAY_MS;
  return { ...summaryWeek(week), isQueued: now.getTime() < dueAt + QUEUE_WINDOW_MS };
}
