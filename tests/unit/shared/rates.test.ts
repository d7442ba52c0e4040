import { describe, expect, it } from '@jest/globals';
import { decimalsFor, formatFigure, isRatesView, RATE_KEYS, roundFigure, trendOf } from '#shared/rates.ts';

const figures = Object.fromEntries(RATE_KEYS.map((key) => [key, 1]));

describe('formatFigure', () => {
  it('shows rates with two decimals and thousands separators', () => {
    expect(formatFigure(3450.1234, 'usd_mnt', 'en')).toBe('3,450.12');
    expect(formatFigure(3450.1, 'eur_mnt', 'mn')).toBe('3,450.10');
    expect(formatFigure(38.3347, 'rub_mnt', 'en')).toBe('38.33');
    expect(formatFigure(2650.5, 'gold_usd', 'en')).toBe('2,650.50');
  });

  it('shows gold and silver in MNT with no decimals', () => {
    expect(formatFigure(9_144_543.06, 'gold_mnt', 'en')).toBe('9,144,543');
    expect(formatFigure(107_643.74, 'silver_mnt', 'mn')).toBe('107,644');
  });

  it('rounds half away from zero on the decimal value, not the binary one', () => {
    expect(formatFigure(1.005, 'usd_mnt', 'en')).toBe('1.01');
    expect(formatFigure(2.675, 'cny_mnt', 'en')).toBe('2.68');
    expect(formatFigure(0.5, 'gold_mnt', 'en')).toBe('1');
    expect(formatFigure(999.995, 'usd_mnt', 'en')).toBe('1,000.00');
  });

  it('names the decimals of each figure', () => {
    expect(RATE_KEYS.map(decimalsFor)).toEqual([2, 2, 2, 2, 2, 0, 2, 0]);
  });
});

describe('trendOf', () => {
  it('is up when today is higher than yesterday, down when lower', () => {
    expect(trendOf(3450.12, 3440.5, 'usd_mnt')).toBe('up');
    expect(trendOf(3440.5, 3450.12, 'usd_mnt')).toBe('down');
  });

  it('is none when the two are equal', () => {
    expect(trendOf(479.18, 479.18, 'cny_mnt')).toBe('none');
  });

  it('compares what is shown: equal once rounded is equal', () => {
    expect(trendOf(479.1833, 479.1801, 'cny_mnt')).toBe('none');
    expect(trendOf(9_144_543.2, 9_144_542.9, 'gold_mnt')).toBe('none');
    expect(trendOf(9_144_543.6, 9_144_543.4, 'gold_mnt')).toBe('up');
  });

  it('sees a change of one hundredth in a rate', () => {
    expect(roundFigure(479.185, 'cny_mnt')).toBe(479.19);
    expect(trendOf(479.185, 479.1849, 'cny_mnt')).toBe('up');
  });
});

describe('isRatesView', () => {
  it('accepts the API shape, with or without the stale flag', () => {
    expect(isRatesView({ date: '2026-03-15', today: figures, yesterday: figures })).toBe(true);
    expect(isRatesView({ date: '2026-03-15', today: figures, yesterday: figures, stale: true })).toBe(true);
  });

  it('rejects a missing figure, a non-number, a bad date or an error body', () => {
    const missing = Object.fromEntries(Object.entries(figures).filter(([key]) => key !== 'gold_mnt'));
    expect(isRatesView({ date: '2026-03-15', today: missing, yesterday: figures })).toBe(false);
    expect(isRatesView({ date: '2026-03-15', today: { ...figures, usd_mnt: '3450' }, yesterday: figures })).toBe(false);
    expect(isRatesView({ date: '15.03.2026', today: figures, yesterday: figures })).toBe(false);
    expect(isRatesView({ success: false, error: 'unavailable' })).toBe(false);
    expect(isRatesView(null)).toBe(false);
  });
});
