import { describe, expect, it } from '@jest/globals';
import { parseStatsRange } from '#server/admin/stats-range.ts';
import { viewsSeries } from '#server/admin/stats-series.ts';

// The statistics page's period (server/admin/stats-range.ts) and its chart's bars (stats-series.ts): Ulaanbaatar
// days, today's included; a bar a day up to 90 days, then a week, then past a year a month, none left out.

// 2026-03-15 02:00 in Ulaanbaatar, still the 14th in UTC.
const NOW = new Date('2026-03-14T18:00:00Z');

describe("the statistics' period", () => {
  it('is the last 7, 30 or 90 days up to today in Ulaanbaatar, 30 unless asked', () => {
    expect(parseStatsRange({ range: '7' }, NOW).fields).toEqual({ range: '7', from: '2026-03-09', to: '2026-03-15' });
    expect(parseStatsRange({}, NOW).fields).toEqual({ range: '30', from: '2026-02-14', to: '2026-03-15' });
    expect(parseStatsRange({ range: '90' }, NOW).fields.from).toBe('2025-12-16');
  });

  it('is the days typed, kept within the 25 months kept and today, or the default with the reason', () => {
    expect(parseStatsRange({ range: 'days', from: '2026-01-01', to: '2026-01-31' }, NOW)).toEqual({
      fields: { range: 'days', from: '2026-01-01', to: '2026-01-31' },
    });
    // The weekly summary's link names the days alone.
    expect(parseStatsRange({ from: '2026-03-02', to: '2026-03-08' }, NOW).fields).toEqual({
      range: 'days',
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(parseStatsRange({ range: 'days', from: '2020-01-01', to: '2026-04-01' }, NOW)).toEqual({
      fields: { range: 'days', from: '2024-02-16', to: '2026-03-15' },
      notice: { key: 'admin:stats.notices.moved', kind: 'info', values: { from: '2024-02-16', to: '2026-03-15' } },
    });
    for (const query of [
      { range: 'days', from: '2026-03-10', to: '2026-03-01' },
      { range: 'days', from: '2026-02-30', to: '2026-03-01' },
      { range: 'days', from: '', to: '2026-03-01' },
    ]) {
      expect(parseStatsRange(query, NOW)).toEqual({
        fields: { range: '30', from: '2026-02-14', to: '2026-03-15' },
        notice: { key: 'admin:stats.notices.badDays', kind: 'error' },
      });
    }
  });
});

describe("the views' chart", () => {
  it('has a bar a day up to 90 days, a day without views at 0', () => {
    const { unit, points } = viewsSeries('2026-03-01', '2026-03-03', [{ day: '2026-03-02', views: 4 }]);
    expect(unit).toBe('day');
    expect(points.map((point) => point.views)).toEqual([0, 4, 0]);
    expect(viewsSeries('2026-01-01', '2026-03-31', []).unit).toBe('day');
  });

  it('has a bar a week, Monday to Sunday, past 90 days, the first and last cut to the period', () => {
    // 2026-01-01 is a Thursday; 2026-04-15 a Wednesday.
    const { unit, points } = viewsSeries('2026-01-01', '2026-04-15', [
      { day: '2026-01-04', views: 1 },
      { day: '2026-01-05', views: 2 },
      { day: '2026-04-13', views: 3 },
      { day: '2026-04-15', views: 4 },
    ]);
    expect(unit).toBe('week');
    expect(points[0]).toEqual({ from: '2026-01-01', to: '2026-01-04', views: 1 });
    expect(points[1]).toEqual({ from: '2026-01-05', to: '2026-01-11', views: 2 });
    expect(points.at(-1)).toEqual({ from: '2026-04-13', to: '2026-04-15', views: 7 });
    expect(points).toHaveLength(16);
  });

  it('has a bar a month past a year', () => {
    const { unit, points } = viewsSeries('2024-02-16', '2026-03-15', [
      { day: '2024-02-29', views: 5 },
      { day: '2026-03-01', views: 6 },
    ]);
    expect(unit).toBe('month');
    expect(points[0]).toEqual({ from: '2024-02-16', to: '2024-02-29', views: 5 });
    expect(points[1]?.from).toBe('2024-03-01');
    expect(points.at(-1)).toEqual({ from: '2026-03-01', to: '2026-03-15', views: 6 });
    expect(points).toHaveLength(26);
  });
});
