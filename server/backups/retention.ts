import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

// The names of backups and which of them are kept. A backup is named by the moment it was taken, in UTC to the
// millisecond (site-2026-11-26T03-15-00.123Z.backup): names sort as the moments do, and two backups taken in the
// same second do not collide. It is written under a hidden partial name and renamed once whole, so a backup cut
// short is never taken for one, nor counted among those kept.

const BACKUP_NAME = /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.backup$/;
const PARTIAL_NAME = /^\.site-.*\.backup\.partial$/;
// A partial file older than this is what a backup that died left behind (one takes minutes at most).
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

export const backupName = (now: Date) => `site-${now.toISOString().replaceAll(':', '-')}.backup`;
export const partialName = (name: string, unique: string) =>
  `.${name.replace(/\.backup$/, '')}-${unique}.backup.partial`;
export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  return readdirSync(dir).filter(isBackupName).sort();
}

/**
 * Leaves the newest `keep` backups in `dir`, `written` (the one just made) always among them, whatever the clock
 * did meanwhile; removes stale partial files. Resolves with the names removed.
 */
export function pruneBackups(dir: string, keep: number, written: string, now: Date): string[] {
  const others = listBackups(dir).filter((name) => name !== written);
  const removed = others.slice(0, Math.max(0, others.length - (keep - 1)));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  for (const name of readdirSync(dir).filter((entry) => PARTIAL_NAME.test(entry))) {
    const file = path.join(dir, name);
    if (now.getTime() - statSync(file).mtimeMs > STALE_PARTIAL_MS) rmSync(file, { force: true });
  }
  return removed;
}
