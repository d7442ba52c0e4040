import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express, { type Express } from 'express';
import { pino } from 'pino';
import type { Clock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { createI18n } from '#server/i18n.ts';
import { errorHandler } from '#server/middleware/error-handler.ts';
import { languageDetection } from '#server/middleware/language.ts';
import { requestLog } from '#server/middleware/request-log.ts';
import { loadRatesConfig } from '#server/rates-config.ts';
import { createContentSecurityPolicy } from '#server/middleware/content-security-policy.ts';
import { NO_INLINE_DRAWINGS } from '#server/render/inline-drawings.ts';
import { shippedCollectionsView } from '#server/content/collections.ts';
import { NO_PAGE_SEO } from '#server/content/page-seo.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';
import { createPageRenderer } from '#server/render/render-page.ts';
import type { SsrRuntime } from '#server/render/ssr-runtime.ts';
import { pageRoutes } from '#server/routes/page-routes.ts';
import { ratesRoutes } from '#server/routes/rates-routes.ts';
import { createProductService } from '#server/services/product-service.ts';
import { createRatesService, type RatesService } from '#server/services/rates-service.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { createStorageHealth } from '#server/storage/storage-faults.ts';
import * as sourceEntry from '#client/entry-server.tsx';
import { fakeAssets } from './test-app.ts';

/** A clock the test moves by hand. */
export function manualClock(start: Date): Clock & { set(instant: Date): void } {
  let now = start;
  return { now: () => now, set: (instant) => void (now = instant) };
}

export interface RatesTestApp {
  app: Express;
  rates: RatesService;
  logs: Array<Record<string, unknown>>;
  dataDir: string;
  close(): void;
}

interface RatesTestAppOptions {
  /** RATES_UPSTREAM_URLS and RATES_TIMEOUT_MS, as the server would read them. */
  env: Record<string, string>;
  clock: Clock;
  /** Reuse a data directory (a "restart"); it is then left in place by close(). */
  dataDir?: string;
}

// The page and rates routes around a real rates service, rendered from source, until createApp takes the
// rates service too: the same renderer and middleware the app uses, nothing else (no store, no CSRF).
export async function createRatesTestApp({
  env,
  clock,
  dataDir: existingDataDir,
}: RatesTestAppOptions): Promise<RatesTestApp> {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), 'rates-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const rates = createRatesService({ config: loadRatesConfig(env), dataDir, clock, logger });
  const ssr: SsrRuntime = {
    loadEntry: async () => sourceEntry,
    assets: fakeAssets,
    drawings: NO_INLINE_DRAWINGS,
    middleware: [],
    fixStack: () => undefined,
    close: async () => undefined,
  };
  const lists = shippedCollectionsView(shippedCollections(readShippedTexts()));
  const renderer = createPageRenderer({
    lists: () => lists,
    ssr,
    site: config.site,
    contentSecurityPolicy: createContentSecurityPolicy({ isHttps: false, isDev: false, inlineScriptHashes: [] }),
    clock,
    renderTimeoutMs: config.renderTimeoutMs,
    rates,
  });
  const app = express();
  app.use(requestLog(logger), languageDetection(await createI18n()));
  app.use(ratesRoutes({ rates, clock }));
  const services = {
    products: createProductService(readProductsFile()),
    lists: () => lists,
    pageSeo: () => NO_PAGE_SEO,
  };
  app.use(pageRoutes({ renderer, services, origin: config.publicUrl, rates }));
  app.use(errorHandler({ renderer, storageHealth: createStorageHealth() }));
  return {
    app,
    rates,
    logs,
    dataDir,
    close() {
      if (!existingDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
