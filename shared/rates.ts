import type { Language } from './constants.ts';

// docs/specification.md §3 ticker data and §9 display rules, shared by the server (render, API) and the ticker island.

/** The figures of one day, in the order the ticker shows them. */
export const RATE_KEYS = [
  'usd_mnt',
  'eur_mnt',
  'cny_mnt',
  'rub_mnt',
  'gold_usd',
  'gold_mnt',
  'silver_usd',
  'silver_mnt',
] as const;

export type RateKey = (typeof RATE_KEYS)[number];
export type RateFigures = Record<RateKey, number>;

/** What GET /api/rates answers and the ticker renders. */
export interface RatesView {
  /** The date of today's upstream table (YYYY-MM-DD). */
  date: string;
  today: RateFigures;
  yesterday: RateFigures;
  /** Present (true) when these are the last good figures and today's could not be fetched yet. */
  stale?: boolean;
}

/**
 * What a page's ticker shows: the figures, or why there are none: a fetch under way (the page asks for them
 * when the browser is idle) or none to be had (the last fetch failed; the next is minutes away).
 */
export type TickerFigures = RatesView | 'fetching' | 'unavailable';

export type Trend = 'up' | 'down' | 'none';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** docs/specification.md §9: rates with two decimals; gold and silver in MNT with none. */
export function decimalsFor(key: RateKey): 0 | 2 {
  return key === 'gold_mnt' || key === 'silver_mnt' ? 0 : 2;
}

// Deterministic digits whatever the ICU data of the browser or Node: en-US gives the digits and
// rounding (half away from zero on the decimal value, so 1.005 → 1.01), the table gives the separators.
const digits = (decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const FORMATS: Record<0 | 2, Intl.NumberFormat> = { 0: digits(0), 2: digits(2) };

// Both as CLDR has them (Intl formats mn as 12,345.67 too); kept here so a change is one line.
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  mn: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
};

/** The value rounded to what the ticker shows. */
export function roundFigure(value: number, key: RateKey): number {
  return Number(FORMATS[decimalsFor(key)].format(value).replaceAll(',', ''));
}

/** The value as the ticker shows it, e.g. 3,450.12 or 12,420,000. */
export function formatFigure(value: number, key: RateKey, lng: Language): string {
  const { group, decimal } = SEPARATORS[lng];
  return FORMATS[decimalsFor(key)].format(value).replace(/[,.]/g, (mark) => (mark === ',' ? group : decimal));
}

/** docs/specification.md §4: up when today is higher than yesterday, down when lower, none when equal as shown. */
export function trendOf(today: number, yesterday: number, key: RateKey): Trend {
  const shownToday = roundFigure(today, key);
  const shownYesterday = roundFigure(yesterday, key);
  if (shownToday > shownYesterday) return 'up';
  if (shownToday < shownYesterday) return 'down';
  return 'none';
}

function isFigures(value: unknown): value is RateFigures {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return RATE_KEYS.every((key) => {
    const figure = record[key];
    return typeof figure === 'number' && Number.isFinite(figure) && figure > 0;
  });
}

/** Checks data from outside (the API answer in the browser, the cache file on the server). */
export function isRatesView(value: unknown): value is RatesView {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.date === 'string' &&
    DAY_PATTERN.test(record.date) &&
    isFigures(record.today) &&
    isFigures(record.yesterday) &&
    (record.stale === undefined || typeof record.stale === 'boolean')
  );
}
