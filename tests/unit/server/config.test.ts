import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { STANDARD_COST, TEST_COST } from '#server/admin/passwords.ts';
import { ConfigError, loadConfig } from '#server/config.ts';

describe('loadConfig', () => {
  it('works out of the box with documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      dataDir: path.resolve('./var'),
      publicUrl: 'http://localhost:3000',
      cookieSecure: false,
      bodyLimit: '32kb',
      renderTimeoutMs: 5000,
      connections: {
        headersTimeoutMs: 15_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1_000,
        maxPerAddress: 256,
      },
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.mn'],
    ['NODE_ENV', 'staging'],
    ['CSRF_SECRET', 'short'],
    ['BODY_LIMIT', 'lots'],
    ['HEADERS_TIMEOUT_MS', '500'],
    ['REQUEST_TIMEOUT_MS', 'forever'],
    ['KEEP_ALIVE_TIMEOUT_MS', '-1'],
    ['MAX_CONNECTIONS', '0'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '2.5'],
  ])('stops with a message naming %s when it is %p', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('hashes office passwords at the standard cost; only the test suite may lower it', () => {
    expect(loadConfig({}).passwordCost).toEqual(STANDARD_COST);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordCost).toEqual(TEST_COST);
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: 'test' })).toThrow(
        /PASSWORD_HASH_COST: may be "test" only with NODE_ENV=test/,
      );
    }
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST:/);
  });

  it('serves no metrics unless METRICS_PORT is set, and never on PORT', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    for (const value of ['metrics', '65536', '-1', '94.64'])
      expect(() => loadConfig({ METRICS_PORT: value })).toThrow(/METRICS_PORT:/);
  });

  it('starts a quotation at 10% VAT unless QUOTATION_VAT_PERCENT says another', () => {
    expect(loadConfig({}).quotationVatPercent).toBe(10);
    expect(loadConfig({ QUOTATION_VAT_PERCENT: '' }).quotationVatPercent).toBe(10);
    expect(loadConfig({ QUOTATION_VAT_PERCENT: '0' }).quotationVatPercent).toBe(0);
    expect(loadConfig({ QUOTATION_VAT_PERCENT: '12.5' }).quotationVatPercent).toBe(12.5);
    for (const value of ['ten', '-1', '101', '10.125'])
      expect(() => loadConfig({ QUOTATION_VAT_PERCENT: value })).toThrow(/QUOTATION_VAT_PERCENT:/);
  });

  it('uses secure cookies behind an https PUBLIC_URL unless told otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.mn/' })).toMatchObject({
      publicUrl: 'https://www.example.mn',
      isHttps: true,
      cookieSecure: true,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.mn', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });
});
