// Every row of page_views, every column as the database holds it, on either engine: what the counting stored, and
// a check that nothing else was (docs/privacy.md, "Page-view statistics").
import type { PostgresStore } from '#server/storage/postgres-store.ts';
import type { SqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store } from '#server/storage/store.ts';

const SELECT = 'SELECT * FROM page_views ORDER BY day, page, language, referrer, device, item';

export async function storedPageViews(store: Store): Promise<Array<Record<string, unknown>>> {
  if (store.engine === 'sqlite')
    return (store as SqliteStore).db
      .prepare(SELECT)
      .all()
      .map((row) => ({ ...row }));
  return (await (store as PostgresStore).pool.query<Record<string, unknown>>(SELECT)).rows;
}
