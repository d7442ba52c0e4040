import type { Store } from '../storage/store.ts';
import type { WebhookEvents } from '../storage/webhook-deliveries.ts';

// The store as the app writes through it while WEBHOOK_URL is set (docs/webhook.md): each write that reports
// something to the CRM (an enquiry stored, a sign-up confirmed, a quotation version sent, a buyer's decision) is
// given the events, and queues its event in its own transaction. Without a webhook it is the store itself.

export function reportingToWebhook<S extends Store>(store: S, events: WebhookEvents | undefined): S {
  if (!events) return store;
  const { enquiries, newsletter, quotations } = store;
  const parts: Pick<Store, 'enquiries' | 'newsletter' | 'quotations'> = {
    enquiries: {
      ...enquiries,
      insertEnquiry: (enquiry, options) => enquiries.insertEnquiry(enquiry, { ...options, webhook: events }),
    },
    newsletter: {
      ...newsletter,
      confirm: (id, emailHash, now) => newsletter.confirm(id, emailHash, now, events),
    },
    quotations: {
      ...quotations,
      recordSent: (sent) => quotations.recordSent(sent, events),
      decide: (id, version, decision, reason, at) => quotations.decide(id, version, decision, reason, at, events),
    },
  };
  // The engine's own handles (a SqliteStore's db) and every other part read through.
  return new Proxy(store, {
    get: (target, key, receiver) =>
      Object.hasOwn(parts, key) ? parts[key as keyof typeof parts] : Reflect.get(target, key, receiver),
  });
}
