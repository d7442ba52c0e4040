// The inbox with thousands of entries, on both engines: keyset pages, capped counts, indexed search, the
// migration that builds the search index over the rows already there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import { COUNT_LIMIT, type InboxCursor, type InboxPosition } from '#server/storage/inbox-store.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store } from '#server/storage/store.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { allEntries, fillEnquiries } from '../helpers/inbox-fill.ts';
import { postgresEngine, sqliteEngine, type TestDatabase } from '../helpers/store-engines.ts';

const T0 = new Date('2026-03-01T02:00:00Z');
const MINUTE = 60 * 1000;
const postgres = postgresEngine();

/** `count` enquiries, seven to a minute (ties on time), named by number; `named` puts some names in. */
function enquiries(count: number, named: Record<number, string> = {}): NewEnquiry[] {
  return Array.from({ length: count }, (_, i) =>
    sampleEnquiry({
      name: named[i] ?? `Person ${i}`,
      email: `person${i}@example.mn`,
      phone: `8800 ${String(i).padStart(4, '0')}`,
      createdAt: new Date(T0.getTime() + Math.floor(i / 7) * MINUTE),
    }),
  );
}

describe.each([sqliteEngine, postgres].map((engine) => [engine.name, engine] as const))(
  'Inbox at scale on %s',
  (_name, engine) => {
    const maybe = engine.shouldRun ? describe : describe.skip;

    maybe('with thousands of entries', () => {
      let database: TestDatabase;
      let store: Store;
      beforeAll(() => engine.start(), 60_000);
      afterAll(() => engine.stop());
      beforeEach(async () => {
        database = await engine.newDatabase();
        store = await database.open();
      });
      afterEach(() => database.dispose());

      it('pages by keyset through every entry exactly once, both ways, with ties on time across both tables', async () => {
        await fillEnquiries(store, enquiries(1_200));
        for (let i = 0; i < 30; i += 1) {
          await store.enquiries.addSubscription(`news${i}@example.mn`, 'mn', new Date(T0.getTime() + i * 5 * MINUTE));
        }
        const key = (e: { source: string; id: number }) => `${e.source}:${e.id}`;
        // Newest first; on the same time enquiries before sign-ups, higher ids first.
        const expected = (await allEntries(store.inbox, {}, 77))
          .sort(
            (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.source.localeCompare(b.source) || b.id - a.id,
          )
          .map(key);
        expect(new Set(expected).size).toBe(1_230);

        const older: string[] = [];
        const pages: InboxPosition[] = [{}];
        let page = await store.inbox.list({}, {}, 50);
        older.push(...page.entries.map(key));
        while (page.older) {
          pages.push({ before: page.older });
          page = await store.inbox.list({}, { before: page.older }, 50);
          older.push(...page.entries.map(key));
        }
        expect(older).toEqual(expected);

        const newer: string[] = [...page.entries.map(key)];
        let newest: InboxCursor | undefined = page.newer;
        while (newest) {
          const previous = await store.inbox.list({}, { after: newest }, 50);
          newer.unshift(...previous.entries.map(key));
          newest = previous.newer;
        }
        expect(newer).toEqual(expected);
        expect(pages.length).toBe(25);
      });

      it('reads an export a page at a time, oldest first', async () => {
        await fillEnquiries(store, enquiries(1_050));
        const sizes: number[] = [];
        let previous = '';
        for await (const entries of store.inbox.pages({ kind: 'contact' }, 500)) {
          sizes.push(entries.length);
          expect((entries[0]?.createdAt.toISOString() ?? '') >= previous).toBe(true);
          previous = entries.at(-1)?.createdAt.toISOString() ?? '';
        }
        expect(sizes).toEqual([500, 500, 50]);
      });

      it('counts up to the limit and says when there are more', async () => {
        await fillEnquiries(store, enquiries(COUNT_LIMIT + 5));
        expect(await store.inbox.count({})).toEqual({ count: COUNT_LIMIT, more: true });
        expect(await store.inbox.count({ search: 'person 12' })).toEqual({ count: 111, more: false });
      }, 60_000);

      it('finds Cyrillic and Latin in any case among thousands, through the index', async () => {
        await fillEnquiries(
          store,
          enquiries(3_000, { 10: 'Батбаяр Дорж', 2_500: 'Оюунчимэг', 2_900: 'BOLD Trade LLC', 2_901: 'Ёндон' }),
        );
        const names = async (search: string) => (await store.inbox.list({ search }, {}, 50)).entries.map((e) => e.name);
        expect(await names('батБАЯР')).toEqual(['Батбаяр Дорж']);
        expect(await names('ОЮУН')).toEqual(['Оюунчимэг']);
        expect(await names('ёндон')).toEqual(['Ёндон']);
        expect(await names('bold trade')).toEqual(['BOLD Trade LLC']);
        expect(await names('PERSON2999@EXAMPLE')).toEqual(['Person 2999']);
        expect(await names('8800 0010')).toEqual(['Батбаяр Дорж']);
        expect(await names('mn 8800')).toEqual([]); // never across two fields
        expect((await store.inbox.list({ search: 'person1' }, {}, 50)).entries).toHaveLength(50);
      });

      it('pages through a search matching thousands, in both scripts and any case, every match once', async () => {
        const names = enquiries(5_000).map((e, i) => ({ ...e, name: i % 2 ? `Батбаяр ${i}` : `Bold ${i}` }));
        await fillEnquiries(store, names);
        for (const [search, name] of [
          ['БАТБАЯР', 'Батбаяр'],
          ['bOLD', 'Bold'],
        ] as const) {
          const found: string[] = [];
          let page = await store.inbox.list({ search }, {}, 50);
          found.push(...page.entries.map((e) => e.name));
          while (page.older) {
            page = await store.inbox.list({ search }, { before: page.older }, 50);
            found.push(...page.entries.map((e) => e.name));
          }
          const expected = names.filter((e) => e.name.startsWith(name)).map((e) => e.name);
          expect(found).toEqual(expected.reverse());
        }
        expect(await store.inbox.count({ search: 'Батбаяр' })).toEqual({ count: 2_500, more: false });
        // With another filter too, a count is either right or not given.
        const filtered = await store.inbox.count({ search: 'Батбаяр', status: 'new' });
        expect([undefined, { count: 2_500, more: false }]).toContainEqual(filtered);
      }, 60_000);
    });
  },
);

// A database of the previous schema with enquiries in it, then opened by this version.
describe('the search index migration', () => {
  beforeAll(() => (postgres.shouldRun ? postgres.start() : undefined), 60_000);
  afterAll(() => postgres.stop());

  const searchFinds = async (store: Store) =>
    (await store.inbox.list({ search: 'оюунЧИМ' }, {}, 50)).entries.map((e) => e.name);

  it('fills the SQLite index with the rows already there', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inbox-migration-'));
    try {
      const old = openSqliteStore(
        dir,
        MIGRATIONS.filter((m) => m.version < 5),
      );
      await fillEnquiries(old, enquiries(500, { 7: 'Оюунчимэг' }));
      await old.close();
      const store = openSqliteStore(dir);
      expect(await searchFinds(store)).toEqual(['Оюунчимэг']);
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (postgres.shouldRun ? it : it.skip)('builds the PostgreSQL trigram index over the rows already there', async () => {
    const url = await postgres.cluster().createDatabase();
    const old = await openPostgresStore(url, { migrations: MIGRATIONS.filter((m) => m.version < 5) });
    await fillEnquiries(old, enquiries(500, { 7: 'Оюунчимэг' }));
    await old.close();
    const store = await openPostgresStore(url);
    try {
      expect(await searchFinds(store)).toEqual(['Оюунчимэг']);
      const { rows } = await store.pool.query(`SELECT indexname FROM pg_indexes WHERE indexname LIKE '%_search'`);
      expect(rows.map((row: { indexname: string }) => row.indexname).sort()).toEqual([
        'enquiries_search',
        'subscriptions_search',
      ]);
    } finally {
      await store.close();
    }
  });
});
