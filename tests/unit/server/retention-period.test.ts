// How long enquiries keep personal data (docs/privacy.md, "Retention"): the settings,
// their defaults and limits, and the moments before which the retention job anonymises.
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '#server/config.ts';
import { firstPageViewDayKept, monthsBefore, retentionCutoffs } from '#server/services/retention-period.ts';

describe('retention settings', () => {
  it('default to 24 months, 12 after an enquiry was handled, and 25 for the page-view counts', () => {
    expect(loadConfig({}).retention).toEqual({ months: 24, handledMonths: 12, pageViewMonths: 25 });
  });

  it('take the handled period from RETENTION_MONTHS when that is shorter and the other is unset', () => {
    expect(loadConfig({ RETENTION_MONTHS: '6' }).retention).toMatchObject({ months: 6, handledMonths: 6 });
    expect(loadConfig({ RETENTION_MONTHS: '36', RETENTION_HANDLED_MONTHS: '3' }).retention).toMatchObject({
      months: 36,
      handledMonths: 3,
    });
  });

  it('refuse a handled period longer than the general one, and periods that are not whole months', () => {
    expect(() => loadConfig({ RETENTION_MONTHS: '12', RETENTION_HANDLED_MONTHS: '18' })).toThrow(
      /RETENTION_HANDLED_MONTHS.*must not be more than RETENTION_MONTHS/,
    );
    for (const value of ['0', '-1', '1.5', 'two', '121']) {
      expect(() => loadConfig({ RETENTION_MONTHS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ PAGE_VIEW_RETENTION_MONTHS: value })).toThrow(/PAGE_VIEW_RETENTION_MONTHS/);
    }
  });

  it('keep the page-view counts as long as PAGE_VIEW_RETENTION_MONTHS says, whatever the enquiries keep', () => {
    expect(loadConfig({ PAGE_VIEW_RETENTION_MONTHS: '60', RETENTION_MONTHS: '6' }).retention).toEqual({
      months: 6,
      handledMonths: 6,
      pageViewMonths: 60,
    });
    expect(loadConfig({ PAGE_VIEW_RETENTION_MONTHS: '' }).retention.pageViewMonths).toBe(25);
  });
});

describe('the retention cut-offs', () => {
  it('are the same moment whole months before, on the month’s last day when it has no such day', () => {
    expect(monthsBefore(new Date('2026-03-15T04:00:00Z'), 24)).toEqual(new Date('2024-03-15T04:00:00Z'));
    expect(monthsBefore(new Date('2026-03-31T23:30:00Z'), 1)).toEqual(new Date('2026-02-28T23:30:00Z'));
    expect(monthsBefore(new Date('2026-02-28T00:00:00Z'), 24)).toEqual(new Date('2024-02-28T00:00:00Z'));
    expect(monthsBefore(new Date('2026-05-31T00:00:00Z'), 15)).toEqual(new Date('2025-02-28T00:00:00Z'));
    expect(monthsBefore(new Date('2026-01-10T00:00:00Z'), 1)).toEqual(new Date('2025-12-10T00:00:00Z'));
  });

  it('keep the page-view counts from the Ulaanbaatar day whole months before', () => {
    // 2026-03-15 03:00 UTC is 11:00 in Ulaanbaatar; 2026-03-14 20:00 UTC is already the 15th there.
    expect(firstPageViewDayKept({ pageViewMonths: 25 }, new Date('2026-03-15T03:00:00Z'))).toBe('2024-02-15');
    expect(firstPageViewDayKept({ pageViewMonths: 1 }, new Date('2026-03-14T20:00:00Z'))).toBe('2026-02-15');
  });

  it('apply each setting to its own moment', () => {
    expect(retentionCutoffs({ months: 24, handledMonths: 12 }, new Date('2026-03-15T04:00:00Z'))).toEqual({
      receivedBefore: new Date('2024-03-15T04:00:00Z'),
      handledBefore: new Date('2025-03-15T04:00:00Z'),
    });
  });
});
