// The office command against PostgreSQL, and the copy of a SQLite site's data into it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { enquiriesCommand } from '../helpers/enquiries-command.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { shouldRunPostgresTests, startPostgres, type TestPostgres } from '../helpers/postgres.ts';

(shouldRunPostgresTests ? describe : describe.skip)('npm run enquiries with DATABASE_URL', () => {
  let cluster: TestPostgres;
  let dataDir: string;
  let databaseUrl: string;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 30_000);
  afterAll(() => cluster.stop());
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'enquiries-pg-cli-'));
    databaseUrl = await cluster.createDatabase();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const command = (...args: string[]) => enquiriesCommand({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, ...args);

  async function withPostgres<T>(work: (store: Awaited<ReturnType<typeof openPostgresStore>>) => Promise<T>) {
    const store = await openPostgresStore(databaseUrl);
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  }

  it('lists the enquiries stored in PostgreSQL', async () => {
    await withPostgres((store) =>
      store.enquiries.insertEnquiry(sampleEnquiry({ name: 'Оюунчимэг', message: 'Hello' }), { notify: false }),
    );
    const { code, stdout } = await command('list');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1\s+2026-03-01 10:00\s+contact\s+Оюунчимэг\s+bat@example\.mn\s+\+976 9911 2233\s+Hello$/m);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('1 enquiries');
  });

  it('copies SQLite enquiries with their files, subscriptions and unsent notifications once, however often it runs', async () => {
    const sqlite = openSqliteStore(dataDir);
    const first = await sqlite.enquiries.insertEnquiry(sampleEnquiry({ name: 'sent' }), { notify: true });
    const items = [
      { slug: 'pdc-bit-216mm-5-blade', name: 'PDC bit 216 mm', qty: 2 },
      { slug: null, name: 'OTR tyre', qty: 8 },
    ];
    // With a drawing, a file of DATA_DIR/attachments, which goes into its row (docs/operations.md, "Attachments").
    const drawing = { name: 'bit.pdf', type: 'pdf' as const, data: Buffer.from('%PDF-1.7 bit') };
    const unsent = sampleEnquiry({ name: 'unsent', kind: 'quotation', items, attachments: [drawing] });
    await sqlite.enquiries.insertEnquiry(unsent, { notify: true });
    await sqlite.enquiries.insertEnquiry(sampleEnquiry({ name: 'quiet' }), { notify: false });
    const [claimed] = await sqlite.enquiries.claimDueNotifications(new Date('2026-03-01T02:00:00Z'), 1, new Date());
    expect(claimed?.enquiry.id).toBe(first);
    await sqlite.enquiries.markSent(claimed?.id ?? -1, new Date('2026-03-01T02:00:05Z'));
    await sqlite.enquiries.addSubscription('News@Example.mn', 'en', new Date('2026-03-01T00:00:00Z'));
    // The office's work: a text published twice, a draft of another, the audit log.
    const at = new Date('2026-03-01T03:00:00Z');
    await sqlite.content.publish('text', 'home:hero.servicesCta', { mn: 'Нэг', en: 'One' }, 0, 'writer', at);
    await sqlite.content.publish('text', 'home:hero.servicesCta', { mn: 'Хоёр', en: 'Two' }, 1, 'writer', at);
    await sqlite.content.saveDraft('text', 'home:hero.contactCta', { mn: 'Ноорог', en: 'Draft' }, 0, 'writer', at);
    await sqlite.audit.record({ at, login: 'writer', action: 'text-published', target: 'text/x', requestId: 'r1' });
    // A photo's files in DATA_DIR/media (docs/photos.md, "Moving to PostgreSQL").
    const photoFile = 'aaaaaaaaaaaaaaaa-320-0123456789.webp';
    await sqlite.mediaFiles.put(photoFile, 'image/webp', new Uint8Array([82, 73, 70, 70]), at);
    await sqlite.close();
    await withPostgres((store) => store.enquiries.addSubscription('news@example.MN', 'mn', new Date()));

    const once = await command('migrate-to-postgres');
    const twice = await command('migrate-to-postgres');

    expect(once.code).toBe(0);
    expect(once.stdout).toContain('enquiries:     3 (0 already there)');
    expect(once.stdout).toContain('subscriptions: 0 (1 already there)');
    expect(once.stdout).toContain('unsent notifications: 1');
    expect(once.stdout).toContain('their attached files: 1');
    expect(twice.stdout).toContain('their attached files: 0');
    expect(twice.stdout).toContain('enquiries:     0 (3 already there)');
    expect(twice.stdout).toContain('unsent notifications: 0');
    expect(once.stdout).toContain('office content: 2 versions (0 already there), 1 drafts');
    expect(once.stdout).toContain('audit log entries: 1');
    expect(twice.stdout).toContain('office content: 0 versions (2 already there), 0 drafts');
    expect(twice.stdout).toContain('audit log entries: 0');
    expect(once.stdout).toContain('photo files: 1 (0 already there)');
    expect(twice.stdout).toContain('photo files: 0 (1 already there)');
    await withPostgres(async (store) => {
      const copied = await store.enquiries.listEnquiries();
      expect(copied.map(({ name, kind }) => ({ name, kind }))).toEqual([
        { name: 'sent', kind: 'contact' },
        { name: 'unsent', kind: 'quotation' },
        { name: 'quiet', kind: 'contact' },
      ]);
      const due = await store.enquiries.claimDueNotifications(new Date('2026-03-02T00:00:00Z'), 10, new Date());
      expect(due.map((item) => item.enquiry.name)).toEqual(['unsent']);
      expect((await store.inbox.find('enquiry', copied[1]?.id ?? -1))?.items).toEqual(items);
      const [file] = await store.attachments.list(copied[1]?.id ?? -1);
      const copiedDrawing = await store.attachments.get(copied[1]?.id ?? -1, file?.id ?? -1);
      expect(Buffer.from(copiedDrawing?.data ?? []).toString()).toBe('%PDF-1.7 bit');
      expect(await store.content.published('text')).toEqual([
        { key: 'home:hero.servicesCta', revision: 2, at: expect.any(Date), value: { mn: 'Хоёр', en: 'Two' } },
      ]);
      expect(await store.content.drafts('text')).toEqual(['home:hero.contactCta']);
      expect((await store.audit.list({}, undefined, 10)).map((entry) => entry.login)).toEqual(['writer']);
      const copiedFile = await store.mediaFiles.get(photoFile);
      expect([...(copiedFile?.data ?? [])]).toEqual([82, 73, 70, 70]);
      expect(copiedFile?.type).toBe('image/webp');
    });
  });

  it('exits 78 naming DATABASE_URL, without its password, when the database cannot be reached', async () => {
    const { code, stderr } = await enquiriesCommand(
      { DATA_DIR: dataDir, DATABASE_URL: 'postgres://office:s3cret-pass@127.0.0.1:1/site' },
      'list',
    );
    expect(code).toBe(78);
    expect(stderr).toContain('DATABASE_URL: cannot use the database at postgres://127.0.0.1:1/site');
    expect(stderr).not.toContain('s3cret-pass');
  });
});
