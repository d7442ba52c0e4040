// The tables and columns the migrations (migrations.ts) create, as Kysely's query builder types them: one Database
// for both engines, and each engine's own columns and tables beside it. Each column is typed as both drivers give
// it back: INTEGER as a number (ids and counts the tables hold are 32-bit on PostgreSQL), TEXT as a string, bytes
// as a Uint8Array (pg's Buffer is one). tests/integration/database-type.test.ts compares these with what each
// engine's catalogue says.
import type { ColumnType, Compilable, Generated, Kysely } from 'kysely';
import type { AuditAction } from './audit-store.ts';
import type { StoreEngine } from './store.ts';

/**
 * A moment: read back as ISO 8601 text on SQLite and as a Date from pg's timestamptz (toDate() makes it one),
 * written as a Date (sqlite-kysely.ts binds it as the ISO text every SQLite moment column holds).
 */
export type Moment = ColumnType<Date | string, Date, Date>;

/** A moment as a Date, whichever engine read it. */
export const toDate = (moment: Date | string): Date => (moment instanceof Date ? moment : new Date(moment));

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Moment;
}

export interface EnquiriesTable {
  id: Generated<number>;
  kind: 'contact' | 'service' | 'quotation';
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  page: string | null;
  request_id: string | null;
  created_at: Moment;
  handled_at: Moment | null;
  handled_by: string | null;
  consent_at: Moment | null;
  consent_version: string | null;
  consent_language: string | null;
  consent_form: string | null;
  anonymised_at: Moment | null;
}

export interface OutboxTable {
  id: Generated<number>;
  enquiry_id: number;
  kind: 'notify-office' | 'acknowledge-sender';
  attempts: Generated<number>;
  next_attempt_at: Moment;
  last_error: string | null;
  sent_at: Moment | null;
  created_at: Moment;
  claimed_until: Moment | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  language: string;
  created_at: Moment;
  handled_at: Moment | null;
  handled_by: string | null;
  consent_at: Moment | null;
  consent_version: string | null;
  consent_language: string | null;
  consent_form: string | null;
  status: Generated<'legacy' | 'pending' | 'confirmed'>;
  confirm_sent_at: Moment | null;
  confirmed_at: Moment | null;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: Moment;
}

export interface AdminUsersTable {
  id: Generated<number>;
  login: string;
  password_hash: string;
  created_at: Moment;
  password_changed_at: Moment;
  /** A comma-separated list of shared/admin-roles.ts' ROLES (admin-store.ts reads it). */
  roles: Generated<string>;
  /** Where its invitation and password resets are sent; unique whatever its case. */
  email: string | null;
  /** The language of its e-mails: 'mn' or 'en'. */
  language: Generated<string>;
  disabled_at: Moment | null;
  last_sign_in_at: Moment | null;
  /** Two-factor sign-in's secret (base32), once confirmed by a first code. */
  totp_secret: string | null;
  /** A secret being set up, not yet confirmed. */
  totp_pending: string | null;
  /** The RFC 6238 time step of the last code accepted: no code of it or before is taken again. */
  totp_last_step: number | null;
  /** 1 when it has asked for the weekly summary e-mail, else 0. */
  weekly_summary: Generated<number>;
}

export interface AdminSessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Moment;
  last_seen_at: Moment;
  /** The browser it was signed in from, as its User-Agent names it (account-device.ts). */
  device: Generated<string>;
}

/** A single-use link's row: an invitation or a password reset (the link itself is never stored). */
export interface AdminTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'invite' | 'reset';
  created_at: Moment;
  expires_at: Moment;
  used_at: Moment | null;
}

/** The outbox of the accounts' e-mails: one row a link to send. */
export interface AdminMailTable {
  id: Generated<number>;
  token_id: number;
  attempts: Generated<number>;
  next_attempt_at: Moment;
  claimed_until: Moment | null;
  last_error: string | null;
  sent_at: Moment | null;
  created_at: Moment;
}

export interface AdminRecoveryCodesTable {
  user_id: number;
  /** The SHA-256 of the code: each is random, 50 bits, so a fast hash is enough. */
  code_hash: string;
  used_at: Moment | null;
}

export interface EnquiryItemsTable {
  enquiry_id: number;
  line: number;
  product_slug: string | null;
  product_name: string;
  quantity: number;
}

export interface ContentRevisionsTable {
  kind: string;
  key: string;
  revision: number;
  /** JSON text; NULL resets the item to its shipped default. */
  value: string | null;
  by_login: string;
  created_at: Moment;
}

export interface ContentDraftsTable {
  kind: string;
  key: string;
  value: string;
  base_revision: number;
  by_login: string;
  saved_at: Moment;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: Moment;
  login: string | null;
  /** No CHECK in the schema (each new action would need one): only AuditStore.record() writes it. */
  action: AuditAction;
  target: string;
  request_id: string;
  reason: string | null;
}

export interface MediaFilesTable {
  name: string;
  type: string;
  bytes: Uint8Array;
  created_at: Moment;
}

/** migration 18: `bytes` on PostgreSQL, `file` (its name in DATA_DIR/attachments) on SQLite. */
export interface EnquiryAttachmentsTable {
  id: Generated<number>;
  enquiry_id: number;
  line: number;
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array | null;
  file: string | null;
  created_at: Moment;
}

export interface NewsletterOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  kind: string;
  attempts: Generated<number>;
  next_attempt_at: Moment;
  claimed_until: Moment | null;
  last_error: string | null;
  sent_at: Moment | null;
  created_at: Moment;
}

export interface NewsletterSuppressionsTable {
  email_hash: string;
  created_at: Moment;
}

export interface RedirectHitsTable {
  from_path: string;
  hits: number;
  last_hit_at: Moment;
}

export interface ContentSchedulesTable {
  id: Generated<number>;
  kind: string;
  key: string;
  action: 'publish' | 'hide';
  run_at: Moment;
  by_login: string;
  created_at: Moment;
  claimed_at: Moment | null;
  done_at: Moment | null;
  /** Set with done_at: 'done', 'stale', 'invalid', 'cancelled' (content-schedules.ts). */
  outcome: string | null;
}

/** An office account with an item's edit page open (editing-presence.ts). */
export interface EditingPresenceTable {
  /** `<content kind>:<key>`, as the content store names the item. */
  item_key: string;
  login: string;
  /** Its first heartbeat of this stay (the page open since). */
  started_at: Moment;
  seen_at: Moment;
}

/** A quotation of an enquiry (quotation-store.ts): its draft document, state, number and the buyer's decision. */
export interface QuotationsTable {
  id: Generated<number>;
  enquiry_id: number;
  language: string;
  /** JSON of shared/quotation.ts's document, as the office last saved it. */
  document: string;
  state: 'draft' | 'sent' | 'accepted' | 'declined';
  /** Q-YYYY-NNNN, given at the first send. */
  number: string | null;
  /** The latest sent version and its validity (NULL until sent). */
  sent_version: number | null;
  valid_until: Moment | null;
  created_at: Moment;
  created_by: string;
  updated_at: Moment;
  updated_by: string;
  viewed_at: Moment | null;
  decided_at: Moment | null;
  decided_version: number | null;
  decision_reason: string | null;
}

/** One sent version of a quotation, whole, with the PDF the buyer was sent. */
export interface QuotationVersionsTable {
  quotation_id: number;
  version: number;
  number: string;
  document: string;
  language: string;
  sent_at: Moment;
  sent_by: string;
  valid_until: Moment;
  pdf: Uint8Array;
}

/** The last quotation number given in each year (Ulaanbaatar's calendar). */
export interface QuotationNumbersTable {
  /** YYYY, as text: a key of its own, not SQLite's rowid. */
  year: string;
  last_number: number;
}

/** The outbox of the quotations' e-mails to buyers: one row a sent version. */
export interface QuotationMailTable {
  id: Generated<number>;
  quotation_id: number;
  version: number;
  attempts: Generated<number>;
  next_attempt_at: Moment;
  claimed_until: Moment | null;
  last_error: string | null;
  sent_at: Moment | null;
  created_at: Moment;
}

/** One day's views of one page in one language, from one referring host, on one device class, of one item. */
export interface PageViewsTable {
  /** YYYY-MM-DD in Ulaanbaatar. */
  day: string;
  /** The page's route id (pages/routes). */
  page: string;
  language: string;
  /** The referring site's host; '' for none, or this site. */
  referrer: string;
  device: 'phone' | 'tablet' | 'desk';
  /** The product's or service's id the page shows; '' for none. */
  item: string;
  views: number;
}

/** The webhook's events, each delivered once to WEBHOOK_URL. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  event: string;
  /** The JSON body sent; '' once delivered. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: Moment;
  claimed_until: Moment | null;
  /** The receiver's last HTTP status; null when it was not reached. */
  last_status: number | null;
  last_error: string | null;
  sent_at: Moment | null;
  created_at: Moment;
}

/** The outbox of the weekly summary e-mails: one row per account and week. */
export interface SummaryMailTable {
  id: Generated<number>;
  user_id: number;
  /** The week's Monday in Ulaanbaatar, YYYY-MM-DD. */
  week: string;
  attempts: Generated<number>;
  next_attempt_at: Moment;
  claimed_until: Moment | null;
  last_error: string | null;
  sent_at: Moment | null;
  created_at: Moment;
}

/** What both engines hold, alike. */
export interface Database {
  app_meta: AppMetaTable;
  enquiries: EnquiriesTable;
  outbox: OutboxTable;
  subscriptions: SubscriptionsTable;
  rate_limit_hits: RateLimitHitsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  enquiry_items: EnquiryItemsTable;
  content_revisions: ContentRevisionsTable;
  content_drafts: ContentDraftsTable;
  audit_log: AuditLogTable;
  media_files: MediaFilesTable;
  enquiry_attachments: EnquiryAttachmentsTable;
  newsletter_outbox: NewsletterOutboxTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  redirect_hits: RedirectHitsTable;
  content_schedules: ContentSchedulesTable;
  editing_presence: EditingPresenceTable;
  admin_tokens: AdminTokensTable;
  admin_mail: AdminMailTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  quotations: QuotationsTable;
  quotation_versions: QuotationVersionsTable;
  quotation_numbers: QuotationNumbersTable;
  quotation_mail: QuotationMailTable;
  page_views: PageViewsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  summary_mail: SummaryMailTable;
}

/** SQLite's search text, fold() of the searched columns, kept by triggers (search-index-sql.ts). */
interface SearchText {
  search_text: string | null;
}

/**
 * SQLite's own besides: the lower-cased address that keeps sign-ups unique (PostgreSQL: an index on lower(email)),
 * the folded search text, and the FTS5 search tables (their shadow tables are FTS5's, never queried).
 */
export interface DatabaseOnSqlite extends Database {
  enquiries: EnquiriesTable & SearchText;
  subscriptions: SubscriptionsTable & SearchText & { email_normalized: string };
  enquiries_search: { name: string | null; email: string | null; phone: string | null };
  subscriptions_search: { email: string | null };
}

/** PostgreSQL's own besides: a copied enquiry's id in the SQLite file it came from, and the migrations applied. */
export interface DatabaseOnPostgres extends Database {
  enquiries: EnquiriesTable & { sqlite_id: number | null };
  schema_migrations: { version: number; description: string; applied_at: Generated<Date> };
}

/** A transaction's statements on SQLite, each run when it is called (sqlite-kysely.ts). */
export interface SqliteSteps {
  /** The rows `query` returns: a SELECT's, or a write's RETURNING. */
  rows<R>(query: Compilable<R>): R[];
  /** How many rows `query` changed. */
  changes(query: Compilable): number;
}

/** The stores' way to the database over Kysely (sqlite-kysely.ts, postgres-kysely.ts). */
interface EngineDatabase<Engine extends StoreEngine, Own extends Database> {
  readonly engine: Engine;
  /** Builds and runs the queries of the tables both engines share. */
  readonly db: Kysely<Database>;
  /** The same, with the engine's own tables and columns too. */
  readonly own: Kysely<Own>;
  /**
   * Runs `queries` in order in one transaction (any failure rolls all of them back); resolves with the rows each
   * one changed. On SQLite it is BEGIN IMMEDIATE and runs at once, with nothing else between its statements; on
   * PostgreSQL it holds one connection of the pool.
   */
  batch(queries: readonly Compilable[]): Promise<number[]>;
}

export interface SqliteStoreDatabase extends EngineDatabase<'sqlite', DatabaseOnSqlite> {
  /**
   * Runs `work` inside BEGIN IMMEDIATE … COMMIT, at once: what it reads and writes has no other statement of this
   * process between, and other processes wait; a throw rolls it back.
   */
  transaction<T>(work: (steps: SqliteSteps) => T): T;
}

export type PostgresStoreDatabase = EngineDatabase<'postgres', DatabaseOnPostgres>;

/** Either engine's; `engine` tells which, for what only one of them can say in one statement. */
export type StoreDatabase = SqliteStoreDatabase | PostgresStoreDatabase;
