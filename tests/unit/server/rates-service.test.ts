import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import type { FetchFn } from '#server/services/rates-upstream.ts';
import { createRatesService, retryDelayMs } from '#server/services/rates-service.ts';
import { RATES_CACHE_FILE } from '#server/storage/rates-cache-file.ts';
import {
  EXPECTED_VIEW,
  LATEST_DATE,
  PREVIOUS_DATE,
  TODAY_TABLES,
  YESTERDAY_TABLES,
} from '../../helpers/rates-fixtures.ts';
import { manualClock } from '../../helpers/rates-test-app.ts';

const MORNING = new Date('2026-03-15T01:00:00Z'); // 09:00 in Ulaanbaatar
const config = { upstreamUrls: ['http://upstream.test/{date}/{currency}.json'], timeoutMs: 1000 };

/** In-memory upstream: counts calls, can be switched off. */
function tablesFetch() {
  const state = { calls: 0, isDown: false };
  const fetchFn: FetchFn = async (input) => {
    state.calls += 1;
    if (state.isDown) throw new TypeError('fetch failed');
    const [, date = '', currency = ''] = /\/([\w-]+)\/(\w+)\.json$/.exec(String(input)) ?? [];
    const day =
      date === 'latest'
        ? { date: LATEST_DATE, tables: TODAY_TABLES }
        : { date: PREVIOUS_DATE, tables: YESTERDAY_TABLES };
    const table = day.tables[currency as keyof typeof TODAY_TABLES];
    return new Response(JSON.stringify({ date: day.date, [currency]: table }));
  };
  return { state, fetchFn };
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rates-unit-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function service(clock = manualClock(MORNING), upstream = tablesFetch()) {
  const rates = createRatesService({
    config,
    dataDir,
    clock,
    logger: pino({ level: 'silent' }),
    fetchFn: upstream.fetchFn,
  });
  return { rates, clock, upstream };
}

describe('rates service', () => {
  it('answers null at once with no figures, fetches in the background, then answers today’s figures', async () => {
    const { rates, upstream } = service();
    expect(rates.current()).toBeNull();
    await rates.settled();
    expect(rates.current()).toEqual(EXPECTED_VIEW);
    expect(upstream.state.calls).toBe(6); // usd, xau, xag for latest and for the day before it
  });

  it('tells a page without figures that the first fetch is under way, then that there are none until one succeeds', async () => {
    const { rates, clock, upstream } = service();
    upstream.state.isDown = true;
    expect(rates.tickerFigures()).toBe('fetching');
    await rates.settled();
    expect(rates.tickerFigures()).toBe('unavailable');
    upstream.state.isDown = false;
    clock.set(new Date(MORNING.getTime() + retryDelayMs(1)));
    const callsBefore = upstream.state.calls;
    expect(rates.tickerFigures()).toBe('unavailable'); // the retry is due: reading starts it, and is not waited for
    expect(upstream.state.calls).toBeGreaterThan(callsBefore);
    await rates.settled();
    expect(rates.tickerFigures()).toEqual(EXPECTED_VIEW);
  });

  it('makes one refresh however many readers arrive at once', async () => {
    const { rates, upstream } = service();
    const views = await Promise.all([...Array(10)].map(() => rates.waitForFigures()));
    for (let i = 0; i < 10; i++) rates.current();
    await rates.settled();
    expect(views.every((view) => view?.date === LATEST_DATE)).toBe(true);
    expect(upstream.state.calls).toBe(6);
  });

  it('fetches once per Ulaanbaatar day: the day turns at 16:00 UTC', async () => {
    const { rates, clock, upstream } = service(manualClock(new Date('2026-03-15T15:59:00Z')));
    await rates.waitForFigures();
    clock.set(new Date('2026-03-15T15:59:59Z'));
    expect(rates.current()).toEqual(EXPECTED_VIEW);
    expect(upstream.state.calls).toBe(6);

    clock.set(new Date('2026-03-15T16:00:00Z'));
    expect(rates.current()).toEqual({ ...EXPECTED_VIEW, stale: true }); // yesterday's, at once
    await rates.settled();
    expect(rates.current()).toEqual(EXPECTED_VIEW);
    expect(upstream.state.calls).toBe(12);
  });

  it('keeps the last good figures, marked stale, while the upstream is down, and retries with back-off', async () => {
    const { rates, clock, upstream } = service();
    await rates.waitForFigures();
    upstream.state.isDown = true;
    clock.set(new Date('2026-03-16T01:00:00Z'));
    expect(rates.current()).toMatchObject({ stale: true });
    await rates.settled();
    const afterFirstFailure = upstream.state.calls;

    clock.set(new Date('2026-03-16T01:00:59Z'));
    expect(rates.current()).toMatchObject({ date: LATEST_DATE, stale: true });
    expect(upstream.state.calls).toBe(afterFirstFailure); // not before a minute

    clock.set(new Date('2026-03-16T01:01:00Z'));
    rates.current();
    await rates.settled();
    expect(upstream.state.calls).toBeGreaterThan(afterFirstFailure);
    const afterSecondFailure = upstream.state.calls;

    clock.set(new Date('2026-03-16T01:02:59Z'));
    rates.current();
    expect(upstream.state.calls).toBe(afterSecondFailure); // then two minutes

    upstream.state.isDown = false;
    clock.set(new Date('2026-03-16T01:03:00Z'));
    rates.current();
    await rates.settled();
    expect(rates.current()).toEqual(EXPECTED_VIEW);
  });

  it('tells the metrics when its figures were fetched and how its last fetch went', async () => {
    const { rates, clock, upstream } = service();
    expect(rates.status()).toEqual({ fetchedAt: undefined, lastFetch: undefined, failures: 0 });
    await rates.waitForFigures();
    expect(rates.status()).toEqual({ fetchedAt: MORNING, lastFetch: 'succeeded', failures: 0 });
    upstream.state.isDown = true;
    clock.set(new Date(MORNING.getTime() + 24 * 60 * 60 * 1000));
    rates.current(); // a new day: a refresh starts, and fails
    await rates.settled();
    expect(rates.status()).toEqual({ fetchedAt: MORNING, lastFetch: 'failed', failures: 1 });
  });

  it('backs off 1 min, 2 min, 4 min … and never waits more than an hour', () => {
    expect([1, 2, 3, 4, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('keeps the figures in DATA_DIR, written whole, and reads them back after a restart', async () => {
    const first = service();
    await first.rates.waitForFigures();
    expect(readdirSync(dataDir)).toEqual([RATES_CACHE_FILE]); // no temporary file left behind
    expect(JSON.parse(readFileSync(path.join(dataDir, RATES_CACHE_FILE), 'utf8'))).toMatchObject({
      day: '2026-03-15',
      view: EXPECTED_VIEW,
    });

    const down = tablesFetch();
    down.state.isDown = true;
    const restarted = service(manualClock(MORNING), down);
    expect(restarted.rates.current()).toEqual(EXPECTED_VIEW);
    expect(down.state.calls).toBe(0);
  });

  it('ignores a cache file it cannot use and fetches again', async () => {
    writeFileSync(path.join(dataDir, RATES_CACHE_FILE), '{"day": "2026-03-15", "view": {');
    const { rates, upstream } = service();
    expect(rates.current()).toBeNull();
    await rates.settled();
    expect(upstream.state.calls).toBe(6);
    expect(rates.current()).toEqual(EXPECTED_VIEW);
  });

  it('still serves the figures when the cache cannot be written', async () => {
    rmSync(dataDir, { recursive: true });
    writeFileSync(dataDir, 'a file where the directory should be');
    const { rates } = service();
    await expect(rates.waitForFigures()).resolves.toEqual(EXPECTED_VIEW);
    rmSync(dataDir);
  });
});
