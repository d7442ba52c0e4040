import type { RatesView, TickerFigures } from '#shared/rates.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { RatesConfig } from '../rates-config.ts';
import { createRatesCacheFile, type RatesCacheEntry } from '../storage/rates-cache-file.ts';
import { dayBefore, daysBetween, ulaanbaatarDay } from './rates-calendar.ts';
import { checkPlausible, deriveFigures, type DayTables } from './rates-figures.ts';
import { fetchTable, RATE_TABLES, UpstreamError, type FetchFn } from './rates-upstream.ts';

// A failed refresh is retried after 1 min, 2 min, 4 min … at most hourly, until one succeeds.
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;

/** Delay before the next attempt, after `failures` (≥ 1) refreshes failed in a row. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}

/** What pages and the API read. */
export interface RatesSource {
  /** The figures at once (never waits): today's, or the last good ones marked stale, or null if none ever. */
  current(): RatesView | null;
  /** Like current(), but when there are no figures yet, first waits for the refresh under way (if any). */
  waitForFigures(): Promise<RatesView | null>;
  /** What a page's ticker shows now (never waits): current(), or without figures whether the first fetch is on. */
  tickerFigures(): TickerFigures;
  /** How old the figures are and how the last fetch went (the metrics); fixed figures have none. */
  status?(): RatesStatus;
}

export interface RatesStatus {
  /** When the figures held were fetched; undefined while there are none. */
  fetchedAt: Date | undefined;
  /** How the last fetch in this process went; undefined before the first. */
  lastFetch: 'succeeded' | 'failed' | undefined;
  /** Fetches failed in a row since the last success. */
  failures: number;
}

interface RatesServiceDeps {
  config: Readonly<RatesConfig>;
  /** DATA_DIR: where the last good figures are kept across restarts. */
  dataDir: string;
  clock: Clock;
  logger: Logger;
  fetchFn?: FetchFn;
}

// The ticker's figures, fetched at most once per Ulaanbaatar day. Reading never waits for the upstream:
// the first read of a new day answers with yesterday's figures (stale) and starts the refresh in the
// background; one refresh at a time, however many requests arrive.
export function createRatesService({ config, dataDir, clock, logger, fetchFn }: RatesServiceDeps) {
  const log = logger.child({ module: 'rates' });
  const cacheFile = createRatesCacheFile(dataDir);
  let entry: RatesCacheEntry | null = cacheFile.read();
  let failures = 0;
  let lastFetch: RatesStatus['lastFetch'];
  let retryAt = 0;
  let inFlight: Promise<void> | undefined;

  const fetchDay = async (date: string): Promise<DayTables> => {
    const tables = await Promise.all(
      RATE_TABLES.map((table) =>
        fetchTable({ templates: config.upstreamUrls, date, table, timeoutMs: config.timeoutMs, fetchFn }),
      ),
    );
    const [usd, xau, xag] = tables as [DayTables['usd'], DayTables['xau'], DayTables['xag']];
    return { usd, xau, xag };
  };

  async function fetchView(): Promise<RatesView> {
    const latest = await fetchDay('latest');
    // The day before the latest table, not before our own day: the tables are published at 00:00 UTC,
    // 08:00 in Ulaanbaatar, so early in the Ulaanbaatar day "latest" is still the previous day's table.
    const previous = await fetchDay(dayBefore(latest.usd.date));
    const view = { date: latest.usd.date, today: deriveFigures(latest), yesterday: deriveFigures(previous) };
    // Against the last good figures too, when they are of the week before (older ones may rightly differ more).
    const heldDays = entry ? daysBetween(view.date, entry.view.date) : Infinity;
    checkPlausible(view.today, view.yesterday, entry && heldDays > 0 && heldDays <= 7 ? entry.view.today : undefined);
    return view;
  }

  async function run(): Promise<void> {
    const startedAt = clock.now();
    const day = ulaanbaatarDay(startedAt);
    try {
      const view = await fetchView();
      entry = { day, fetchedAt: startedAt.toISOString(), view };
      failures = 0;
      lastFetch = 'succeeded';
      retryAt = 0;
      log.info({ day, date: view.date }, 'rates fetched');
    } catch (err) {
      failures += 1;
      lastFetch = 'failed';
      const retryInMs = retryDelayMs(failures);
      retryAt = clock.now().getTime() + retryInMs;
      const fields = { failures, retryInMs, hasFigures: entry !== null };
      if (err instanceof UpstreamError) log.warn({ ...fields, reason: err.message }, 'rates refresh failed');
      else log.error({ ...fields, err }, 'rates refresh failed');
      return;
    }
    try {
      await cacheFile.write(entry);
    } catch (err) {
      log.warn({ err, file: cacheFile.file }, 'rates cache not written: figures kept in memory only');
    }
  }

  function isDue(now: Date): boolean {
    return !inFlight && entry?.day !== ulaanbaatarDay(now) && now.getTime() >= retryAt;
  }

  /** Starts a refresh now, or joins the one under way. Never rejects. */
  function refresh(): Promise<void> {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  // One stale view per set of figures: pages are cached by the figures they show (the same object, the same page).
  const staleViews = new WeakMap<RatesView, RatesView>();

  function current(): RatesView | null {
    const now = clock.now();
    if (isDue(now)) void refresh();
    if (!entry) return null;
    if (entry.day === ulaanbaatarDay(now)) return entry.view;
    let stale = staleViews.get(entry.view);
    if (!stale) {
      stale = { ...entry.view, stale: true };
      staleViews.set(entry.view, stale);
    }
    return stale;
  }

  // Only the first fetch is waited for in the browser: once one has failed, the retries (each started by a
  // page's request) are not, so the ticker says "unavailable" until figures arrive instead of sending every
  // page that starts one an island that asks for what will most likely be the same 503.
  function tickerFigures(): TickerFigures {
    return current() ?? (inFlight && failures === 0 ? 'fetching' : 'unavailable');
  }

  async function waitForFigures(): Promise<RatesView | null> {
    const view = current();
    if (view || !inFlight) return view;
    await inFlight;
    return entry ? current() : null;
  }

  function status(): RatesStatus {
    return { fetchedAt: entry ? new Date(entry.fetchedAt) : undefined, lastFetch, failures };
  }

  return {
    current,
    waitForFigures,
    tickerFigures,
    status,
    refresh,
    /** Resolves when no refresh is under way (tests, shutdown). */
    settled: (): Promise<void> => inFlight ?? Promise.resolve(),
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
