import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createAdminStore } from './admin-store.ts';
import { createAuditStore } from './audit-store.ts';
import type { Migration } from './migration.ts';
import { MIGRATIONS } from './migrations.ts';
import { createNewsletterStore } from './newsletter-store.ts';
import { applyMigrations } from './sqlite-migrations.ts';
import { inProcessContentChanges } from './content-changes.ts';
import { createContentStore } from './content-store-queries.ts';
import { createEnquiryAttachments } from './enquiry-attachments.ts';
import { createEnquiryStore } from './enquiry-store-queries.ts';
import { createSqliteAttachmentFiles } from './sqlite-attachment-files.ts';
import { createSqliteInboxStore } from './sqlite-inbox-store.ts';
import { createSqlitePersonData } from './sqlite-person-data.ts';
import { createSqliteMediaFiles } from './sqlite-media-files.ts';
import { sqliteStoreDatabase } from './sqlite-kysely.ts';
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

export const DATABASE_FILE = 'site.db';

/** fold(): lower() for every script (SQLite's own folds ASCII only), for the inbox's search (migration 5). */
export function addFold(db: DatabaseSync): void {
  db.function('fold', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
}

export interface SqliteStore extends Store {
  readonly db: DatabaseSync;
}

export function openSqliteStore(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): SqliteStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), { timeout: 5000 });
  // WAL with synchronous=FULL: a committed enquiry survives a power loss.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  addFold(db);
  const schemaVersion = applyMigrations(db, migrations);
  const database = sqliteStoreDatabase(db);
  const attachmentFiles = createSqliteAttachmentFiles(dataDir);
  return {
    engine: 'sqlite',
    db,
    schemaVersion,
    enquiries: createEnquiryStore(database, createSqlitePersonData(db, attachmentFiles), attachmentFiles),
    attachments: createEnquiryAttachments(database, attachmentFiles),
    newsletter: createNewsletterStore(database),
    inbox: createSqliteInboxStore(database),
    admin: createAdminStore(database),
    content: createContentStore(database, inProcessContentChanges()),
    audit: createAuditStore(database),
    rateLimitHits: createRateLimitHits(database),
    redirectHits: createRedirectHits(database),
    pageViews: createPageViews(database),
    siteStats: createSiteStats(database),
    schedules: createContentSchedules(database),
    presence: createEditingPresence(database),
    quotations: createQuotationStore(database),
    webhook: createWebhookDeliveries(database),
    mediaFiles: createSqliteMediaFiles(dataDir),
    settings: createSettings(database),
    async checkHealth() {
      if (!db.isOpen) return false;
      try {
        db.prepare('SELECT 1').get();
        return true;
      } catch {
        return false;
      }
    },
    // Synchronous work inside: the file is checkpointed and closed before the returned promise is even awaited.
    async close() {
      if (!db.isOpen) return;
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}
