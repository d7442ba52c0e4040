import type { EnquiryStore } from './enquiry-store.ts';

// The storage interface the app depends on. SQLite is the embedded default; another engine
// (e.g. PostgreSQL for several replicas) implements the same interface.
export interface Store {
  /** Enquiries, newsletter sign-ups and the office notification outbox. */
  readonly enquiries: EnquiryStore;
  /** True while the store can answer queries (used by /readyz). */
  isHealthy(): boolean;
  close(): void;
}
