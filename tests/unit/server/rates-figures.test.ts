import { describe, expect, it } from '@jest/globals';
import { checkPlausible, deriveFigures } from '#server/services/rates-figures.ts';
import { UpstreamError } from '#server/services/rates-upstream.ts';

const day = (usd: Record<string, number>, gold = 2650.5, silver = 31.2) => ({
  usd: { date: '2026-03-15', rates: usd },
  xau: { date: '2026-03-15', rates: { usd: gold } },
  xag: { date: '2026-03-15', rates: { usd: silver } },
});

describe('deriveFigures', () => {
  it('takes MNT per USD as it is and derives EUR, CNY and RUB through USD', () => {
    const figures = deriveFigures(day({ mnt: 3450, eur: 0.92, cny: 7.25, rub: 92 }));
    expect(figures.usd_mnt).toBe(3450);
    expect(figures.eur_mnt).toBeCloseTo(3450 / 0.92, 10);
    expect(figures.cny_mnt).toBeCloseTo(475.862069, 6);
    expect(figures.rub_mnt).toBeCloseTo(37.5, 10);
  });

  it('prices gold and silver in USD from the xau and xag tables, and in MNT through USD', () => {
    const figures = deriveFigures(day({ mnt: 3400, eur: 1, cny: 1, rub: 1 }, 2650, 31.5));
    expect(figures).toMatchObject({ gold_usd: 2650, gold_mnt: 9_010_000, silver_usd: 31.5, silver_mnt: 107_100 });
  });

  it.each([
    ['a missing rate', { eur: 0.92, cny: 7.25, rub: 92 }],
    ['a zero rate', { mnt: 3450, eur: 0, cny: 7.25, rub: 92 }],
    ['a negative rate', { mnt: 3450, eur: 0.92, cny: -7.25, rub: 92 }],
    ['a rate that is not a number', { mnt: 3450, eur: 0.92, cny: 7.25, rub: '92' as unknown as number }],
  ])('refuses a table with %s', (_case, usd) => {
    expect(() => deriveFigures(day(usd))).toThrow(UpstreamError);
  });

  it('refuses a gold table without a USD price', () => {
    expect(() => deriveFigures(day({ mnt: 3450, eur: 1, cny: 1, rub: 1 }, Number.NaN))).toThrow(/xau table/);
  });
});

describe('checkPlausible', () => {
  const figures = deriveFigures(day({ mnt: 3450.12, eur: 0.92, cny: 7.2, rub: 90 }));
  const scaled = (share: number) =>
    Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value * share])) as typeof figures;

  it('takes figures within a fifth of the day before and of the last good ones', () => {
    expect(() => checkPlausible(scaled(1.1), figures, scaled(0.95))).not.toThrow();
  });

  it('refuses figures more than a fifth from the last good ones, even when the day before agrees', () => {
    expect(() => checkPlausible(scaled(1.5), scaled(1.45), figures)).toThrow(UpstreamError);
  });
});
