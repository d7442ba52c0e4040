// npm run backup and npm run restore (docs/backups.md, "Backups and restore"), run as the operator runs them: as
// commands in processes of their own, beside a site that keeps storing enquiries.
// Its time: the commands and a server run as processes of their own, the server storing enquiries meanwhile.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from '@jest/globals';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { startSession } from '../helpers/csrf.ts';
import { enquiryTime } from '../../scripts/lib/inbox-stress-data.ts';
import { fillEnquiries, allEntries } from '../helpers/inbox-fill.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PHOTO = 'a1b2c3d4e5f60718-320-0123456789abcdef.webp';
const SECRET = 'generated-secret-of-the-site-0123456789';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node scripts/<script>.ts …args` with only `env` (and PATH) set, as `npm run` would run it. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const writtenFile = (run: Run) => /^Backup written: (.+?) \(/m.exec(run.stdout)?.[1] ?? '';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The test app listening on loopback, with a photo's file and a generated CSRF secret in its DATA_DIR. */
async function runningSite(): Promise<{ t: TestApp; origin: string }> {
  // A data directory of the test's own: closing the app (the site stopping) leaves it in place.
  const t = await createTestApp({ dataDir: tempDir('site-'), env: { CONTACT_RATE_LIMIT: '100000' } });
  cleanups.push(() => t.close());
  await t.store.mediaFiles.put(PHOTO, 'image/webp', Buffer.from('RIFF photo bytes'), new Date());
  writeFileSync(path.join(t.dataDir, 'csrf-secret'), SECRET, { mode: 0o600 });
  const server: Server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { t, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Visitors posting the contact form by script, one after another in `lanes`, until stop() resolves. */
function visitorsPosting(t: TestApp, origin: string, lanes: number) {
  const acknowledged: string[] = [];
  const sent: string[] = [];
  let stopping = false;
  let next = 0;
  const done = (async () => {
    const session = await startSession(t.app);
    const lane = async () => {
      while (!stopping) {
        const name = `Backup visitor ${(next += 1)}`;
        sent.push(name);
        const res = await fetch(`${origin}/api/contact?lng=en`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-XSRF-TOKEN': session.token },
          body: JSON.stringify({
            name,
            email: 'visitor@example.mn',
            phone: '+976 9911 2233',
            message: 'Need 40.00R57 tyres',
            consent: true,
          }),
        });
        await res.arrayBuffer();
        if (res.status >= 200 && res.status < 300) acknowledged.push(name);
        else throw new Error(`POST /api/contact answered ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  })();
  return {
    acknowledged,
    sent,
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}

async function waitUntil(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('npm run backup, then npm run restore', () => {
  it('restores every enquiry acknowledged before the backup began, their files, the photos and the secret', async () => {
    const { t, origin } = await runningSite();
    // An inbox of some size, so the copy is not over before the first post made during it is answered.
    const now = Date.now();
    await fillEnquiries(
      t.store,
      Array.from({ length: 20_000 }, (_, i) => sampleEnquiry({ createdAt: enquiryTime(i, 20_000, now) })),
    );
    const drawing = { name: 'drawing.pdf', type: 'pdf' as const, data: Buffer.from('%PDF-1.7 a drawing') };
    const withFile = await t.store.enquiries.insertEnquiry(sampleEnquiry({ attachments: [drawing] }), {
      notify: false,
    });
    const backupDir = tempDir('backups-');
    const visitors = visitorsPosting(t, origin, 4);
    await waitUntil(() => visitors.acknowledged.length >= 40);

    const acknowledgedBefore = [...visitors.acknowledged];
    const backupRun = await runScript('backup', [], { DATA_DIR: t.dataDir, BACKUP_DIR: backupDir });
    await visitors.stop();
    expect(backupRun).toMatchObject({ code: 0, stderr: '' });
    const file = writtenFile(backupRun);
    expect(readdirSync(backupDir)).toEqual([path.basename(file)]);

    const fresh = path.join(tempDir('restored-'), 'data');
    const restoreRun = await runScript('restore', [file], { DATA_DIR: fresh });
    expect(restoreRun).toMatchObject({ code: 0, stderr: '' });

    const raw = new DatabaseSync(path.join(fresh, 'site.db'), { readOnly: true });
    expect(raw.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    // The backup's own tables are gone: the restored file is the site's database alone.
    expect(raw.prepare("SELECT name FROM sqlite_schema WHERE name LIKE 'backup_%'").all()).toEqual([]);
    raw.close();
    const restored = openSqliteStore(fresh);
    try {
      const names = new Set((await allEntries(restored.inbox, { source: 'enquiry' })).map((entry) => entry.name));
      expect(acknowledgedBefore.filter((name) => !names.has(name))).toEqual([]);
      // Nothing but what the site stored: the seeded inbox and posted enquiries, each whole.
      const posted = [...names].filter((name) => name.startsWith('Backup visitor'));
      expect(posted.filter((name) => !visitors.sent.includes(name))).toEqual([]);
      expect(names.size).toBe(posted.length + 1); // the 20,000 seeded ones and the one with a file share one name
      const [file] = await restored.attachments.list(withFile);
      expect(Buffer.from((await restored.attachments.get(withFile, file?.id ?? 0))?.data ?? []).toString()).toBe(
        '%PDF-1.7 a drawing',
      );
      expect(await restored.inbox.list({ search: 'visitor@example' }, {}, 10)).toMatchObject({
        entries: expect.arrayContaining([expect.objectContaining({ email: 'visitor@example.mn' })]),
      });
    } finally {
      await restored.close();
    }
    expect(readFileSync(path.join(fresh, 'media', PHOTO), 'utf8')).toBe('RIFF photo bytes');
    expect(readFileSync(path.join(fresh, 'csrf-secret'), 'utf8')).toBe(SECRET);
  }, 120_000);
});

describe('npm run backup keeps the newest BACKUP_KEEP', () => {
  it('leaves the last two of three backups with BACKUP_KEEP=2', async () => {
    const { t } = await runningSite();
    const backupDir = tempDir('backups-');
    const env = { DATA_DIR: t.dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' };
    const written: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const run = await runScript('backup', [], env);
      expect(run.code).toBe(0);
      written.push(path.basename(writtenFile(run)));
    }
    expect(readdirSync(backupDir).sort()).toEqual(written.slice(1));
    expect(written.every((name) => /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.backup$/.test(name))).toBe(true);
  });

  it('refuses a BACKUP_KEEP that is not a whole number from 1, naming it (exit 78)', async () => {
    const run = await runScript('backup', [], { DATA_DIR: tempDir('data-'), BACKUP_KEEP: '0' });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('BACKUP_KEEP');
  });

  it('says to use pg_dump on PostgreSQL, and writes nothing (exit 69)', async () => {
    const backupDir = path.join(tempDir('backups-'), 'none');
    const run = await runScript('backup', [], {
      DATA_DIR: tempDir('data-'),
      BACKUP_DIR: backupDir,
      DATABASE_URL: 'postgres://site:secret-password@db.invalid:5432/site',
    });
    expect(run.code).toBe(69);
    expect(run.stderr).toContain('pg_dump');
    expect(run.stderr).not.toContain('secret-password');
    expect(existsSync(backupDir)).toBe(false);
  });
});

describe('npm run restore refuses', () => {
  /** A backup of a small site, taken with the site stopped. */
  async function aBackup(): Promise<{ file: string; dataDir: string }> {
    const { t } = await runningSite();
    await fillEnquiries(t.store, [sampleEnquiry({ name: 'Stored before the backup' })]);
    const run = await runScript('backup', [], { DATA_DIR: t.dataDir, BACKUP_DIR: tempDir('backups-') });
    expect(run.code).toBe(0);
    return { file: writtenFile(run), dataDir: t.dataDir };
  }

  it('a file that is not a backup, or one damaged, before writing anything (exit 65)', async () => {
    const { file } = await aBackup();
    const bytes = readFileSync(file);
    const dir = tempDir('damaged-');
    const notSqlite = path.join(dir, 'notes.backup');
    writeFileSync(notSqlite, 'not a database at all');
    const truncated = path.join(dir, 'truncated.backup');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    // One byte of the photo's file changed inside the backup: SQLite's pages are sound, the digest is not.
    const flipped = path.join(dir, 'flipped.backup');
    const at = bytes.indexOf('RIFF photo bytes');
    expect(at).toBeGreaterThan(0);
    const damaged = Buffer.from(bytes);
    damaged[at + 5] = 'P'.charCodeAt(0);
    writeFileSync(flipped, damaged);

    for (const [bad, says] of [
      [notSqlite, 'not a backup'],
      [truncated, 'malformed'],
      [flipped, 'do not match their SHA-256'],
    ] as const) {
      const target = path.join(tempDir('target-'), 'data');
      const run = await runScript('restore', [bad], { DATA_DIR: target });
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 65, stderr: expect.stringContaining(says) });
      expect(existsSync(path.join(target, 'site.db'))).toBe(false);
    }
  });

  it('while the site is running on DATA_DIR (exit 75), and a DATA_DIR holding data without --force (73)', async () => {
    const { file } = await aBackup();
    const { t } = await runningSite();
    // (Nothing here reads site.db while the site runs: a process closing any descriptor of a file drops every
    // POSIX lock it holds on it, SQLite's included.)
    const whileRunning = await runScript('restore', [file, '--force'], { DATA_DIR: t.dataDir });
    expect(whileRunning.code).toBe(75);
    expect(whileRunning.stderr).toContain('stop it first');

    t.close(); // the site stops
    const before = readFileSync(path.join(t.dataDir, 'site.db'));
    const withoutForce = await runScript('restore', [file], { DATA_DIR: t.dataDir });
    expect(withoutForce.code).toBe(73);
    expect(withoutForce.stderr).toContain('--force');
    expect(readFileSync(path.join(t.dataDir, 'site.db')).equals(before)).toBe(true);

    // With --force the data it held is moved aside, not deleted, and the backup's is in place.
    const forced = await runScript('restore', [file, '--force'], { DATA_DIR: t.dataDir });
    expect(forced.code).toBe(0);
    const [replaced] = readdirSync(t.dataDir).filter((name) => name.startsWith('replaced-'));
    expect(readdirSync(path.join(t.dataDir, replaced ?? '')).sort()).toEqual(['csrf-secret', 'media', 'site.db']);
    const restored = openSqliteStore(t.dataDir);
    try {
      const names = (await allEntries(restored.inbox, { source: 'enquiry' })).map((entry) => entry.name);
      expect(names).toEqual(['Stored before the backup']);
    } finally {
      await restored.close();
    }
  });

  it('a missing file (exit 66)', async () => {
    const missing = path.join(tmpdir(), `no-such-${randomBytes(4).toString('hex')}.backup`);
    const run = await runScript('restore', [missing], { DATA_DIR: tempDir('data-') });
    expect(run.code).toBe(66);
  });
});
