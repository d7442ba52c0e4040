import type { AdminStore } from './admin-store.ts';
import type { AuditStore } from './audit-store.ts';
import type { ContentStore } from './content-store.ts';
import type { EnquiryAttachments } from './enquiry-attachments.ts';
import type { EnquiryStore } from './enquiry-store.ts';
import type { InboxStore } from './inbox-store.ts';
import type { MediaFiles } from './media-files.ts';
import type { NewsletterStore } from './newsletter-store.ts';
import type { RateLimitHits } from './rate-limit-hits.ts';
import type { RedirectHits } from './redirect-hits.ts';
import type { PageViews } from './page-views.ts';
import type { ContentSchedules } from './content-schedules.ts';
import type { EditingPresence } from './editing-presence.ts';
import type { QuotationStore } from './quotation-store.ts';
import type { Settings } from './settings.ts';
import type { WebhookDeliveries } from './webhook-deliveries.ts';
import type { SiteStats } from './site-stats.ts';

/** SQLite is the embedded default (one process); PostgreSQL is shared by several replicas (DATABASE_URL). */
export type StoreEngine = 'sqlite' | 'postgres';

// The storage interface the app depends on. Both engines implement all of it, and the same behaviour
// suite (tests/integration/store-behaviour.test.ts) runs against each.
export interface Store {
  readonly engine: StoreEngine;
  /** The schema version after the start-up migrations. */
  readonly schemaVersion: number;
  /** Enquiries, newsletter sign-ups and the office notification outbox. */
  readonly enquiries: EnquiryStore;
  /** The files sent with enquiries, as the office reads them (SQLite: DATA_DIR/attachments; PostgreSQL: a table). */
  readonly attachments: EnquiryAttachments;
  /** The newsletter's sign-ups and their lifecycle, confirmation e-mails and unsubscribed addresses' hashes. */
  readonly newsletter: NewsletterStore;
  /** The office inbox's view of enquiries and sign-ups, and their handled state. */
  readonly inbox: InboxStore;
  /** The office inbox's staff accounts and sessions. */
  readonly admin: AdminStore;
  /** The content the office edits: published revisions, drafts, and word of each publish. */
  readonly content: ContentStore;
  /** The office's audit log: who did what, when, to which item. */
  readonly audit: AuditStore;
  /** Fixed-window hit counts for the rate limits, shared by every process using the store. */
  readonly rateLimitHits: RateLimitHits;
  /** How often each of the office's redirects was followed, added to by every process using the store. */
  readonly redirectHits: RedirectHits;
  /** The public pages' daily views, nothing about the visitor, added to by every process using the store. */
  readonly pageViews: PageViews;
  /** The office's statistics: the public pages' daily views beside the enquiries and quotations of those days. */
  readonly siteStats: SiteStats;
  /** The office's scheduled publishes and hides, each claimed once across the processes using the store. */
  readonly schedules: ContentSchedules;
  /** Who has an office edit page open now, as every process using the store hears of it. */
  readonly presence: EditingPresence;
  /** The quotations of requests: drafts, sent versions with their PDFs, the buyers' decisions and e-mails. */
  readonly quotations: QuotationStore;
  /** The webhook's events to the company's CRM, each delivered once (docs/webhook.md). */
  readonly webhook: WebhookDeliveries;
  /** The files made from the office's photo uploads (SQLite: DATA_DIR/media; PostgreSQL: a table). */
  readonly mediaFiles: MediaFiles;
  /** Small values the application keeps for itself (the generated CSRF secret on PostgreSQL). */
  readonly settings: Settings;
  /** Resolves true while the store answers queries (used by /readyz, which bounds the wait). */
  checkHealth(): Promise<boolean>;
  close(): Promise<void>;
}
