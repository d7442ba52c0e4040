import { toDate, type PostgresStoreDatabase } from './database.ts';
import { checkMediaFileName, isMediaFileName, mediaTypeOf, type MediaFiles } from './media-files.ts';

/** Media files in the media_files table (migration 10): one database, so every replica serves every photo. */
export function createPostgresMediaFiles({ db }: PostgresStoreDatabase): MediaFiles {
  return {
    async put(name, type, data, now) {
      checkMediaFileName(name);
      await db
        .insertInto('media_files')
        .values({ name, type: mediaTypeOf(name) ?? type, bytes: data, created_at: now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },
    async get(name) {
      if (!isMediaFileName(name)) return undefined;
      const row = await db
        .selectFrom('media_files')
        .select(['type', 'bytes', 'created_at'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row && { name, type: row.type, data: row.bytes, createdAt: toDate(row.created_at) };
    },
    async has(names) {
      const wanted = names.filter(isMediaFileName);
      if (wanted.length === 0) return new Set();
      const rows = await db.selectFrom('media_files').select('name').where('name', 'in', wanted).execute();
      return new Set(rows.map((row) => row.name));
    },
    async list() {
      const rows = await db.selectFrom('media_files').select(['name', 'created_at']).orderBy('name').execute();
      return rows.map((row) => ({ name: row.name, createdAt: toDate(row.created_at) }));
    },
    async delete(name) {
      if (isMediaFileName(name)) await db.deleteFrom('media_files').where('name', '=', name).execute();
    },
    exclusively: (work) => work(),
  };
}
