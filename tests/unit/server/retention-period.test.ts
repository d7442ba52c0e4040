// How long enquiries keep personal data (docs/privacy.md, "Retention"): the settings,
// their defaults and limits, and the moments before which the retention job anonymises.
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '#server/config.ts';
import { monthsBefore, retentionCutoffs } from '#server/services/retention-period.ts';

describe('retention settings', () => {
  it('default to 24 months, and 12 after an enquiry was handled', () => {
    expect(loadConfig({}).retention).toEqual({ months: 24, handledMonths: 12 });
  });

  it('take the handled period from RETENTION_MONTHS when that is shorter and the other is unset', () => {
    expect(loadConfig({ RETENTION_MONTHS: '6' }).retention).toEqual({ months: 6, handledMonths: 6 });
    expect(loadConfig({ RETENTION_MONTHS: '36', RETENTION_HANDLED_MONTHS: '3' }).retention).toEqual({
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
    }
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

  it('apply each setting to its own moment', () => {
    expect(retentionCutoffs({ months: 24, handledMonths: 12 }, new Date('2026-03-15T04:00:00Z'))).toEqual({
      receivedBefore: new Date('2024-03-15T04:00:00Z'),
      handledBefore: new Date('2025-03-15T04:00:00Z'),
    });
  });
});
