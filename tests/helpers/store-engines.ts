import { afterAll, afterEach, beforeAll, beforeEach, describe } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import type { Store, StoreEngine } from '#server/storage/store.ts';
import { migratedSqliteDir, postgresTemplate } from './migrated-template.ts';
import { shouldRunPostgresTests, startPostgres, type TestPostgres } from './postgres.ts';

/** One empty database; every open() is another connection to it, as another process would have. */
export interface TestDatabase {
  open(): Promise<Store>;
  /** Closes what open() opened and removes the database's files. */
  dispose(): Promise<void>;
}

export interface TestEngine {
  name: StoreEngine;
  shouldRun: boolean;
  /** Once per test file (starts the PostgreSQL cluster). */
  start(): Promise<void>;
  stop(): Promise<void>;
  newDatabase(): Promise<TestDatabase>;
}

function tracking(openOne: () => Promise<Store>, cleanup: () => void): TestDatabase {
  const opened: Store[] = [];
  return {
    async open() {
      const store = await openOne();
      opened.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(opened.map((store) => store.close()));
      cleanup();
    },
  };
}

export const sqliteEngine: TestEngine = {
  name: 'sqlite',
  shouldRun: true,
  start: async () => undefined,
  stop: async () => undefined,
  async newDatabase() {
    const dir = migratedSqliteDir(mkdtempSync(path.join(tmpdir(), 'store-engine-')));
    return tracking(
      async () => openSqliteStore(dir),
      () => rmSync(dir, { recursive: true, force: true }),
    );
  },
};

/** PostgreSQL in a throw-away cluster; each database is a new one in it. */
export function postgresEngine(): TestEngine & { cluster(): TestPostgres } {
  let cluster: TestPostgres | undefined;
  const running = () => {
    if (!cluster) throw new Error('postgresEngine().start() was not awaited');
    return cluster;
  };
  return {
    name: 'postgres',
    shouldRun: shouldRunPostgresTests,
    cluster: running,
    async start() {
      cluster = await startPostgres();
    },
    async stop() {
      await cluster?.stop();
    },
    async newDatabase() {
      const url = await running().createDatabase(await postgresTemplate(running().url));
      return tracking(
        () => openPostgresStore(url, { poolSize: 4 }),
        () => undefined,
      );
    },
  };
}

/**
 * The same suite on each engine, as `<title> on sqlite` and `<title> on postgres` (skipped where PostgreSQL
 * cannot run). `body` registers its tests; useFreshDatabase gives each of them an empty database.
 */
export function describeEachEngine(title: string, body: (engine: TestEngine) => void): void {
  const engines: TestEngine[] = [sqliteEngine, postgresEngine()];
  describe.each(engines.map((engine) => [engine.name, engine] as const))(`${title} on %s`, (_name, engine) => {
    (engine.shouldRun ? describe : describe.skip)('contract', () => body(engine));
  });
}

/** Starts `engine` for the suite, and hands each test a new empty database and its first connection. */
export function useFreshDatabase(engine: TestEngine, use: (opened: { database: TestDatabase; store: Store }) => void) {
  let database: TestDatabase | undefined;
  beforeAll(() => engine.start(), 90_000);
  afterAll(() => engine.stop());
  beforeEach(async () => {
    database = await engine.newDatabase();
    use({ database, store: await database.open() });
  });
  afterEach(() => database?.dispose());
}
