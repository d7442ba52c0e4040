// deploy/alerts.yml fires only on metrics the site serves, and each of its alerts has its runbook in
// docs/operations.md, "Alerts and their runbook".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { createMetrics } from '#server/metrics/site-metrics.ts';
import { watchSiteState } from '#server/metrics/state-gauges.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rules = readFileSync(path.join(ROOT, 'deploy/alerts.yml'), 'utf8');
const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');

/** Every metric name the app registers (the rates' gauges included). */
function servedNames(): Set<string> {
  const metrics = createMetrics();
  watchSiteState(metrics, {
    clock: { now: () => new Date() },
    logger: pino({ level: 'silent' }),
    dataDir: ROOT,
    pageCacheBytes: () => 0,
    unsentNotifications: async () => ({ count: 0, oldestCreatedAt: undefined }),
    rates: () => ({ fetchedAt: undefined, lastFetch: undefined, failures: 0 }),
    isReady: async () => true,
  });
  const names = new Set<string>();
  for (const metric of metrics.registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${name}${suffix}`);
  }
  return names;
}

describe('deploy/alerts.yml', () => {
  const alerts = [...rules.matchAll(/^\s*- alert: (\w+)$/gm)].map(([, name]) => name ?? '');

  it('alerts on the 5xx rate, slow pages, a stuck outbox, stale figures, a full disk and a replica not ready', () => {
    expect(alerts).toEqual([
      'SiteServerErrors',
      'SitePagesSlow',
      'SiteOutboxStuck',
      'SiteCurrencyFiguresStale',
      'SiteDataDiskFull',
      'SiteReplicaNotReady',
    ]);
  });

  it('uses only metrics the site serves', () => {
    const served = servedNames();
    const used = new Set(rules.match(/\bsite_[a-z_]*[a-z]/g));
    expect([...used].filter((name) => !served.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(6);
  });

  it('has a one-line runbook in docs/operations.md for each alert', () => {
    for (const alert of alerts) {
      const line = operations.split('\n').find((row) => row.trimStart().startsWith(`| \`${alert}\``));
      expect([alert, line]).toEqual([alert, expect.stringMatching(/\|.+\|.+\|/)]);
    }
  });
});
