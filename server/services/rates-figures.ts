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
