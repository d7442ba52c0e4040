import type { AdminNotice } from './admin-view.ts';

// The office's statistics page as data (docs/office-guide.md, "Statistics"): what server/admin/stats-props.ts decides
// (the period, every figure, each row's name in the staff's language) and client/admin/stats-page.tsx prints, with
// its charts drawn from the same numbers as the tables beside them.

/** The periods offered in one click: the last 7, 30 or 90 days, today included. */
export const STATS_PRESETS = ['7', '30', '90'] as const;
/** The form's choice: one of the presets, or the days typed in `from` and `to`. */
export type StatsRange = (typeof STATS_PRESETS)[number] | 'days';

/** How the chart of views counts: per day up to 90 days, then per week, and per month past a year. */
export type StatsUnit = 'day' | 'week' | 'month';

/** The form as it is shown: the choice, and the days (YYYY-MM-DD) of the period shown. */
export interface StatsFields {
  range: StatsRange;
  from: string;
  to: string;
}

/** One bar of the views' chart: the days it spans (YYYY-MM-DD, both included) and their views. */
export interface StatsPoint {
  from: string;
  to: string;
  views: number;
}

/** One row of a breakdown: its name (in the staff's language, or a host as it is), and its views. */
export interface StatsRow {
  label: string;
  /** The name's language, when it is not the staff's (a product's name has both; a host has none). */
  lang?: string;
  views: number;
}

export const STATS_BREAKDOWNS = ['pages', 'products', 'services', 'referrers', 'languages', 'devices'] as const;
export type StatsBreakdown = (typeof STATS_BREAKDOWNS)[number];

/** A product's way from its page to an accepted quotation in the period. */
export interface FunnelRow {
  label: string;
  views: number;
  requests: number;
  sent: number;
  accepted: number;
}

export interface StatsProps {
  /** The form's address (a GET form: each period has an address of its own). */
  action: string;
  fields: StatsFields;
  /** Why the period asked for is not the one shown (a day that is not one, from after to, too long ago). */
  notice?: AdminNotice;
  /** The period's totals. */
  totals: { views: number; enquiries: number; quotationRequests: number; quotationsSent: number; accepted: number };
  /** The views per day, week or month: every one of the period, none left out. */
  series: { unit: StatsUnit; points: StatsPoint[] };
  breakdowns: ReadonlyArray<{ id: StatsBreakdown; rows: StatsRow[] }>;
  funnel: { products: FunnelRow[]; contact: { views: number; enquiries: number } };
}

export type StatsPages = { page: 'stats'; props: StatsProps };
