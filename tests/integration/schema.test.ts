// One list of migrations for both engines (server/storage/migrations.ts): both end up with the same tables and
// columns, and a database migrated by the separate lists of before (SQLite 1-5, PostgreSQL 1-3) upgrades to the
// schema a new one gets, its quotations' items filled from their messages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { numbered } from '#server/storage/migration.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { addFold, DATABASE_FILE, openSqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store } from '#server/storage/store.ts';
import { postgresEngine } from '../helpers/store-engines.ts';
import { postgresShape, sqliteShape, type SchemaShape } from '../helpers/schema-shape.ts';

const postgres = postgresEngine();
beforeAll(() => (postgres.shouldRun ? postgres.start() : undefined), 60_000);
afterAll(() => postgres.stop());
const itWithPostgres = postgres.shouldRun ? it : it.skip;

const before = (engine: 'sqlite' | 'postgres') =>
  readFileSync(path.join(import.meta.dirname, '../helpers/schema-before-one-list', `${engine}.sql`), 'utf8');

// Each engine's own way of doing one thing: PostgreSQL remembers a copied enquiry's SQLite id and records the
// migrations in a table; SQLite keeps the lower-cased address (PostgreSQL: an index on lower(email)), a folded copy
// of the searched text, and the FTS5 search tables (PostgreSQL: pg_trgm indexes).
const ENGINE_ONLY: Record<'sqlite' | 'postgres', { tables: string[]; columns: Record<string, string[]> }> = {
  postgres: { tables: ['schema_migrations'], columns: { enquiries: ['sqlite_id: integer'] } },
  sqlite: {
    tables: ['enquiries_search', 'subscriptions_search'],
    columns: { enquiries: ['search_text: text'], subscriptions: ['email_normalized: text', 'search_text: text'] },
  },
};

/** The tables and columns of `shape` but those of the engine's own. */
function shared(shape: SchemaShape, engine: 'sqlite' | 'postgres'): Record<string, string[]> {
  const own = ENGINE_ONLY[engine];
  const tables = Object.entries(shape.columns).filter(([table]) => !own.tables.includes(table));
  return Object.fromEntries(
    tables.map(([table, columns]) => [table, columns.filter((column) => !own.columns[table]?.includes(column))]),
  );
}

const QUOTE_LIST = 'Quotation request for 2 products:\n- Bit 9 7/8″ × 3\n- OTR tyre 40.00R57 × 12\n\nNote: soon';
const SINGLE = 'Quotation request for product: Tricone bit 251 mm';
// Three enquiries as the site stored them before items were rows: a quote list, one product, a contact.
const ENQUIRIES = [
  ['quotation', QUOTE_LIST],
  ['quotation', SINGLE],
  ['contact', 'Quotation request for product: not a quotation'],
] as const;
const insertEnquiry = `INSERT INTO enquiries (kind, name, email, phone, message, language, created_at)
  VALUES (?, 'Бат', 'bat@example.mn', '99112233', ?, 'mn', ?)`;

async function expectItemsFilled(store: Store): Promise<void> {
  const [list, single, contact] = await Promise.all([1, 2, 3].map((id) => store.inbox.find('enquiry', id)));
  expect(list?.items).toEqual([
    { slug: null, name: 'Bit 9 7/8″', qty: 3 },
    { slug: null, name: 'OTR tyre 40.00R57', qty: 12 },
  ]);
  expect(single?.items).toEqual([{ slug: null, name: 'Tricone bit 251 mm', qty: 1 }]);
  expect(contact?.items).toEqual([]);
  expect(list?.message).toBe(QUOTE_LIST);
}

describe('the schema', () => {
  itWithPostgres('has the same tables and columns on both engines, bar each engine’s own', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schema-'));
    const sqlite = openSqliteStore(dir);
    const url = await postgres.cluster().createDatabase();
    const pgStore = await openPostgresStore(url);
    try {
      expect(sqlite.schemaVersion).toBe(MIGRATIONS.length);
      expect(pgStore.schemaVersion).toBe(MIGRATIONS.length);
      const fromSqlite = sqliteShape(sqlite.db);
      const fromPostgres = await postgresShape(pgStore.pool);
      expect(shared(fromPostgres, 'postgres')).toEqual(shared(fromSqlite, 'sqlite'));
      expect(Object.keys(fromSqlite.columns)).toContain('enquiry_items');
    } finally {
      await Promise.all([sqlite.close(), pgStore.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('upgrades a SQLite database of the separate list (version 5) to the schema a new one gets', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schema-sqlite-'));
    const fresh = mkdtempSync(path.join(tmpdir(), 'schema-sqlite-fresh-'));
    try {
      const old = new DatabaseSync(path.join(dir, DATABASE_FILE));
      addFold(old);
      old.exec(before('sqlite'));
      ENQUIRIES.forEach(([kind, message], i) =>
        old.prepare(insertEnquiry).run(kind, message, `2026-03-0${i + 1}T02:00:00.000Z`),
      );
      old.close();

      const store = openSqliteStore(dir);
      const expected = openSqliteStore(fresh);
      try {
        expect(store.schemaVersion).toBe(MIGRATIONS.length);
        expect(sqliteShape(store.db)).toEqual(sqliteShape(expected.db));
        await expectItemsFilled(store);
        expect((await store.inbox.list({ search: 'bat@ex' }, {}, 10)).entries).toHaveLength(3);
      } finally {
        await Promise.all([store.close(), expected.close()]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  itWithPostgres(
    'upgrades a PostgreSQL database of the separate list (version 3), renumbering its versions',
    async () => {
      const url = await postgres.cluster().createDatabase();
      const old = new pg.Client({ connectionString: url });
      await old.connect();
      try {
        await old.query(before('postgres'));
        for (const [i, [kind, message]] of ENQUIRIES.entries()) {
          await old.query(numbered(insertEnquiry), [kind, message, new Date(`2026-03-0${i + 1}T02:00:00.000Z`)]);
        }
      } finally {
        await old.end();
      }
      const store = await openPostgresStore(url);
      const expected = await openPostgresStore(await postgres.cluster().createDatabase());
      try {
        expect(store.schemaVersion).toBe(MIGRATIONS.length);
        const { rows } = await store.pool.query('SELECT version, description FROM schema_migrations ORDER BY version');
        expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, description: name })));
        expect(await postgresShape(store.pool)).toEqual(await postgresShape(expected.pool));
        await expectItemsFilled(store);
        // A second start finds nothing to do.
        const again = await openPostgresStore(url);
        expect(again.schemaVersion).toBe(MIGRATIONS.length);
        await again.close();
      } finally {
        await Promise.all([store.close(), expected.close()]);
      }
    },
  );
});
