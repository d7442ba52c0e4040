import type { SignInCounts } from '../admin/sign-in-routes.ts';
import type { PageCacheCounts } from '../render/rendered-pages.ts';
import type { EnquiryCounts } from '../routes/contact-routes.ts';
import type { CspReportCounts } from '../routes/csp-report-routes.ts';
import type { PageViewCounts } from '../stats/page-view-counter.ts';
import type { SiteMetrics } from './site-metrics.ts';

// What each part of the app is told to count, as it names it, written into the app's metrics. The parts never
// see prom-client; every label value here comes from a fixed set (error codes, enquiry kinds, page ids).

export function metricCounts(metrics: SiteMetrics) {
  const { pageCache, enquiries, signIn, cspReports, pageViews, queryDuration } = metrics;
  return {
    pageCache: {
      hit: () => pageCache.hits.inc(),
      miss: () => pageCache.misses.inc(),
      evicted: () => pageCache.evictions.inc(),
    } satisfies PageCacheCounts,
    enquiries: {
      stored: (kind) => enquiries.stored.inc({ kind }),
      refused: (reason) => enquiries.refused.inc({ reason }),
      rateLimited: () => enquiries.rateLimited.inc(),
    } satisfies EnquiryCounts,
    signIn: {
      failed: (reason) => signIn.failures.inc({ reason }),
      lockedOut: (budget) => signIn.lockouts.inc({ budget }),
    } satisfies SignInCounts,
    cspReports: {
      received: (directive) => cspReports.received.inc({ directive }),
      refused: (reason) => cspReports.refused.inc({ reason }),
    } satisfies CspReportCounts,
    pageViews: {
      added: (views) => pageViews.added.inc(views),
      failed: () => pageViews.failedFlushes.inc(),
    } satisfies PageViewCounts,
    query: (operation: string, seconds: number) => queryDuration.observe({ operation }, seconds),
  };
}
