import type { StatsPoint, StatsUnit } from '#shared/stats-view.ts';
import type { Translate } from './field-parts.tsx';

// The statistics page's days in words, from the locales (admin:stats.dates): "3-р сарын 10", "Mar 10". Intl's
// Mongolian writes months in Roman numerals (III/10), which the staff do not write; the locales say it as they do.

const partsOf = (day: string) => {
  const [year = '', month = '', date = ''] = day.split('-');
  return { year, month: String(Number(month)), day: String(Number(date)) };
};

const monthName = (t: Translate, month: string) => t(`stats.dates.months.${month}`);

/** A day without its year: "3-р сарын 10", "Mar 10". */
export function dayLabel(t: Translate, day: string): string {
  const { month, day: date } = partsOf(day);
  return t('stats.dates.day', { month: monthName(t, month), day: date });
}

/** A day with its year: "2026 оны 3-р сарын 10", "Mar 10, 2026". */
export function fullDayLabel(t: Translate, day: string): string {
  const { year, month, day: date } = partsOf(day);
  return t('stats.dates.fullDay', { year, month: monthName(t, month), day: date });
}

/** A month: "2026 оны 3-р сар", "Mar 2026". */
function monthLabel(t: Translate, day: string): string {
  const { year, month } = partsOf(day);
  return t('stats.dates.month', { year, month: monthName(t, month) });
}

/** A bar's days, as its table row names them: the day, the week's first and last days, or the month. */
export function pointLabel(t: Translate, unit: StatsUnit, point: StatsPoint): string {
  if (unit === 'day') return dayLabel(t, point.from);
  if (unit === 'month') return monthLabel(t, point.from);
  return t('stats.dates.range', { from: dayLabel(t, point.from), to: dayLabel(t, point.to) });
}

/** A bar's short name under the chart: "3/10", or "2026-03" for a month's bar. */
export function axisLabel(t: Translate, unit: StatsUnit, point: StatsPoint): string {
  const { year, month, day } = partsOf(point.from);
  if (unit === 'month') return t('stats.dates.axisMonth', { year, month: month.padStart(2, '0') });
  return t('stats.dates.axisDay', { month, day });
}
