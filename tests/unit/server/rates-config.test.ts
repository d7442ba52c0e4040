import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RATES_UPSTREAM_URLS, loadRatesConfig, RatesConfigError } from '#server/rates-config.ts';

describe('loadRatesConfig', () => {
  it('defaults to the two public mirrors, in order, and a 5 s time-out', () => {
    const config = loadRatesConfig({});
    expect(config.upstreamUrls).toEqual(DEFAULT_RATES_UPSTREAM_URLS.split(','));
    expect(config.upstreamUrls[0]).toContain('cdn.jsdelivr.net');
    expect(config.timeoutMs).toBe(5000);
  });

  it('treats empty values as unset', () => {
    expect(loadRatesConfig({ RATES_UPSTREAM_URLS: '', RATES_TIMEOUT_MS: '' }).timeoutMs).toBe(5000);
  });

  it('splits a comma-separated list and trims it', () => {
    const config = loadRatesConfig({
      RATES_UPSTREAM_URLS: ' http://127.0.0.1:9/a/{date}/{currency}.json , https://x.example/{date}/{currency} ',
      RATES_TIMEOUT_MS: '250',
    });
    expect(config.upstreamUrls).toEqual([
      'http://127.0.0.1:9/a/{date}/{currency}.json',
      'https://x.example/{date}/{currency}',
    ]);
    expect(config.timeoutMs).toBe(250);
  });

  it.each([
    ['RATES_UPSTREAM_URLS', 'https://example.com/{currency}.json'],
    ['RATES_UPSTREAM_URLS', 'ftp://example.com/{date}/{currency}.json'],
    ['RATES_UPSTREAM_URLS', 'not a url {date} {currency}'],
    ['RATES_UPSTREAM_URLS', ','],
    ['RATES_TIMEOUT_MS', 'soon'],
    ['RATES_TIMEOUT_MS', '0'],
    ['RATES_TIMEOUT_MS', '600000'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => loadRatesConfig({ [name]: value })).toThrow(RatesConfigError);
    expect(() => loadRatesConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
