import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { ATTACHMENTS_DIR } from '#server/storage/sqlite-attachment-files.ts';
import { openSqliteStore, type SqliteStore } from '#server/storage/sqlite-store.ts';
import { sampleEnquiry } from '../../helpers/enquiry-fixture.ts';

let dir: string;
let store: SqliteStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'enquiry-store-test-'));
  store = openSqliteStore(dir);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const enquiry = sampleEnquiry;

const count = (table: string) => (store.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('SQLite schema', () => {
  it('is the latest schema version', () => {
    expect(store.schemaVersion).toBe(MIGRATIONS.length);
  });

  it('refuses an enquiry kind outside contact, service and quotation', () => {
    const insert = () =>
      store.db
        .prepare(
          `INSERT INTO enquiries (kind, name, email, phone, message, language, created_at)
           VALUES ('spam', 'a', 'b', 'c', 'd', 'mn', '2026-01-01T00:00:00.000Z')`,
        )
        .run();
    expect(insert).toThrow(/CHECK constraint failed/);
  });
});

describe('insertEnquiry', () => {
  it('writes the office notification with the enquiry when asked to notify', async () => {
    const id = await store.enquiries.insertEnquiry(enquiry(), { notify: true });
    expect(store.db.prepare('SELECT enquiry_id, kind, attempts, next_attempt_at, sent_at FROM outbox').all()).toEqual([
      {
        enquiry_id: id,
        kind: 'notify-office',
        attempts: 0,
        next_attempt_at: '2026-03-01T02:00:00.000Z',
        sent_at: null,
      },
    ]);
  });

  it('stores nothing at all when the outbox insert fails', async () => {
    store.db.exec(`CREATE TEMP TRIGGER outbox_broken BEFORE INSERT ON main.outbox
      BEGIN SELECT RAISE(ABORT, 'outbox broken'); END`);
    await expect(store.enquiries.insertEnquiry(enquiry(), { notify: true })).rejects.toThrow('outbox broken');
    expect(count('enquiries')).toBe(0);
    expect(store.db.isTransaction).toBe(false);
  });
});

describe('addSubscription', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('keeps the address as given and its lower-case form, which is unique', async () => {
    await store.enquiries.addSubscription('News@Example.mn', 'mn', now);
    await store.enquiries.addSubscription(' news@EXAMPLE.MN ', 'en', now);
    await store.enquiries.addSubscription('other@example.mn', 'en', now);
    expect(store.db.prepare('SELECT email, email_normalized, language FROM subscriptions ORDER BY id').all()).toEqual([
      { email: 'News@Example.mn', email_normalized: 'news@example.mn', language: 'mn' },
      { email: 'other@example.mn', email_normalized: 'other@example.mn', language: 'en' },
    ]);
  });
});

describe('outbox rows', () => {
  const t0 = new Date('2026-03-01T02:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const row = () => store.db.prepare('SELECT attempts, claimed_until, last_error, sent_at FROM outbox').get();

  it('records the claim, and ends it when the notification is sent', async () => {
    await store.enquiries.insertEnquiry(enquiry({ createdAt: t0 }), { notify: true });
    const [item] = await store.enquiries.claimDueNotifications(t0, 10, later(60_000));
    expect(row()).toEqual({ attempts: 0, claimed_until: '2026-03-01T02:01:00.000Z', last_error: null, sent_at: null });

    await store.enquiries.markSent(item?.id ?? -1, later(1000));
    expect(row()).toEqual({ attempts: 1, claimed_until: null, last_error: null, sent_at: '2026-03-01T02:00:01.000Z' });
  });

  it('keeps the error of a failed attempt and ends the claim', async () => {
    await store.enquiries.insertEnquiry(enquiry({ createdAt: t0 }), { notify: true });
    const [item] = await store.enquiries.claimDueNotifications(t0, 10, later(60_000));
    await store.enquiries.markFailed(item?.id ?? -1, 'ECONNECTION: refused', later(30_000));
    expect(row()).toEqual({ attempts: 1, claimed_until: null, last_error: 'ECONNECTION: refused', sent_at: null });
  });
});

describe('SQLite attachments', () => {
  const drawing = { name: 'drawing.pdf', type: 'pdf' as const, data: Buffer.from('%PDF-1.7 a drawing') };
  const files = () => readdirSync(path.join(dir, ATTACHMENTS_DIR));

  it('keeps each file in DATA_DIR/attachments, named by its row', async () => {
    const id = await store.enquiries.insertEnquiry(enquiry({ attachments: [drawing] }), { notify: false });
    const [row] = store.db.prepare('SELECT file, bytes FROM enquiry_attachments WHERE enquiry_id = ?').all(id);
    expect(files()).toEqual([row?.file]);
    expect(row?.bytes).toBeNull();
  });

  it('removes the files it wrote when the enquiry’s transaction fails: nothing half-stored', async () => {
    const refused = enquiry({ kind: 'spam' as 'contact', attachments: [drawing, drawing] });
    await expect(store.enquiries.insertEnquiry(refused, { notify: false })).rejects.toThrow(/CHECK constraint/);
    expect(files()).toEqual([]);
    expect(count('enquiries')).toBe(0);
  });

  it('removes the files of an erased person’s enquiries', async () => {
    await store.enquiries.insertEnquiry(enquiry({ attachments: [drawing] }), { notify: false });
    await store.enquiries.erasePerson({ email: 'bat@example.mn' }, new Date('2026-04-01T00:00:00Z'));
    expect(files()).toEqual([]);
    expect(count('enquiry_attachments')).toBe(0);
  });
});
