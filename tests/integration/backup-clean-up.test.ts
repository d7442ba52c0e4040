// A backup and the photos' clean-up of a SQLite site share one lock (docs/backups.md, "What is in it"): a backup waits
// for a clean-up under way, and while a backup copies the database and the files it names, the clean-up removes
// nothing and the office is told to try again.
import { spawn } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FILES_TABLE } from '#server/backups/format.ts';
import { MEDIA_LOCK_FILE, withMediaFilesLock } from '#server/storage/media-files-lock.ts';
import { waitFor } from '../helpers/server-process.ts';
import { officeAccount, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Stored long ago, and named by nothing: the clean-up's to remove.
const UNUSED = 'b1b2c3d4e5f60718-320-0123456789abcdef.webp';
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

let t: TestApp;
let editor: OfficeAccount;
beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'editor', ['editor'], '/admin/media');
}, 60_000);
afterAll(() => t.close());

const stored = async () => (await t.store.mediaFiles.list()).map((file) => file.name);

/** Held the way a backup holds it, until `release` is called. */
function holdLock(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = withMediaFilesLock(t.dataDir, 0, () => new Promise<void>((resolve) => (release = resolve)));
  return { held, release };
}

describe('the photos’ clean-up while a backup is being written', () => {
  it('removes nothing and tells the office to try again; once the backup is done it removes the file', async () => {
    await t.store.mediaFiles.put(UNUSED, 'image/webp', Buffer.from('RIFF photo bytes'), LONG_AGO);
    const backup = holdLock();
    const refused = await officePost(t, '/en/admin/media/clean-up', editor, {});
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('A backup is being written (or another clean-up is running) just now');
    expect(await stored()).toEqual([UNUSED]);

    backup.release();
    await backup.held;
    const cleaned = await officePost(t, '/en/admin/media/clean-up', editor, {});
    expect(cleaned.headers.location).toBe('/en/admin/media?notice=cleaned');
    expect(await stored()).toEqual([]);
  });
});

describe('npm run backup while the clean-up holds the files', () => {
  it('waits for it to finish, then copies the files as they are', async () => {
    await t.store.mediaFiles.put(UNUSED, 'image/webp', Buffer.from('RIFF photo bytes'), LONG_AGO);
    const cleanUp = holdLock();
    const child = spawn(process.execPath, ['scripts/backup.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: t.dataDir },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    // The command has opened the lock's file and waits on it.
    const fds = `/proc/${child.pid}/fd`;
    const lockFile = path.join(t.dataDir, MEDIA_LOCK_FILE);
    const holdsOpen = () => {
      try {
        return readdirSync(fds).some((fd) => readlinkSync(path.join(fds, fd)) === lockFile);
      } catch {
        return false; // an fd closed while we looked
      }
    };
    await waitFor(() => holdsOpen() || undefined);
    expect(child.exitCode).toBeNull();

    // What the clean-up removes before it lets go is not in the backup.
    await t.store.mediaFiles.delete(UNUSED);
    cleanUp.release();
    await cleanUp.held;
    expect(await exited).toBe(0);
    const file = /^Backup written: (.+?) \(/m.exec(stdout)?.[1] ?? '';
    const db = new DatabaseSync(file, { readOnly: true });
    const carried = db.prepare(`SELECT path FROM ${FILES_TABLE}`).all();
    db.close();
    expect(carried.map((row) => row.path)).not.toContain(`media/${UNUSED}`);
  });
});
