import { describe, expect, it } from '@jest/globals';
import { dayBefore, nextUlaanbaatarMidnight, ulaanbaatarDay } from '#server/services/rates-calendar.ts';

describe('ulaanbaatarDay', () => {
  it('turns at midnight in Ulaanbaatar (16:00 UTC), not at midnight UTC', () => {
    expect(ulaanbaatarDay(new Date('2026-03-15T15:59:59.999Z'))).toBe('2026-03-15');
    expect(ulaanbaatarDay(new Date('2026-03-15T16:00:00.000Z'))).toBe('2026-03-16');
    expect(ulaanbaatarDay(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
  });

  it('crosses month and year ends', () => {
    expect(ulaanbaatarDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});

describe('nextUlaanbaatarMidnight', () => {
  it('is the next 16:00 UTC', () => {
    expect(nextUlaanbaatarMidnight(new Date('2026-03-15T04:00:00Z')).toISOString()).toBe('2026-03-15T16:00:00.000Z');
    expect(nextUlaanbaatarMidnight(new Date('2026-03-15T15:59:59.500Z')).toISOString()).toBe(
      '2026-03-15T16:00:00.000Z',
    );
  });

  it('is a whole day away exactly at midnight', () => {
    expect(nextUlaanbaatarMidnight(new Date('2026-03-15T16:00:00Z')).toISOString()).toBe('2026-03-16T16:00:00.000Z');
  });
});

describe('dayBefore', () => {
  it('steps back across months, years and leap days', () => {
    expect(dayBefore('2026-03-15')).toBe('2026-03-14');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});
