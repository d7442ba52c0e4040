import { z } from 'zod';
import { emptyAsUnset } from '../env-values.ts';
import { ulaanbaatarDay } from './rates-calendar.ts';

// How long enquiries keep the sender's personal data (docs/privacy.md, "Retention"):
// RETENTION_MONTHS after they were received, and RETENTION_HANDLED_MONTHS after the office marked them handled,
// whichever comes first. Then the retention job anonymises them (retention-job.ts). The page-view counts, which name
// no one (docs/privacy.md, "Page-view statistics"), are kept PAGE_VIEW_RETENTION_MONTHS, then removed by the same job.

export const DEFAULT_RETENTION_MONTHS = 24;
/** An enquiry the office has answered is needed for follow-up questions, quotations' validity and complaints. */
export const DEFAULT_RETENTION_HANDLED_MONTHS = 12;
/** Two years and a month: a month's views beside the same month a year and two years before. */
export const DEFAULT_PAGE_VIEW_RETENTION_MONTHS = 25;
/** Ten years: the longest period a setting may name. */
const MAX_MONTHS = 120;

const months = z.coerce.number().int().min(1).max(MAX_MONTHS);

/** The variables, for config.ts's schema (spread into it). */
export const RETENTION_ENV_SHAPE = {
  RETENTION_MONTHS: z.preprocess(emptyAsUnset, months.default(DEFAULT_RETENTION_MONTHS)),
  // Unset: the default, or RETENTION_MONTHS when that is shorter.
  RETENTION_HANDLED_MONTHS: z.preprocess(emptyAsUnset, months.optional()),
  PAGE_VIEW_RETENTION_MONTHS: z.preprocess(emptyAsUnset, months.default(DEFAULT_PAGE_VIEW_RETENTION_MONTHS)),
};

export interface RetentionConfig {
  /** Months an enquiry is kept after it was received. */
  months: number;
  /** Months an enquiry is kept after it was marked handled; at most `months`. */
  handledMonths: number;
  /** Months the page-view counts of a day are kept. */
  pageViewMonths: number;
}

export const toRetentionConfig = (value: {
  RETENTION_MONTHS: number;
  RETENTION_HANDLED_MONTHS?: number;
  PAGE_VIEW_RETENTION_MONTHS: number;
}): Readonly<RetentionConfig> =>
  Object.freeze({
    months: value.RETENTION_MONTHS,
    handledMonths: value.RETENTION_HANDLED_MONTHS ?? Math.min(DEFAULT_RETENTION_HANDLED_MONTHS, value.RETENTION_MONTHS),
    pageViewMonths: value.PAGE_VIEW_RETENTION_MONTHS,
  });

/** The same day and time `count` months before `date` (UTC), on the month's last day when it has no such day. */
export function monthsBefore(date: Date, count: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - count;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moment = new Date(date);
  moment.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return moment;
}

/** The moments before which enquiries are anonymised at `now`. */
export function retentionCutoffs(config: Pick<RetentionConfig, 'months' | 'handledMonths'>, now: Date) {
  return { receivedBefore: monthsBefore(now, config.months), handledBefore: monthsBefore(now, config.handledMonths) };
}

/** The first day (Ulaanbaatar's, YYYY-MM-DD) whose page-view counts are kept at `now`: the days before are removed. */
export const firstPageViewDayKept = (config: Pick<RetentionConfig, 'pageViewMonths'>, now: Date): string =>
  ulaanbaatarDay(monthsBefore(now, config.pageViewMonths));
