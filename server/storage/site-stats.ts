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

/** The page_views columns the office breaks the views down by. */
export type ViewsBy = 'page' | 'language' | 'referrer' | 'device';

/** One value of a breakdown (a page's route id, a language, a host, a device class, an item's slug) and its views. */
export interface ViewsOf {
  key: string;
  views: number;
}

/** A product's way from its page to a decided quotation, in the period (docs/office-guide.md, "Statistics"). */
export interface ProductFunnel {
  slug: string;
  /** Its page's views. */
  views: number;
  /** Quotation requests made in the period that name it. */
  requests: number;
  /** Of those, the ones whose quotation's first version was sent in the period. */
  sent: number;
  /** Of those, the ones accepted in the period. */
  accepted: number;
}

export interface Funnel {
  /** The products most viewed or most asked for, at most `top`. */
  products: ProductFunnel[];
  /** The contact page's views, and the contact form's enquiries. */
  contact: { views: number; enquiries: number };
}

export interface SiteStats {
  /** The period's figures, from and to both included (Ulaanbaatar days, YYYY-MM-DD). */
  figures(from: string, to: string, top: number): Promise<PeriodFigures>;
  /** The views of each day of the period that has any, oldest first. */
  viewsByDay(from: string, to: string): Promise<Array<{ day: string; views: number }>>;
  /** The period's views by one column, most first (then by key), at most `top`. */
  viewsBy(column: ViewsBy, from: string, to: string, top: number): Promise<ViewsOf[]>;
  /** The views of each item ('product' or 'service' pages: the slug) in the period, most first, at most `top`. */
  itemViews(page: 'product' | 'service', from: string, to: string, top: number): Promise<ViewsOf[]>;
  /** Each product's page views → quotation requests → sent → accepted, and the contact page's views → enquiries. */
  funnel(from: string, to: string, top: number): Promise<Funnel>;
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

  const sumOf = (query: ReturnType<typeof inDays>) =>
    query.select((eb) => eb.fn.sum<number | string | null>('views').as('views')).executeTakeFirst();

  /** The views of each value of `column` (over the rows `query` keeps), most first. */
  const grouped = async (query: ReturnType<typeof inDays>, column: ViewsBy | 'item', top: number) => {
    const rows = await query
      .groupBy(column)
      .select((eb) => [eb.ref(column).as('key'), eb.fn.sum<number | string>('views').as('views')])
      .orderBy('views', 'desc')
      .orderBy('key')
      .limit(top)
      .execute();
    return rows.map((row) => ({ key: row.key, views: count(row.views) }));
  };

  const itemViews = (page: 'product' | 'service', from: string, to: string, top: number) =>
    grouped(inDays(from, to).where('page', '=', page).where('item', '<>', ''), 'item', top);

  /** Per product slug: the period's quotation requests naming it, of those sent and accepted in the period. */
  async function requestsByProduct(from: string, to: string) {
    const { start, end } = dayBounds(from, to);
    const inPeriod = (column: string) => sql<boolean>`${sql.ref(column)} >= ${start} AND ${sql.ref(column)} < ${end}`;
    // An enquiry names a product once or more (a line each): its requests are counted once.
    const rows = await db
      .selectFrom('enquiry_items as i')
      .innerJoin('enquiries as e', 'e.id', 'i.enquiry_id')
      .leftJoin('quotations as q', 'q.enquiry_id', 'e.id')
      .leftJoin('quotation_versions as v', (join) => join.onRef('v.quotation_id', '=', 'q.id').on('v.version', '=', 1))
      .where('e.kind', '=', 'quotation')
      .where('e.created_at', '>=', start)
      .where('e.created_at', '<', end)
      .where('i.product_slug', 'is not', null)
      .groupBy('i.product_slug')
      .select((eb) => [
        'i.product_slug as slug',
        eb.fn.count<number | string>('e.id').distinct().as('requests'),
        sql<number | string>`COUNT(DISTINCT CASE WHEN ${inPeriod('v.sent_at')} THEN e.id END)`.as('sent'),
        sql<
          number | string
        >`COUNT(DISTINCT CASE WHEN ${inPeriod('v.sent_at')} AND q.state = 'accepted' AND ${inPeriod('q.decided_at')} THEN e.id END)`.as(
          'accepted',
        ),
      ])
      .execute();
    return new Map(
      rows.map((row) => [
        row.slug ?? '',
        { requests: count(row.requests), sent: count(row.sent), accepted: count(row.accepted) },
      ]),
    );
  }

  return {
    async figures(from, to, top) {
      const { start, end } = dayBounds(from, to);
      const [views, enquiries, sent, accepted, products] = await Promise.all([
        sumOf(inDays(from, to)),
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
        itemViews('product', from, to, top),
      ]);
      return {
        views: count(views?.views),
        enquiries: count(enquiries?.all),
        quotationRequests: count(enquiries?.quotation),
        quotationsSent: count(sent?.sent),
        quotationsAccepted: count(accepted?.accepted),
        topProducts: products.map(({ key, views }) => ({ slug: key, views })),
      };
    },

    async viewsByDay(from, to) {
      const rows = await inDays(from, to)
        .groupBy('day')
        .select((eb) => ['day', eb.fn.sum<number | string>('views').as('views')])
        .orderBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, views: count(row.views) }));
    },

    viewsBy: (column, from, to, top) => grouped(inDays(from, to), column, top),
    itemViews,

    async funnel(from, to, top) {
      const { start, end } = dayBounds(from, to);
      const [viewed, requested, contactViews, contactEnquiries] = await Promise.all([
        itemViews('product', from, to, top),
        requestsByProduct(from, to),
        sumOf(inDays(from, to).where('page', '=', 'contact')),
        db
          .selectFrom('enquiries')
          .where('kind', '=', 'contact')
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .select((eb) => eb.fn.countAll<number | string>().as('enquiries'))
          .executeTakeFirst(),
      ]);
      const none = { requests: 0, sent: 0, accepted: 0 };
      const views = new Map(viewed.map(({ key, views }) => [key, views]));
      // A product asked for whose page was not among the most viewed still shows, after those that were.
      const asked = [...requested]
        .filter(([slug]) => !views.has(slug))
        .sort(([a, x], [b, y]) => y.requests - x.requests || (a < b ? -1 : 1))
        .map(([slug]) => slug);
      const slugs = [...views.keys(), ...asked].slice(0, top);
      const askedViews = asked.length > 0 ? await viewsOfItems('product', from, to, asked) : new Map<string, number>();
      return {
        products: slugs.map((slug) => ({
          slug,
          views: views.get(slug) ?? askedViews.get(slug) ?? 0,
          ...(requested.get(slug) ?? none),
        })),
        contact: { views: count(contactViews?.views), enquiries: count(contactEnquiries?.enquiries) },
      };
    },
  };

  /** The views of the named items only. */
  async function viewsOfItems(page: string, from: string, to: string, slugs: readonly string[]) {
    const rows = await inDays(from, to)
      .where('page', '=', page)
      .where('item', 'in', slugs)
      .groupBy('item')
      .select((eb) => ['item', eb.fn.sum<number | string>('views').as('views')])
      .execute();
    return new Map(rows.map((row) => [row.item, count(row.views)]));
  }
}
