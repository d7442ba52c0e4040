import { statfs } from 'node:fs/promises';
import { Gauge } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { RatesStatus } from '../services/rates-service.ts';
import type { UnsentNotifications } from '../storage/enquiry-store.ts';
import type { SiteMetrics } from './site-metrics.ts';

// Gauges read at each scrape, never on a visitor's request: the page cache's size, the outbox, the currency
// figures, the DATA_DIR file system and readiness. The last two let deploy/alerts.yml fire on a full disk and a
// replica out of rotation without node_exporter or a probe of its own.

export interface SiteState {
  clock: Clock;
  logger: Logger;
  /** The volume whose use is shown (SQLite's database, the currency cache). */
  dataDir: string;
  pageCacheBytes(): number;
  unsentNotifications(): Promise<UnsentNotifications>;
  /** The ticker's state; fixed figures (tests) have none. */
  rates?: () => RatesStatus;
  /** What /readyz answers (health-routes.ts). */
  isReady(): Promise<boolean>;
}

const SECOND_MS = 1000;

/**
 * One reading shared by the gauges it sets (prom-client collects every gauge of a scrape at once); a failed one
 * is logged and leaves those gauges without a sample for that scrape.
 */
function readOncePerScrape<T>(read: () => Promise<T>, onError: (err: unknown) => void): () => Promise<T | undefined> {
  let pending: Promise<T | undefined> | undefined;
  return () =>
    (pending ??= read()
      .catch((err: unknown) => {
        onError(err);
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      }));
}

export function watchSiteState(metrics: Pick<SiteMetrics, 'registry'>, state: SiteState): void {
  const registers = [metrics.registry];
  const log = state.logger.child({ module: 'metrics' });
  const ageSeconds = (since: Date) => Math.max(0, (state.clock.now().getTime() - since.getTime()) / SECOND_MS);
  const gauge = (name: string, help: string, collect: (this: Gauge) => void | Promise<void>) =>
    new Gauge({ name, help, registers, collect });

  gauge('site_page_cache_bytes', 'Bytes of rendered pages kept in memory (all encodings).', function () {
    this.set(state.pageCacheBytes());
  });

  const outbox = readOncePerScrape(state.unsentNotifications, (err) =>
    log.warn({ err }, 'outbox not read for the metrics'),
  );
  gauge('site_outbox_pending', 'Office notification e-mails not sent yet.', async function () {
    const unsent = await outbox();
    if (unsent) this.set(unsent.count);
    else this.reset();
  });
  gauge(
    'site_outbox_oldest_pending_age_seconds',
    'Age of the oldest notification e-mail not sent yet (0 when none waits).',
    async function () {
      const unsent = await outbox();
      if (unsent) this.set(unsent.oldestCreatedAt ? ageSeconds(unsent.oldestCreatedAt) : 0);
      else this.reset();
    },
  );

  const { rates } = state;
  if (rates) {
    gauge('site_rates_figures_age_seconds', 'Age of the currency figures held (none until a fetch).', function () {
      const { fetchedAt } = rates();
      if (fetchedAt) this.set(ageSeconds(fetchedAt));
      else this.reset();
    });
    gauge(
      'site_rates_last_fetch_success',
      "1 if this process's last fetch of the currency figures succeeded, 0 if it failed (none before the first).",
      function () {
        const { lastFetch } = rates();
        if (lastFetch) this.set(lastFetch === 'succeeded' ? 1 : 0);
        else this.reset();
      },
    );
    gauge('site_rates_fetch_failures', 'Fetches of the currency figures failed in a row.', function () {
      this.set(rates().failures);
    });
  }

  const disk = readOncePerScrape(
    () => statfs(state.dataDir),
    (err) => log.warn({ err, dataDir: state.dataDir }, 'DATA_DIR file system not read for the metrics'),
  );
  gauge('site_data_dir_size_bytes', 'Size of the file system holding DATA_DIR.', async function () {
    const stats = await disk();
    if (stats) this.set(stats.blocks * stats.bsize);
    else this.reset();
  });
  gauge(
    'site_data_dir_available_bytes',
    'Bytes of that file system this process may still use (the blocks free to unprivileged users).',
    async function () {
      const stats = await disk();
      if (stats) this.set(stats.bavail * stats.bsize);
      else this.reset();
    },
  );

  gauge(
    'site_ready',
    '1 while /readyz answers 200 (database, writes, build, not shutting down), else 0.',
    async function () {
      this.set((await state.isReady()) ? 1 : 0);
    },
  );
}
