import pg from 'pg';
import { createAdminStore } from './admin-store.ts';
import { createAuditStore } from './audit-store.ts';
import type { Migration } from './migration.ts';
import { MIGRATIONS } from './migrations.ts';
import { createNewsletterStore } from './newsletter-store.ts';
import { applyPostgresMigrations } from './postgres-migrations.ts';
import { createContentStore } from './content-store-queries.ts';
import { inRowAttachmentBytes } from './attachment-bytes.ts';
import { createEnquiryAttachments } from './enquiry-attachments.ts';
import { createEnquiryStore } from './enquiry-store-queries.ts';
import { createPostgresContentChanges } from './postgres-content-changes.ts';
import { createPostgresInboxStore } from './postgres-inbox-store.ts';
import { postgresStoreDatabase } from './postgres-kysely.ts';
import { createPostgresMediaFiles } from './postgres-media-files.ts';
import { createPostgresPersonData } from './postgres-person-data.ts';
import { createRateLimitHits } from './rate-limit-hits.ts';
import { createSettings } from './settings.ts';
import { createRedirectHits } from './redirect-hits.ts';
import { createPageViews } from './page-views.ts';
import { createSiteStats } from './site-stats.ts';
import { createContentSchedules } from './content-schedules.ts';
import { createEditingPresence } from './editing-presence.ts';
import { createQuotationStore } from './quotation-store.ts';
import { createWebhookDeliveries } from './webhook-deliveries.ts';
import type { Store } from './store.ts';

export interface PostgresStore extends Store {
  readonly pool: pg.Pool;
}

interface PostgresStoreOptions {
  migrations?: readonly Migration[];
  /** Connections this process keeps at most (pg's default is 10). */
  poolSize?: number;
  /**
   * Called when an idle connection fails (the server restarted, the network dropped): pg replaces it. The content
   * store's listening connection is one too, and connects again by itself.
   */
  onIdleError?: (err: Error) => void;
}

// A replica that cannot reach the database at start-up says so within seconds instead of hanging.
const CONNECT_TIMEOUT_MS = 5_000;

/** Connects, applies the migrations (see applyPostgresMigrations) and resolves with the store. */
export async function openPostgresStore(
  url: string,
  { migrations = MIGRATIONS, poolSize = 10, onIdleError }: PostgresStoreOptions = {},
): Promise<PostgresStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'site',
  });
  // Without a listener an idle connection's error would be an uncaught 'error' event and end the process.
  pool.on('error', (err) => onIdleError?.(err));
  let schemaVersion: number;
  try {
    schemaVersion = await applyPostgresMigrations(pool, migrations);
  } catch (err) {
    await pool.end();
    throw err;
  }
  let isClosed = false;
  const database = postgresStoreDatabase(pool);
  const contentChanges = createPostgresContentChanges(database.db, { url, onListenError: onIdleError });
  return {
    engine: 'postgres',
    pool,
    schemaVersion,
    enquiries: createEnquiryStore(database, createPostgresPersonData(database), inRowAttachmentBytes),
    attachments: createEnquiryAttachments(database, inRowAttachmentBytes),
    newsletter: createNewsletterStore(database),
    inbox: createPostgresInboxStore(database),
    admin: createAdminStore(database),
    content: createContentStore(database, contentChanges),
    audit: createAuditStore(database),
    rateLimitHits: createRateLimitHits(database),
    redirectHits: createRedirectHits(database),
    pageViews: createPageViews(database),
    siteStats: createSiteStats(database),
    schedules: createContentSchedules(database),
    presence: createEditingPresence(database),
    quotations: createQuotationStore(database),
    webhook: createWebhookDeliveries(database),
    mediaFiles: createPostgresMediaFiles(database),
    settings: createSettings(database),
    async checkHealth() {
      if (isClosed) return false;
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await Promise.all([contentChanges.close(), pool.end()]);
    },
  };
}
