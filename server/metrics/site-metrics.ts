import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// The site's metrics, one registry per app (tests build several apps in one process; prom-client's global
// registry would mix their counts and refuse a second definition of a name). Served only on METRICS_PORT
// (metrics-server.ts), never on the public listener. docs/operations.md, "Metrics and alerts", lists them;
// deploy/alerts.yml fires on them.

/** Labels of requests answered by no route of ours: a fixed value, so hostile paths never make new series. */
export const UNMATCHED_ROUTE = 'unmatched';

// Request durations: a page from the cache takes about a millisecond, a render tens, a sign-in's scrypt hundreds.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// A SQLite statement takes microseconds, a PostgreSQL round trip a millisecond or more.
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Node's own: CPU, resident memory, heap, event-loop lag, GC. Off in tests, which build many apps per process.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <T extends string>(name: string, help: string, labelNames: readonly T[] = []) =>
    new Counter<T>({ name, help, labelNames, registers });

  return {
    registry,
    requestDuration: new Histogram<'method' | 'route' | 'status'>({
      name: 'site_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route template (or page) and status; _count counts the requests.',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    pageCache: {
      hits: counter('site_page_cache_hits_total', 'Pages sent from the rendered-page cache.'),
      misses: counter('site_page_cache_misses_total', 'Pages rendered because the cache did not hold them.'),
      evictions: counter(
        'site_page_cache_evictions_total',
        'Pages dropped from the cache to make room (not those dropped by a publish).',
      ),
    },
    enquiries: {
      stored: counter('site_enquiries_stored_total', 'Enquiries and newsletter sign-ups stored, by kind.', ['kind']),
      refused: counter(
        'site_enquiries_refused_total',
        'Enquiry and sign-up posts refused or discarded, by reason (rate-limited ones are counted apart).',
        ['reason'],
      ),
      rateLimited: counter('site_enquiries_rate_limited_total', 'Enquiry and sign-up posts refused with 429.'),
    },
    signIn: {
      failures: counter('site_sign_in_failures_total', 'Office sign-ins with a wrong login or password.', ['reason']),
      lockouts: counter(
        'site_sign_in_lockouts_total',
        'Office sign-ins refused for too many failures, by the budget spent (address, login or device).',
        ['budget'],
      ),
    },
    cspReports: {
      received: counter('site_csp_reports_total', 'Content-Security-Policy violation reports, by directive.', [
        'directive',
      ]),
      refused: counter('site_csp_reports_refused_total', 'CSP report posts refused, by reason.', ['reason']),
    },
    pageViews: {
      added: counter('site_page_views_total', 'Public page views counted and added to the store (server/stats/).'),
      failedFlushes: counter(
        'site_page_view_flush_failures_total',
        'Flushes of the page-view counts the store refused (their counts kept for the next one).',
      ),
    },
    webhook: {
      deliveries: counter('site_webhook_deliveries_total', 'Webhook delivery attempts, by outcome.', ['outcome']),
    },
    queryDuration: new Histogram<'operation'>({
      name: 'site_db_query_duration_seconds',
      help: 'Time of one storage operation (its statements, or its transaction), by operation.',
      labelNames: ['operation'],
      buckets: QUERY_BUCKETS,
      registers,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof createMetrics>;
