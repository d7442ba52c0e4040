import type { PageViewsTable } from '#server/storage/database.ts';
import type { PostgresStore } from '#server/storage/postgres-store.ts';
import type { SqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store } from '#server/storage/store.ts';

// The statistics' page_views rows as the public side's counting leaves them (docs/privacy.md), written straight
// into either engine's table so the office's figures can be tested on their own.

const COLUMNS = ['day', 'page', 'language', 'referrer', 'device', 'item', 'views'] as const;

/** One day's views of a page; overrides for what a test is about. */
export const pageView = (overrides: Partial<PageViewsTable> = {}): PageViewsTable => ({
  day: '2026-03-10',
  page: 'home',
  language: 'mn',
  referrer: '',
  device: 'desk',
  item: '',
  views: 1,
  ...overrides,
});

/** Writes the rows; rows alike in every column but views are summed, as the counting would. */
export async function seedPageViews(store: Store, rows: readonly PageViewsTable[]): Promise<void> {
  const summed = new Map<string, PageViewsTable>();
  for (const row of rows) {
    const key = JSON.stringify(COLUMNS.slice(0, -1).map((column) => row[column]));
    const before = summed.get(key);
    summed.set(key, { ...row, views: row.views + (before?.views ?? 0) });
  }
  const insert = `INSERT INTO page_views (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;
  for (const row of summed.values()) {
    const values = COLUMNS.map((column) => row[column]);
    if (store.engine === 'sqlite') (store as SqliteStore).db.prepare(insert.replace(/\$\d/g, '?')).run(...values);
    else await (store as PostgresStore).pool.query(insert, values);
  }
}
