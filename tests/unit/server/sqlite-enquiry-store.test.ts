import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { openSqliteStore, type SqliteStore } from '#server/storage/sqlite-store.ts';

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

function enquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    kind: 'contact',
    name: 'Батбаяр',
    email: 'bat@example.mn',
    phone: '+976 9911 2233',
    message: 'Сайн байна уу',
    language: 'mn',
    page: '/contact',
    requestId: 'req-1',
    createdAt: new Date('2026-03-01T02:00:00Z'),
    ...overrides,
  };
}

const count = (table: string) => (store.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('migration 2', () => {
  it('is the latest schema version', () => {
    expect(store.schemaVersion).toBe(MIGRATIONS.length);
    expect(store.schemaVersion).toBe(2);
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
  it('stores every field and returns the new id', async () => {
    const id = await store.enquiries.insertEnquiry(enquiry({ kind: 'quotation' }), { notify: false });
    expect(await store.enquiries.listEnquiries()).toEqual([{ id, ...enquiry({ kind: 'quotation' }) }]);
    expect(count('outbox')).toBe(0);
  });

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

  it('keeps an enquiry once the store is closed and opened again', async () => {
    const id = await store.enquiries.insertEnquiry(enquiry(), { notify: true });
    store.close();
    store = openSqliteStore(dir);
    expect((await store.enquiries.listEnquiries()).map((e) => e.id)).toEqual([id]);
  });
});

describe('listEnquiries', () => {
  it('lists oldest first and keeps those received at or after `since`', async () => {
    const at = (iso: string) => enquiry({ createdAt: new Date(iso), name: iso });
    await store.enquiries.insertEnquiry(at('2026-03-03T00:00:00.000Z'), { notify: false });
    await store.enquiries.insertEnquiry(at('2026-03-01T00:00:00.000Z'), { notify: false });
    await store.enquiries.insertEnquiry(at('2026-03-02T00:00:00.000Z'), { notify: false });

    const all = await store.enquiries.listEnquiries();
    expect(all.map((e) => e.name)).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
    ]);
    const since = await store.enquiries.listEnquiries({ since: new Date('2026-03-02T00:00:00Z') });
    expect(since.map((e) => e.name)).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-03T00:00:00.000Z']);
  });
});

describe('addSubscription', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('adds an address once, ignoring case and surrounding spaces', async () => {
    expect(await store.enquiries.addSubscription('News@Example.mn', 'mn', now)).toBe('added');
    expect(await store.enquiries.addSubscription(' news@EXAMPLE.MN ', 'en', now)).toBe('exists');
    expect(await store.enquiries.addSubscription('other@example.mn', 'en', now)).toBe('added');
    expect(store.db.prepare('SELECT email, email_normalized, language FROM subscriptions ORDER BY id').all()).toEqual([
      { email: 'News@Example.mn', email_normalized: 'news@example.mn', language: 'mn' },
      { email: 'other@example.mn', email_normalized: 'other@example.mn', language: 'en' },
    ]);
  });
});

describe('outbox', () => {
  const t0 = new Date('2026-03-01T02:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);

  it('hands out due notifications with their enquiry, and forgets them once sent', async () => {
    const id = await store.enquiries.insertEnquiry(enquiry({ createdAt: t0 }), { notify: true });
    const due = await store.enquiries.dueNotifications(t0, 10);
    expect(due).toEqual([{ id: expect.any(Number), attempts: 0, enquiry: { id, ...enquiry({ createdAt: t0 }) } }]);

    await store.enquiries.markSent(due[0]?.id ?? -1, later(1000));
    expect(await store.enquiries.dueNotifications(later(60_000), 10)).toEqual([]);
    expect(store.db.prepare('SELECT attempts, sent_at FROM outbox').get()).toEqual({
      attempts: 1,
      sent_at: '2026-03-01T02:00:01.000Z',
    });
  });

  it('counts a failed attempt and holds the notification back until its next attempt', async () => {
    await store.enquiries.insertEnquiry(enquiry({ createdAt: t0 }), { notify: true });
    const [item] = await store.enquiries.dueNotifications(t0, 10);
    const id = item?.id ?? -1;
    await store.enquiries.markFailed(id, 'ECONNECTION: refused', later(30_000));

    expect(await store.enquiries.dueNotifications(later(29_999), 10)).toEqual([]);
    const [retry] = await store.enquiries.dueNotifications(later(30_000), 10);
    expect(retry).toMatchObject({ id, attempts: 1 });
    expect(store.db.prepare('SELECT last_error, sent_at FROM outbox').get()).toEqual({
      last_error: 'ECONNECTION: refused',
      sent_at: null,
    });
  });

  it('hands out at most `limit`, oldest first', async () => {
    for (const minute of [2, 0, 1]) {
      await store.enquiries.insertEnquiry(enquiry({ createdAt: later(minute * 60_000), name: `m${minute}` }), {
        notify: true,
      });
    }
    const due = await store.enquiries.dueNotifications(later(3 * 60_000), 2);
    expect(due.map((item) => item.enquiry.name)).toEqual(['m0', 'm1']);
  });
});
