import type { RateFigures } from '#shared/rates.ts';
import { UpstreamError, type RateTable, type UpstreamTable } from './rates-upstream.ts';

export type DayTables = Record<RateTable, UpstreamTable>;

function positive(table: UpstreamTable, name: RateTable, currency: string): number {
  const value = table.rates[currency];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new UpstreamError(`${name} table has no usable "${currency}" rate`);
  }
  return value;
}

/**
 * One day's figures (docs/specification.md §3) from its usd, xau and xag tables. Crosses go through USD: MNT per EUR is
 * MNT per USD divided by EUR per USD; an ounce of gold in MNT is its price in USD times MNT per USD.
 * Unrounded: the ticker rounds for display (shared/rates.ts).
 */
export function deriveFigures(tables: DayTables): RateFigures {
  const mntPerUsd = positive(tables.usd, 'usd', 'mnt');
  const perUsd = (currency: string) => positive(tables.usd, 'usd', currency);
  const goldUsd = positive(tables.xau, 'xau', 'usd');
  const silverUsd = positive(tables.xag, 'xag', 'usd');
  return {
    usd_mnt: mntPerUsd,
    eur_mnt: mntPerUsd / perUsd('eur'),
    cny_mnt: mntPerUsd / perUsd('cny'),
    rub_mnt: mntPerUsd / perUsd('rub'),
    gold_usd: goldUsd,
    gold_mnt: goldUsd * mntPerUsd,
    silver_usd: silverUsd,
    silver_mnt: silverUsd * mntPerUsd,
  };
}

/**
 * MNT per USD outside this band is an upstream's mistake, not a rate (it has stayed between about 1,100 and
 * 3,600 since 2010): the ₮ prices are computed from it, so a wrong one would misprice the whole catalogue.
 */
export const MNT_PER_USD_BAND = { min: 1_000, max: 10_000 } as const;
/** The most any figure may move from the day before, as a share of it. */
export const DAY_CHANGE_MAX = 0.2;

/**
 * Refuses (UpstreamError) figures that cannot be right: MNT per USD outside its band, or any figure more than
 * DAY_CHANGE_MAX away from the day before's, or from `held`, the last good figures, when given. Refused, they are
 * a failed fetch: the last good figures stay, marked stale, and the failure is logged and counted
 * (site_rates_last_fetch_success, site_rates_fetch_failures).
 */
export function checkPlausible(today: RateFigures, yesterday: RateFigures, held?: RateFigures): void {
  if (!(today.usd_mnt >= MNT_PER_USD_BAND.min && today.usd_mnt <= MNT_PER_USD_BAND.max)) {
    throw new UpstreamError(`implausible MNT per USD: ${today.usd_mnt}`);
  }
  for (const [name, before] of [
    ['the day before', yesterday],
    ['the last good figures', held],
  ] as const) {
    if (!before) continue;
    for (const key of Object.keys(today) as Array<keyof RateFigures>) {
      const change = Math.abs(today[key] / before[key] - 1);
      if (!(change <= DAY_CHANGE_MAX)) {
        throw new UpstreamError(`implausible ${key}: ${today[key]} against ${before[key]} ${name}`);
      }
    }
  }
}
