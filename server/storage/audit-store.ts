// The office's audit log (docs/inbox.md, "Office audit log"): who did what, when, to which item, kept in the database
// so that every replica writes to one log and the admin reads it in /admin/audit. No personal data of visitors: the
// target names an enquiry by its number, a text by its id, never a visitor's name or address.
import { toDate, type StoreDatabase } from './database.ts';

/** What is recorded. Each later kind of change adds its action here. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'entry-handled',
  'entry-reopened',
  'inbox-exported',
  'text-draft-saved',
  'text-draft-discarded',
  'text-published',
  'text-reset',
  'text-restored',
  'content-exported',
  'content-imported',
  'company-links-published',
  'company-links-reset',
  'company-links-draft-saved',
  'company-links-draft-discarded',
  'company-links-restored',
  'product-draft-saved',
  'product-draft-discarded',
  'product-published',
  'product-hidden',
  'product-shown',
  'product-deleted',
  'product-reset',
  'product-restored',
  'products-reordered',
  'collection-item-draft-saved',
  'collection-item-draft-discarded',
  'collection-item-published',
  'collection-item-hidden',
  'collection-item-shown',
  'collection-item-deleted',
  'collection-item-reset',
  'collection-item-restored',
  'collection-reordered',
  'media-uploaded',
  // A product's datasheet put or taken off (docs/content.md, "Datasheets"): at once, not drafted.
  'datasheet-uploaded',
  'datasheet-removed',
  'media-updated',
  'media-removed',
  'media-cleaned-up',
  // The site pages' SEO records (docs/content.md, "SEO of the site's pages"): a document's changes, as a text's.
  'page-seo-draft-saved',
  'page-seo-draft-discarded',
  'page-seo-published',
  'page-seo-reset',
  'page-seo-restored',
  'redirect-added',
  'redirect-removed',
  'redirects-imported',
  // Scheduled publishes and hides (docs/content.md, "Scheduling"): set, cancelled, and run by the schedule's account.
  'product-scheduled',
  'product-schedule-cancelled',
  'product-scheduled-published',
  'product-scheduled-hidden',
  'collection-item-scheduled',
  'collection-item-schedule-cancelled',
  'collection-item-scheduled-published',
  'collection-item-scheduled-hidden',
  'text-scheduled',
  'text-schedule-cancelled',
  'text-scheduled-published',
  'company-links-scheduled',
  'company-links-schedule-cancelled',
  'company-links-scheduled-published',
  'page-seo-scheduled',
  'page-seo-schedule-cancelled',
  'page-seo-scheduled-published',
  'newsletter-exported',
  'newsletter-invited',
  // A person's data (docs/privacy.md, "The person's rights and retention"): read in the inbox, found, exported,
  // corrected, erased; the retention job's runs.
  'entry-viewed',
  'person-searched',
  'person-exported',
  'person-corrected',
  'person-erased',
  'retention-anonymised',
  // Office accounts (docs/operations.md, "Office accounts"): an admin's changes to them, and each person's own
  // password, sessions and two-factor sign-in.
  'account-invited',
  'account-roles-changed',
  'account-contact-changed',
  'account-disabled',
  'account-enabled',
  'account-removed',
  'account-sessions-ended',
  'account-two-factor-removed',
  'two-factor-roles-changed',
  'password-reset-asked',
  'password-set',
  'sessions-ended',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-code-used',
  // Each person's own weekly summary e-mail asked for or stopped (docs/office-guide.md, "Weekly summary").
  'weekly-summary-changed',
  // Quotations (docs/office-guide.md, "Quotations"): a draft saved, the first version sent, a later one sent.
  'quotation-saved',
  'quotation-sent',
  'quotation-revised',
  // The buyer's answer on their page (docs/privacy.md, "Quotations"): by no account.
  'quotation-accepted',
  'quotation-declined',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  at: Date;
  /** The account that acted; for a failed sign-in the login tried, when it is an account's. */
  login: string | null;
  action: AuditAction;
  /** What it acted on: `enquiry/12`, `text/home:hero.title`, an export's filter; '' when nothing. */
  target: string;
  /** The request's id, to find the request in the logs. */
  requestId: string;
  /**
   * Why it was done, as the staff wrote it: asked of every action on a person's data
   * (docs/privacy.md, "Records of processing").
   */
  reason?: string;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

export interface AuditFilter {
  login?: string;
  action?: AuditAction;
  /** Any of these (the office's home page's changes of content). */
  actions?: readonly AuditAction[];
  /** Inclusive bounds of `at`. */
  from?: Date;
  to?: Date;
}

export interface AuditStore {
  record(entry: NewAuditEntry): Promise<void>;
  /** Newest first: at most `limit` entries matching `filter` with an id below `beforeId` (from the newest without). */
  list(filter: AuditFilter, beforeId: number | undefined, limit: number): Promise<AuditEntry[]>;
}

export function createAuditStore({ db }: StoreDatabase): AuditStore {
  return {
    async record(entry) {
      await db
        .insertInto('audit_log')
        .values({
          created_at: entry.at,
          login: entry.login,
          action: entry.action,
          target: entry.target,
          request_id: entry.requestId,
          reason: entry.reason ?? null,
        })
        .execute();
    },

    async list(filter, beforeId, limit) {
      // Only the conditions present: each combination is one statement (on SQLite prepared once, sqlite-kysely.ts).
      let query = db
        .selectFrom('audit_log')
        .select(['id', 'created_at', 'login', 'action', 'target', 'request_id', 'reason'])
        .orderBy('id', 'desc')
        .limit(limit);
      if (filter.login !== undefined) query = query.where('login', '=', filter.login);
      if (filter.action !== undefined) query = query.where('action', '=', filter.action);
      if (filter.actions !== undefined) query = query.where('action', 'in', [...filter.actions]);
      // SQLite's moments are ISO 8601 UTC text of one length: comparing the text compares the moments.
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<=', filter.to);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      const rows = await query.execute();
      return rows.map((row): AuditEntry => ({
        id: row.id,
        at: toDate(row.created_at),
        login: row.login,
        action: row.action,
        target: row.target,
        requestId: row.request_id,
        ...(row.reason === null ? {} : { reason: row.reason }),
      }));
    },
  };
}
