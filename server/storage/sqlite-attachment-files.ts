import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AttachmentBytes } from './attachment-bytes.ts';

/** The folder of DATA_DIR the attachments' files live in (backups carry it: server/backups/format.ts). */
export const ATTACHMENTS_DIR = 'attachments';

// What the store names a file: random, so no visitor's name or path ever reaches the disk. Nothing else is looked
// up, so no name from a row reaches outside the folder.
const FILE_NAME = /^[0-9a-f]{32}\.bin$/;

export const isAttachmentFileName = (name: string) => FILE_NAME.test(name);

/** Attachments' bytes as files of `DATA_DIR/attachments`, one per attachment, written whole before their row. */
export function createSqliteAttachmentFiles(dataDir: string): AttachmentBytes {
  const dir = path.join(dataDir, ATTACHMENTS_DIR);
  const remove = async (files: readonly (string | null)[]) => {
    const names = files.filter((file): file is string => file !== null && isAttachmentFileName(file));
    await Promise.all(names.map((name) => rm(path.join(dir, name), { force: true })));
  };
  return {
    async stage(files) {
      await mkdir(dir, { recursive: true });
      const names = files.map(() => `${randomBytes(16).toString('hex')}.bin`);
      try {
        // Flushed: the row that names it commits only after the file is on the disk (docs/backups.md).
        await Promise.all(
          files.map((file, i) => writeFile(path.join(dir, names[i] ?? ''), file.data, { flush: true })),
        );
      } catch (err) {
        await remove(names);
        throw err;
      }
      return names.map((file) => ({ bytes: null, file }));
    },
    remove,
    async read({ file }) {
      if (file === null || !isAttachmentFileName(file)) return undefined;
      return readFile(path.join(dir, file)).catch((err: unknown) => {
        if ((err as { code?: unknown }).code === 'ENOENT') return undefined;
        throw err;
      });
    },
  };
}
