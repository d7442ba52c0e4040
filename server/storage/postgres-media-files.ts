import type { Pool } from 'pg';
import { checkMediaFileName, isMediaFileName, mediaTypeOf, type MediaFiles } from './media-files.ts';

/** Media files in the media_files table (migration 10): one database, so every replica serves every photo. */
export function createPostgresMediaFiles(pool: Pool): MediaFiles {
  return {
    async put(name, type, data, now) {
      checkMediaFileName(name);
      await pool.query(
        'INSERT INTO media_files (name, type, bytes, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING',
        [name, mediaTypeOf(name) ?? type, Buffer.from(data.buffer, data.byteOffset, data.byteLength), now],
      );
    },
    async get(name) {
      if (!isMediaFileName(name)) return undefined;
      const { rows } = await pool.query<{ type: string; bytes: Buffer; created_at: Date }>(
        'SELECT type, bytes, created_at FROM media_files WHERE name = $1',
        [name],
      );
      const row = rows[0];
      return row ? { name, type: row.type, data: row.bytes, createdAt: row.created_at } : undefined;
    },
    async has(names) {
      const wanted = names.filter(isMediaFileName);
      if (wanted.length === 0) return new Set();
      const { rows } = await pool.query<{ name: string }>('SELECT name FROM media_files WHERE name = ANY($1)', [
        wanted,
      ]);
      return new Set(rows.map((row) => row.name));
    },
    async list() {
      const { rows } = await pool.query<{ name: string; created_at: Date }>(
        'SELECT name, created_at FROM media_files ORDER BY name',
      );
      return rows.map((row) => ({ name: row.name, createdAt: row.created_at }));
    },
    async delete(name) {
      if (isMediaFileName(name)) await pool.query('DELETE FROM media_files WHERE name = $1', [name]);
    },
    exclusively: (work) => work(),
  };
}
