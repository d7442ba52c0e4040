// The PostgreSQL backup of docs/replicas.md, "Backups", step by step against the throw-away
// cluster: pg_dump --format=custom to standard output while the site keeps writing, pg_restore of that dump into a
// new database and, as docs/replicas.md's restore does, over the site's own with --clean --if-exists; the store then
// reads back every enquiry stored before the dump began, the photos' files and the sign-ups.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPostgresStore, type PostgresStore } from '#server/storage/postgres-store.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { allEntries } from '../helpers/inbox-fill.ts';
import { findPostgresBin } from '../helpers/postgres.ts';
import { postgresEngine } from '../helpers/store-engines.ts';

const postgres = postgresEngine();
beforeAll(() => (postgres.shouldRun ? postgres.start() : undefined), 60_000);
afterAll(() => postgres.stop());

const PHOTO = 'a1b2c3d4e5f60718-320-0123456789abcdef.webp';

/**
 * Runs a PostgreSQL client program with its standard input or output on `file`, as docs/replicas.md's redirections do.
 */
function pgTool(program: 'pg_dump' | 'pg_restore', args: string[], io: { stdin?: string; stdout?: string }) {
  const bin = findPostgresBin() ?? '';
  const stdin = io.stdin === undefined ? 'ignore' : openSync(io.stdin, 'r');
  const stdout = io.stdout === undefined ? 'pipe' : openSync(io.stdout, 'w');
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(path.join(bin, program), args, { stdio: [stdin, stdout, 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  }).finally(() => {
    for (const fd of [stdin, stdout]) if (typeof fd === 'number') closeSync(fd);
  });
}

async function enquiryNames(store: PostgresStore): Promise<string[]> {
  return (await allEntries(store.inbox, { source: 'enquiry' })).map((entry) => entry.name);
}

(postgres.shouldRun ? describe : describe.skip)('pg_dump and pg_restore, as docs/replicas.md says', () => {
  it('restore a dump taken while enquiries are stored: every one acknowledged before it began, the photos', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pg-dump-'));
    const url = await postgres.cluster().createDatabase();
    const site = await openPostgresStore(url, { poolSize: 4 });
    const opened: PostgresStore[] = [site];
    try {
      for (let i = 0; i < 200; i += 1) {
        await site.enquiries.insertEnquiry(sampleEnquiry({ name: `Before ${i}` }), { notify: true });
      }
      await site.mediaFiles.put(PHOTO, 'image/webp', Buffer.from('RIFF photo bytes'), new Date());
      expect(await site.enquiries.addSubscription('news@example.mn', 'mn', new Date())).toBe('added');

      // The site keeps storing enquiries, one after another, while the dump runs.
      const stored = (await enquiryNames(site)).slice();
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i += 1) {
          await site.enquiries.insertEnquiry(sampleEnquiry({ name: `During ${i}` }), { notify: false });
          stored.push(`During ${i}`);
        }
      })();
      while (stored.length < 220) await new Promise((resolve) => setTimeout(resolve, 10));
      const storedBefore = [...stored];
      const dumpFile = path.join(dir, 'site.dump');
      const dump = await pgTool('pg_dump', ['--format=custom', `--dbname=${url}`], { stdout: dumpFile });
      writing = false;
      await writer;
      expect(dump).toEqual({ code: 0, stderr: '' });

      // Into a new database (a new machine's).
      const fresh = await postgres.cluster().createDatabase();
      const intoNew = await pgTool('pg_restore', [`--dbname=${fresh}`, '--no-owner'], { stdin: dumpFile });
      expect(intoNew).toEqual({ code: 0, stderr: '' });
      const restored = await openPostgresStore(fresh, { poolSize: 2 });
      opened.push(restored);
      expect(restored.schemaVersion).toBe(Math.max(...MIGRATIONS.map((migration) => migration.version)));
      const names = new Set(await enquiryNames(restored));
      expect(storedBefore.filter((name) => !names.has(name))).toEqual([]);
      expect([...names].filter((name) => !stored.includes(name))).toEqual([]);
      expect((await restored.mediaFiles.get(PHOTO))?.data).toEqual(new Uint8Array(Buffer.from('RIFF photo bytes')));
      expect(await restored.enquiries.addSubscription('NEWS@example.mn', 'en', new Date())).toBe('exists');
      // The office e-mails not yet sent are in it too, to be sent from the restored site.
      expect((await restored.enquiries.unsentNotifications()).count).toBe(200);

      // Over the site's own database, as docs/replicas.md's restore does (the replicas stopped): what was stored after
      // the dump is gone, everything before it is back.
      await site.close();
      opened.shift();
      const over = await pgTool('pg_restore', [`--dbname=${url}`, '--clean', '--if-exists'], { stdin: dumpFile });
      expect(over).toEqual({ code: 0, stderr: '' });
      const back = await openPostgresStore(url, { poolSize: 2 });
      opened.push(back);
      expect(new Set(await enquiryNames(back))).toEqual(names);
    } finally {
      await Promise.all(opened.map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
