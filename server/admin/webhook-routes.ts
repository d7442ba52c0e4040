import { Router } from 'express';
import type { WebhookProps } from '#shared/webhook-view.ts';
import type { Clock } from '../clock.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { Store } from '../storage/store.ts';
import { testEvent } from '../webhook/webhook-events.ts';
import type { AdminPages } from './admin-page.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { requireRole } from './require-role.ts';

/** The webhook as the office sees it: the receiver's host (undefined: off), and a nudge to deliver now. */
export interface WebhookOffice {
  host: string | undefined;
  sendNow?: (() => void) | undefined;
}

interface WebhookRoutesDeps {
  store: Pick<Store, 'webhook'>;
  webhook: WebhookOffice;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
}

const SHOWN = 50;

/**
 * The webhook to the CRM in the office (docs/webhook.md, "In the office"), for admins: whether it is on, how many
 * events wait, the latest deliveries with their failures, and a test event sent on request.
 */
export function webhookRoutes({ store, webhook, clock, pages, csrf }: WebhookRoutesDeps) {
  const router = Router();

  router.get('/webhook', requireRole('admin'), async (req, res) => {
    const [waiting, recent] = await Promise.all([store.webhook.waiting(), store.webhook.recent(SHOWN)]);
    const props: WebhookProps = {
      ...(webhook.host ? { host: webhook.host, testAction: `${req.baseUrl}/webhook/test` } : {}),
      waiting,
      deliveries: recent.map((row) => ({
        eventId: row.eventId,
        type: row.type,
        createdAt: localTime(row.createdAt),
        attempts: row.attempts,
        lastStatus: row.lastStatus,
        lastError: row.lastError,
        deliveredAt: row.deliveredAt && localTime(row.deliveredAt),
      })),
      ...(req.query.tested === '1' ? { tested: true } : {}),
    };
    await pages.send(req, res, 200, req.t('admin:webhook.title'), { page: 'webhook', props });
  });

  router.post('/webhook/test', csrf.checkToken, requireRole('admin'), async (req, res) => {
    if (webhook.host) {
      const event = testEvent(clock.now());
      await store.webhook.queue(event);
      req.log.info({ webhookId: event.id }, 'webhook test event queued');
      webhook.sendNow?.();
    }
    res.redirect(303, `${req.baseUrl}/webhook${webhook.host ? '?tested=1' : ''}`);
  });

  return router;
}
