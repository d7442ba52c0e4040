import type { PageViewsTable, StoreDatabase } from './database.ts';

// The public pages' views, per day and aggregate (docs/privacy.md, "Page-view statistics"): the public side counts
// in memory (server/stats/) and adds its counts here every few seconds, one upsert a row met meanwhile, never a
// write a request; every replica adds to the same rows. Nothing in a row tells one visitor from another.

/** One aggregate: the views of a page, in a language, from a referring site and a device class, on a day. */
export type PageViewRow = PageViewsTable;

export interface PageViews {
  /**
   * Adds each row's views to the stored row of its day, page, language, referrer, device and item (made when there
   * is none): one upsert each, all in one transaction, so a failure adds none of them.
   */
  add(rows: Iterable<PageViewRow>): Promise<void>;
  /** Removes the rows of the days before `day` (YYYY-MM-DD); resolves with how many were removed. */
  removeBefore(day: string): Promise<number>;
}

const KEY = ['day', 'page', 'language', 'referrer', 'device', 'item'] as const;

/** The rows in the order of their key: two replicas adding the same rows lock them in one order, never a deadlock. */
function inKeyOrder(rows: Iterable<PageViewRow>): PageViewRow[] {
  const compare = (a: PageViewRow, b: PageViewRow) => {
    for (const column of KEY) if (a[column] !== b[column]) return a[column] < b[column] ? -1 : 1;
    return 0;
  };
  return [...rows].sort(compare);
}

export function createPageViews(database: StoreDatabase): PageViews {
  const { db } = database;
  return {
    async add(rows) {
      const upserts = inKeyOrder(rows).map((row) =>
        db
          .insertInto('page_views')
          .values(row)
          .onConflict((conflict) =>
            conflict
              .columns(KEY)
              .doUpdateSet((eb) => ({ views: eb('page_views.views', '+', eb.ref('excluded.views')) })),
          ),
      );
      if (upserts.length > 0) await database.batch(upserts);
    },
    async removeBefore(day) {
      const { numDeletedRows } = await db.deleteFrom('page_views').where('day', '<', day).executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
