// The rates are cached per Ulaanbaatar calendar day, whatever the time zone the server runs in.
export const RATES_TIME_ZONE = 'Asia/Ulaanbaatar';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: RATES_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

// The day last worked out and the instants it spans: asked on every page served, the answer changes once a day,
// and Intl's formatToParts is costly.
let known: { day: string; from: number; until: number } | undefined;

/** The calendar day in Ulaanbaatar at that instant, as YYYY-MM-DD. */
export function ulaanbaatarDay(instant: Date): string {
  const time = instant.getTime();
  if (known && time >= known.from && time < known.until) return known.day;
  const { year, month, day } = localParts(instant);
  const until = nextUlaanbaatarMidnight(instant).getTime();
  known = { day: isoDay(Date.UTC(year, month - 1, day)), from: until - DAY_MS, until };
  return known.day;
}

/** The instant the next Ulaanbaatar calendar day starts. */
export function nextUlaanbaatarMidnight(instant: Date): Date {
  const { year, month, day, hour, minute, second } = localParts(instant);
  // The zone's offset at this instant (Mongolia keeps +08:00 all year; no DST to step over).
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  const offsetMs = Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond;
  return new Date(Date.UTC(year, month - 1, day + 1) - offsetMs);
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);
}

/** Days from `earlier` to `later`, both YYYY-MM-DD. */
export function daysBetween(later: string, earlier: string): number {
  return (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS;
}
