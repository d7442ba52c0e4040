import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createMetricsServer } from '#server/metrics/metrics-server.ts';
import type { SiteMetrics } from '#server/metrics/site-metrics.ts';

// The metrics listener on a free loopback port, and the samples of what it serves.

export interface MetricsListener {
  /** GET /metrics: the exposition text. */
  scrape(): Promise<string>;
  origin: string;
  close(): Promise<void>;
}

export async function startMetricsListener(metrics: SiteMetrics): Promise<MetricsListener> {
  const server = createMetricsServer({ registry: metrics.registry, logger: pino({ level: 'silent' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async scrape() {
      const res = await fetch(`${origin}/metrics`);
      if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
      return res.text();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The value of the sample `name` whose labels include `labels`, undefined when there is none. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Every value the label `label` takes in the samples of `name`. */
export function labelValues(text: string, name: string, label: string): string[] {
  const values = new Set<string>();
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) if (key === label && value) values.add(value);
  }
  return [...values].sort();
}
