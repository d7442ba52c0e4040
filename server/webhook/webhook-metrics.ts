import { Gauge } from 'prom-client';
import type { Logger } from '../logger.ts';
import type { SiteMetrics } from '../metrics/site-metrics.ts';

import type { WebhookCounts } from './webhook-job.ts';

// The webhook's metrics (docs/operations.md, "Metrics and alerts"): each delivery attempt by outcome, and the events
// waiting for delivery, read at each scrape as the other state gauges are (state-gauges.ts); a failed reading
// leaves the gauge without a sample for that scrape.

/** The job's counts, written into the app's metrics. */
export const webhookCounts = ({ webhook }: Pick<SiteMetrics, 'webhook'>): WebhookCounts => ({
  delivered: () => webhook.deliveries.inc({ outcome: 'delivered' }),
  failed: () => webhook.deliveries.inc({ outcome: 'failed' }),
});

export function watchWebhookQueue(
  metrics: Pick<SiteMetrics, 'registry'>,
  { waiting, logger }: { waiting: () => Promise<number>; logger: Logger },
): void {
  new Gauge({
    name: 'site_webhook_pending',
    help: 'Webhook events not delivered yet (waiting for their first attempt or a retry).',
    registers: [metrics.registry],
    async collect() {
      try {
        this.set(await waiting());
      } catch (err) {
        logger.child({ module: 'metrics' }).warn({ err }, 'webhook events not read for the metrics');
        this.reset();
      }
    },
  });
}
