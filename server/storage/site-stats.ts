import { sql } from 'kysely';
import type { StoreDatabase } from './database.ts';

// The office's statistics (docs/office-guide.md, "Statistics"): the public pages' views, counted per Ulaanbaatar day
// in page_views (no visitor is told apart: docs/privacy.md), beside the enquiries and quotations of the same days.
// One implementation for both engines: page_views.day is YYYY-MM-DD text on either, compared as text; the moments
// (enquiries.created_at, quotation_versions.sent_at, quotations.decided_at) are compared with the UTC instants
// that start and end the Ulaanbaatar days, as the inbox's date filter does (inbox-query.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A period's figures: from and to are Ulaanbaatar days, YYYY-MM-DD, both included. */
export interface PeriodFigures {
  views: number;
  /** Every kind, created in the period. */
  enquiries: number;
  /** Enquiries of kind 'quotation'. */
  quotationRequests: number;
  /** Quotations whose first version was sent in the period. */
  quotationsSent: number;
  /** Decided 'accepted' in the period. */
  quotationsAccepted: number;
  /** The most viewed product pages, at most `top`. */
  topProducts: Array<{ slug: string; views: number }>;
}

export interface SiteStats {
  /** The period's figures, from and to both included (Ulaanbaatar days, YYYY-MM-DD). */
  figures(from: string, to: string, top: number): Promise<PeriodFigures>;
}

/** The UTC instants a run of Ulaanbaatar days spans: from's midnight, and the midnight after `to`. */
export function dayBounds(from: string, to: string): { start: Date; end: Date } {
  // Mongolia keeps UTC+8 all year (no daylight saving since 2017).
  const midnight = (day: string) => (DAY.test(day) ? new Date(`${day}T00:00:00+08:00`) : new Date(Number.NaN));
  const start = midnight(from);
  const last = midnight(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(last.getTime())) throw new RangeError('not a YYYY-MM-DD day');
  return { start, end: new Date(last.getTime() + DAY_MS) };
}

// Counts come back as numbers from SQLite and as text from pg (a bigint); sums likewise, or NULL over no rows.
const count = (value: unknown) => Number(value ?? 0);

export function createSiteStats(database: StoreDatabase): SiteStats {
  const { db } = database;

  const inDays = (from: string, to: string) =>
    db.selectFrom('page_views').where('day', '>=', from).where('day', '<=', to);

  return {
    async figures(from, to, top) {
      const { start, end } = dayBounds(from, to);
      const [views, enquiries, sent, accepted, products] = await Promise.all([
        inDays(from, to)
          .select((eb) => eb.fn.sum<number | string | null>('views').as('views'))
          .executeTakeFirst(),
        db
          .selectFrom('enquiries')
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .select((eb) => [
            eb.fn.countAll<number | string>().as('all'),
            eb.fn.sum<number | string | null>(sql`CASE WHEN kind = 'quotation' THEN 1 ELSE 0 END`).as('quotation'),
          ])
          .executeTakeFirst(),
        // A quotation's first version is its version 1 (quotation-desk.ts numbers them from it).
        db
          .selectFrom('quotation_versions')
          .where('version', '=', 1)
          .where('sent_at', '>=', start)
          .where('sent_at', '<', end)
          .select((eb) => eb.fn.countAll<number | string>().as('sent'))
          .executeTakeFirst(),
        db
          .selectFrom('quotations')
          .where('state', '=', 'accepted')
          .where('decided_at', '>=', start)
          .where('decided_at', '<', end)
          .select((eb) => eb.fn.countAll<number | string>().as('accepted'))
          .executeTakeFirst(),
        inDays(from, to)
          .where('page', '=', 'product')
          .where('item', '<>', '')
          .groupBy('item')
          .select((eb) => ['item', eb.fn.sum<number | string>('views').as('views')])
          .orderBy('views', 'desc')
          .orderBy('item')
          .limit(top)
          .execute(),
      ]);
      return {
        views: count(views?.views),
        enquiries: count(enquiries?.all),
        quotationRequests: count(enquiries?.quotation),
        quotationsSent: count(sent?.sent),
        quotationsAccepted: count(accepted?.accepted),
        topProducts: products.map((row) => ({ slug: row.item, views: count(row.views) })),
      };
    },
  };
}
