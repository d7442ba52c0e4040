import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Express } from 'express';
import { createApp, type AppDeps } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createI18n } from '#server/i18n.ts';
import { openSiteContent } from '#server/content/site-content.ts';
import type { Collections } from '#server/content/collections.ts';
import type { ProductCatalogue } from '#server/content/product-catalogue.ts';
import type { SiteTexts } from '#server/content/site-texts.ts';
import type { PageAssets } from '#server/render/page-assets.ts';
import { NO_INLINE_DRAWINGS } from '#server/render/inline-drawings.ts';
import type { SsrRuntime } from '#server/render/ssr-runtime.ts';
import type { SsrEntry } from '#shared/render-contract.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { openSqliteStore, type SqliteStore } from '#server/storage/sqlite-store.ts';
import type { Product } from '#shared/schemas/product-schema.ts';
import type { Lifecycle } from '#server/lifecycle.ts';
import type { Clock } from '#server/clock.ts';
import type { SiteMetrics } from '#server/metrics/site-metrics.ts';
import type { Store } from '#server/storage/store.ts';
import * as sourceEntry from '#client/entry-server.tsx';
import type { RatesSource } from '#server/services/rates-service.ts';
import { migratedSqliteDir } from './migrated-template.ts';
import { fixedRates } from './rates-fixtures.ts';
import type { TestDatabase } from './store-engines.ts';
import { createMediaProcessor } from '#server/media/media-processor.ts';
import { scheduleTargets } from '#server/admin/schedule-targets.ts';
import { createScheduleRunner } from '#server/services/schedule-runner.ts';

export const FIXED_NOW = new Date('2026-03-15T04:00:00Z');
/** What the test app signs the newsletter's links and hashes unsubscribed addresses with. */
export const TEST_NEWSLETTER_SECRET = 'test-newsletter-secret-long-enough-0123456789';

/** Stand-in for the build: predictable asset URLs, one chunk per island. */
export const fakeAssets: PageAssets = {
  stylesheets: (islands) => ['/assets/main.css', ...islands.map((name) => `/assets/${name}.css`)],
  modulePreloads: (islands) => islands.map((name) => `/assets/${name}.js`),
  adminStylesheets: () => ['/assets/admin.css'],
  scripts: () => ['/assets/loader.js'],
  isReady: () => true,
};

/** What a test app holds on either engine. */
interface StartedApp {
  app: Express;
  /** Every JSON line the app logged. */
  logs: Array<Record<string, unknown>>;
  dataDir: string;
  /** The site's texts as the app shows them (refresh() reads them again, as a publish does). */
  texts: SiteTexts;
  /** The catalogue as the app shows it (shipped products with the office's edits). */
  productCatalogue: ProductCatalogue;
  /** The site's lists as the app shows them. */
  collections: Collections;
  /** One run of the office's schedule runner, as its timer would start it: how many schedules it ran. */
  runSchedules(): Promise<number>;
}

export interface TestApp extends StartedApp {
  store: SqliteStore;
  close(): void;
}

/** An app on a test database of either engine (createTestAppOn). */
export interface TestAppOnDatabase extends StartedApp {
  store: Store;
  /** Closes the app's connection (a PostgreSQL pool) and removes its data directory; the database stays. */
  close(): Promise<void>;
}

interface TestAppOptions<S extends Store = SqliteStore> {
  env?: Record<string, string>;
  entry?: Partial<SsrEntry>;
  assets?: PageAssets;
  /** Static file handlers, e.g. a production runtime's. */
  middleware?: SsrRuntime['middleware'];
  /** What the app sees of the store, e.g. one that fails; `store` stays the real one, for assertions. */
  wrapStore?: (store: S) => Store;
  /** Answers no-JS form posts (default: the page renderer's). */
  renderMessage?: AppDeps['renderMessage'];
  /** Reuse a data directory (a "restart"); it is then left in place by close(). */
  dataDir?: string;
  /** The catalogue (default: data/products.json). */
  products?: readonly Product[];
  /** The ticker's figures (default: fixed sample figures). */
  rates?: RatesSource;
  lifecycle?: Lifecycle;
  /** The app's clock (default: always FIXED_NOW). */
  clock?: Clock;
  /** Where the app counts (default: a registry of its own). */
  metrics?: SiteMetrics;
}

/** The app on SQLite in a data directory of its own (or `dataDir`). */
export async function createTestApp({ dataDir: existingDataDir, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = existingDataDir ?? migratedSqliteDir(mkdtempSync(path.join(tmpdir(), 'site-test-')));
  const { endWorker, ...started } = await startApp(() => openSqliteStore(dataDir), dataDir, options);
  return {
    ...started,
    close() {
      endWorker();
      started.store.close();
      if (!existingDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on a connection of its own to `database` (SQLite's or PostgreSQL's: tests/helpers/store-engines.ts). */
export async function createTestAppOn(
  database: TestDatabase,
  options: Omit<TestAppOptions<Store>, 'dataDir'> = {},
): Promise<TestAppOnDatabase> {
  // The data directory holds what is not in the database (e.g. the rates' cache).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const { endWorker, ...started } = await startApp(() => database.open(), dataDir, options);
  return {
    ...started,
    async close() {
      endWorker();
      await started.store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the app on the store `openStore` opens, the same way on either engine. */
async function startApp<S extends Store>(
  openStore: () => S | Promise<S>,
  dataDir: string,
  {
    env = {},
    entry = {},
    assets = fakeAssets,
    middleware = [],
    wrapStore = (store) => store,
    renderMessage,
    products = readProductsFile(),
    rates = fixedRates(),
    lifecycle,
    clock = { now: () => FIXED_NOW },
    metrics,
  }: Omit<TestAppOptions<S>, 'dataDir'>,
): Promise<StartedApp & { store: S; endWorker(): void }> {
  // Office passwords at the test suite's low cost (PASSWORD_HASH_COST), unless a test asks for the standard one.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    PASSWORD_HASH_COST: 'test',
    // The office's schedules run when a test runs them (runSchedules), never on a timer of their own.
    SCHEDULE_INTERVAL_MS: '0',
    ...env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const store = await openStore();
  const i18n = await createI18n();
  const { catalogue, texts, company, productCatalogue, collections, pageSeo } = await openSiteContent({
    i18n,
    content: store.content,
    site: config.site,
    products,
    logger,
  });
  const ssr: SsrRuntime = {
    loadEntry: async () => ({ ...sourceEntry, ...entry }),
    assets,
    drawings: NO_INLINE_DRAWINGS,
    middleware,
    fixStack: () => undefined,
    close: async () => undefined,
  };
  // The photo worker, ended with the app (a test's uploads are processed in it).
  const mediaProcessor = createMediaProcessor();
  const app = createApp({
    config,
    logger,
    clock,
    store: wrapStore(store),
    i18n,
    catalogue,
    texts,
    company,
    ssr,
    csrfSecret: 'test-secret-that-is-long-enough-0123456789',
    newsletterSecret: TEST_NEWSLETTER_SECRET,
    productCatalogue,
    collections,
    pageSeo,
    rates,
    renderMessage,
    lifecycle,
    metrics,
    mediaProcessor,
  });
  // The same runner the app starts on a timer, on the same store and content (server/app.ts).
  const targets = scheduleTargets({
    catalogue,
    texts,
    company,
    productCatalogue,
    collections,
    pageSeo,
    content: store.content,
    clock,
  });
  const runner = createScheduleRunner({ schedules: store.schedules, targets, audit: store.audit, clock, logger });
  return {
    app,
    store,
    logs,
    dataDir,
    texts,
    productCatalogue,
    collections,
    runSchedules: () => runner.runOnce(),
    endWorker: () => void mediaProcessor.close(),
  };
}
