import type { Clock } from '../clock.ts';
import type { EnquiryStore, SubscriptionResult } from '../storage/enquiry-store.ts';

interface SubscriptionServiceDeps {
  store: EnquiryStore;
  clock: Clock;
}

// Beyond docs/specification.md §4 (where the address went nowhere): newsletter sign-ups are kept, once per address.
export function createSubscriptionService({ store, clock }: SubscriptionServiceDeps) {
  return {
    /** 'exists' when the address (ignoring case) was already subscribed; both are a success to the visitor. */
    subscribe(email: string, language: string): Promise<SubscriptionResult> {
      return store.addSubscription(email, language, clock.now());
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
