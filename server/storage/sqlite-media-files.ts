import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkMediaFileName, isMediaFileName, mediaTypeOf, type MediaFiles } from './media-files.ts';
import { withMediaFilesLock } from './media-files-lock.ts';

/** The folder of DATA_DIR the files live in. */
export const MEDIA_DIR = 'media';

const isMissing = (err: unknown) => (err as { code?: unknown }).code === 'ENOENT';

/**
 * Media files as files in `DATA_DIR/media` (with SQLite the site is one process on one disk). Each is written to
 * a temporary name, flushed, then linked to its own: a reader sees the whole file or none, and a name already
 * there keeps its file.
 */
export function createSqliteMediaFiles(dataDir: string): MediaFiles {
  const dir = path.join(dataDir, MEDIA_DIR);
  const fileOf = (name: string) => path.join(dir, name);
  return {
    async put(name, _type, data, now) {
      checkMediaFileName(name);
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${randomUUID()}.part`);
      try {
        await writeFile(temporary, data, { flush: true });
        // Its time is the store's `now` (the clock the app runs on), as PostgreSQL's created_at is.
        await utimes(temporary, now, now);
        await link(temporary, fileOf(name)).catch((err: unknown) => {
          if ((err as { code?: unknown }).code !== 'EEXIST') throw err;
        });
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(name) {
      const type = mediaTypeOf(name);
      if (!type) return undefined;
      try {
        const [data, info] = await Promise.all([readFile(fileOf(name)), stat(fileOf(name))]);
        return { name, type, data, createdAt: info.mtime };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async has(names) {
      const found = await Promise.all(
        names.filter(isMediaFileName).map(async (name) =>
          stat(fileOf(name)).then(
            () => name,
            (err: unknown) => {
              if (isMissing(err)) return undefined;
              throw err;
            },
          ),
        ),
      );
      return new Set(found.filter((name) => name !== undefined));
    },
    async list() {
      const names = await readdir(dir).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      const found = await Promise.all(
        names.filter(isMediaFileName).map(async (name) =>
          stat(fileOf(name)).then(
            (info) => ({ name, createdAt: info.mtime }),
            (err: unknown) => {
              if (isMissing(err)) return undefined;
              throw err;
            },
          ),
        ),
      );
      return found.filter((file) => file !== undefined).sort((a, b) => a.name.localeCompare(b.name));
    },
    async delete(name) {
      if (isMediaFileName(name)) await rm(fileOf(name), { force: true });
    },
    exclusively: (work) => withMediaFilesLock(dataDir, 0, work),
  };
}
