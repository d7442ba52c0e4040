// Upgrades (docs/backups.md, "Upgrades and roll-back"): a database of each earlier schema version, as committed under
// tests/fixtures/schema-versions/ (scripts/make-schema-fixtures.ts made them), is migrated by the current code to
// its latest version, whatever that is, and what it held is read back through the office's inbox and its export.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { exportStream } from '#server/services/enquiry-export.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { openPostgresStore, type PostgresStore } from '#server/storage/postgres-store.ts';
import { DATABASE_FILE, openSqliteStore, type SqliteStore } from '#server/storage/sqlite-store.ts';
import type { InboxEntry } from '#server/storage/inbox-store.ts';
import type { Store } from '#server/storage/store.ts';
import {
  enquiriesAt,
  FIXTURE_ITEM,
  FIXTURE_SUBSCRIPTION,
  HANDLED_SINCE,
  type FixtureEnquiry,
} from '../fixtures/schema-versions/seed-rows.ts';
import { allEntries } from '../helpers/inbox-fill.ts';
import { postgresEngine } from '../helpers/store-engines.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/schema-versions');
const LATEST = Math.max(...MIGRATIONS.map((migration) => migration.version));

function fixtureVersions(pattern: RegExp): number[] {
  return readdirSync(FIXTURES)
    .map((name) => pattern.exec(name)?.[1])
    .filter((version) => version !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}
const SQLITE_VERSIONS = fixtureVersions(/^sqlite-v(\d+)\.sqlite$/);
const POSTGRES_VERSIONS = fixtureVersions(/^postgres-v(\d+)\.sql$/);
const fixture = (engine: 'sqlite' | 'postgres', version: number) =>
  path.join(FIXTURES, `${engine}-v${String(version).padStart(2, '0')}.${engine === 'sqlite' ? 'sqlite' : 'sql'}`);

const postgres = postgresEngine();
beforeAll(() => (postgres.shouldRun ? postgres.start() : undefined), 60_000);
afterAll(() => postgres.stop());

// The quote list's message of enquiry 3, stored before items were rows, as migration 6 parsed it.
const FILLED_ITEMS = [
  { slug: null, name: 'Bit 9 7/8″', qty: 3 },
  { slug: null, name: 'OTR tyre 40.00R57', qty: 12 },
];

/** A fixture's enquiry as the export writes it (JSON). */
const asExported = (enquiry: FixtureEnquiry) => ({
  id: enquiry.id,
  kind: enquiry.kind as string,
  name: enquiry.name,
  email: enquiry.email,
  phone: enquiry.phone,
  message: enquiry.message,
  language: enquiry.language as string,
  page: enquiry.page as string | null,
  requestId: `fixture-${enquiry.id}` as string | null,
  createdAt: enquiry.createdAt,
});

/** An inbox entry in the same shape. */
const entryAsExported = (entry: InboxEntry): ReturnType<typeof asExported> => ({
  id: entry.id,
  kind: entry.kind,
  name: entry.name,
  email: entry.email,
  phone: entry.phone,
  message: entry.message,
  language: entry.language,
  page: entry.page,
  requestId: entry.requestId,
  createdAt: entry.createdAt.toISOString(),
});

/** What a fixture of `version` held, read through the current code's inbox and export after its migrations. */
async function expectReadBack(store: Store, version: number, subscriptions: () => Promise<string[]>) {
  expect(store.schemaVersion).toBe(LATEST);
  const expected = enquiriesAt(version);

  const entries = await allEntries(store.inbox, { source: 'enquiry' });
  expect(entries.map(entryAsExported)).toEqual(expected.map(asExported));
  const handled = entries.find((entry) => entry.id === 1);
  if (handled) {
    expect(handled.handledBy).toBe(version >= HANDLED_SINCE ? 'office' : null);
  }
  if (expected.length > 0) {
    expect((await store.inbox.find('enquiry', 3))?.items).toEqual(FILLED_ITEMS);
    // The search index (migration 5) covers the rows stored before it, in both scripts.
    const found = await store.inbox.list({ search: 'ГАНЗОРИГ', source: 'enquiry' }, {}, 10);
    expect(found.entries.map((entry) => entry.id)).toEqual([3]);
    expect(await subscriptions()).toEqual([FIXTURE_SUBSCRIPTION]);
  }
  if (version >= 6) expect((await store.inbox.find('enquiry', 4))?.items).toEqual([FIXTURE_ITEM]);

  const json = JSON.parse(await text(exportStream(store.inbox, { source: 'enquiry' }, 'json'))) as unknown[];
  expect(json).toEqual(expected.map((enquiry) => expect.objectContaining(asExported(enquiry))));
  const csv = await text(exportStream(store.inbox, { source: 'enquiry' }, 'csv'));
  expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + expected.length);
  for (const enquiry of expected) expect(csv).toContain(`,${enquiry.name},${enquiry.email},`);
}

describe('a database of every earlier schema version', () => {
  it('has fixtures of each version from 1 on, the same on both engines, up to at least 10', () => {
    expect(SQLITE_VERSIONS).toEqual(SQLITE_VERSIONS.map((_, i) => i + 1));
    expect(POSTGRES_VERSIONS).toEqual(SQLITE_VERSIONS);
    expect(SQLITE_VERSIONS.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(SQLITE_VERSIONS)('on SQLite, of version %i', (version) => {
    it('migrates to the latest version, and the inbox and export read what it held', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), `schema-v${version}-`));
      copyFileSync(fixture('sqlite', version), path.join(dir, DATABASE_FILE));
      let store: SqliteStore | undefined;
      try {
        store = openSqliteStore(dir);
        const { db } = store;
        await expectReadBack(store, version, async () =>
          (db.prepare('SELECT email FROM subscriptions').all() as Array<{ email: string }>).map((row) => row.email),
        );
        expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      } finally {
        await store?.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  (postgres.shouldRun ? describe.each(POSTGRES_VERSIONS) : describe.skip.each(POSTGRES_VERSIONS))(
    'on PostgreSQL, of version %i',
    (version) => {
      it('migrates to the latest version, and the inbox and export read what it held', async () => {
        const url = await postgres.cluster().createDatabase();
        // The dump is plain SQL (pg_dump --column-inserts), loaded as psql would, in one session of its own.
        const loader = new pg.Client({ connectionString: url });
        await loader.connect();
        try {
          await loader.query(readFileSync(fixture('postgres', version), 'utf8'));
        } finally {
          await loader.end();
        }
        let store: PostgresStore | undefined;
        try {
          store = await openPostgresStore(url, { poolSize: 2 });
          const { pool } = store;
          await expectReadBack(store, version, async () =>
            (await pool.query<{ email: string }>('SELECT email FROM subscriptions')).rows.map((row) => row.email),
          );
          const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY 1');
          expect(rows.map((row) => row.version)).toEqual(
            MIGRATIONS.map((migration) => migration.version).sort((a, b) => a - b),
          );
        } finally {
          await store?.close();
        }
      });
    },
  );
});
