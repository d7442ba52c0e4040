import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RatesView } from '#shared/rates.ts';

// Two days of the upstream's currency tables, chosen so every arrow case appears:
// USD, RUB, gold up; EUR, silver down; CNY equal once rounded to two decimals.
export const LATEST_DATE = '2026-03-15';
export const PREVIOUS_DATE = '2026-03-14';

type Tables = Record<'usd' | 'xau' | 'xag', Record<string, number>>;

const cnyMntToday = 3450.12 / 7.2;

export const TODAY_TABLES: Tables = {
  usd: { mnt: 3450.12, eur: 0.92, cny: 7.2, rub: 90, usd: 1 },
  xau: { usd: 2650.5, mnt: 9_144_543.06 },
  xag: { usd: 31.2, mnt: 107_643.74 },
};

export const YESTERDAY_TABLES: Tables = {
  usd: { mnt: 3440.5, eur: 0.91, cny: 3440.5 / cnyMntToday, rub: 92, usd: 1 },
  xau: { usd: 2640.25 },
  xag: { usd: 31.45 },
};

/** The figures those tables give, as GET /api/rates answers them. */
export const EXPECTED_VIEW: RatesView = {
  date: LATEST_DATE,
  today: {
    usd_mnt: 3450.12,
    eur_mnt: 3450.12 / 0.92,
    cny_mnt: cnyMntToday,
    rub_mnt: 3450.12 / 90,
    gold_usd: 2650.5,
    gold_mnt: 2650.5 * 3450.12,
    silver_usd: 31.2,
    silver_mnt: 31.2 * 3450.12,
  },
  yesterday: {
    usd_mnt: 3440.5,
    eur_mnt: 3440.5 / 0.91,
    cny_mnt: 3440.5 / (3440.5 / cnyMntToday),
    rub_mnt: 3440.5 / 92,
    gold_usd: 2640.25,
    gold_mnt: 2640.25 * 3440.5,
    silver_usd: 31.45,
    silver_mnt: 31.45 * 3440.5,
  },
};

/** A rates source with fixed figures, for page tests that are not about the rates. */
export function fixedRates(view: RatesView | null = EXPECTED_VIEW) {
  return { current: () => view, waitForFigures: async () => view, tickerFigures: () => view ?? 'unavailable' };
}

export interface FakeUpstream {
  /** Base URL; paths are /<mode>/<date>/<currency>.json, mode ok | hang | garbage | error | empty. */
  origin: string;
  /** A URL template for RATES_UPSTREAM_URLS in the given mode. */
  template(mode: 'ok' | 'hang' | 'garbage' | 'error' | 'empty'): string;
  /** Every path requested, in order. */
  hits: string[];
  /** Replaces the tables served for a date ('latest' or YYYY-MM-DD). */
  serve(date: string, upstreamDate: string, tables: Tables): void;
  /** Holds every answer until release(), so concurrent callers provably overlap. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

// The public currency tables, served from 127.0.0.1 so no test ever reaches the internet.
export async function startFakeUpstream({ port = 0 }: { port?: number } = {}): Promise<FakeUpstream> {
  const days = new Map<string, { date: string; tables: Tables }>([
    ['latest', { date: LATEST_DATE, tables: TODAY_TABLES }],
    [PREVIOUS_DATE, { date: PREVIOUS_DATE, tables: YESTERDAY_TABLES }],
  ]);
  const hits: string[] = [];
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/health') return void res.end('ok');
    hits.push(path);
    const match = /^\/(\w+)\/([\w-]+)\/(usd|xau|xag)\.json$/.exec(path);
    const [, mode, date = '', currency = 'usd'] = match ?? [];
    const answer = () => {
      const day = days.get(date);
      if (mode === 'hang') return; // never answers: the caller's time-out must end it
      if (mode === 'error') return void res.writeHead(500).end('upstream broke');
      if (mode === 'garbage') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"date":');
      if (!match || !day || (mode !== 'ok' && mode !== 'empty')) return void res.writeHead(404).end('not found');
      const table = currency as keyof Tables;
      const body = mode === 'empty' ? { date: day.date } : { date: day.date, [table]: day.tables[table] };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (gate) void gate.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    template: (mode) => `${origin}/${mode}/{date}/{currency}.json`,
    hits,
    serve: (date, upstreamDate, tables) => void days.set(date, { date: upstreamDate, tables }),
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      open?.();
      gate = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
