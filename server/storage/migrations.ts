import type { Migration } from './migration.ts';
import { emailKeySql, phoneKeySql } from './person-keys.ts';
import { quoteItemsFill } from './quote-items-fill.ts';
import { POSTGRES_SEARCH_INDEX, sqliteSearchIndex, sqliteSearchText } from './search-index-sql.ts';

// The schema of both engines, in order: SQLite keeps the version reached in PRAGMA user_version, PostgreSQL in
// schema_migrations (see sqlite-migrations.ts, postgres-migrations.ts). Each step is written once with the
// dialect's words (t.id, t.time, t.strict), apart only where the engines differ. Later issues append here; never
// edit a migration that has shipped. tests/integration/schema.test.ts checks that both engines end up with the
// same tables and columns, and that databases migrated before this list was one upgrade to the same schema.
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'application metadata',
    sql: (t) => `CREATE TABLE app_meta (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      updated_at ${t.time} NOT NULL
    )${t.strict}`,
  },
  {
    version: 2,
    name: 'enquiries, office notification outbox, newsletter subscriptions',
    // PostgreSQL keeps the id an enquiry had in the SQLite database it was copied from (npm run enquiries --
    // migrate-to-postgres), so copying twice copies nothing twice; and enforces one sign-up per address whatever
    // its case with an index, where SQLite keeps the lower-cased address in a column of its own.
    sql: (t) => `CREATE TABLE enquiries (
      id ${t.id},
      kind TEXT NOT NULL CHECK (kind IN ('contact', 'service', 'quotation')),
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      message TEXT NOT NULL,
      language TEXT NOT NULL,
      page TEXT,
      request_id TEXT,
      created_at ${t.time} NOT NULL${t.dialect === 'postgres' ? ',\n      sqlite_id INTEGER UNIQUE' : ''}
    )${t.strict};
    CREATE INDEX enquiries_created_at ON enquiries (created_at);

    CREATE TABLE outbox (
      id ${t.id},
      enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
      kind TEXT NOT NULL CHECK (kind IN ('notify-office')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${t.time} NOT NULL,
      last_error TEXT,
      sent_at ${t.time},
      created_at ${t.time} NOT NULL
    )${t.strict};
    CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;

    CREATE TABLE subscriptions (
      id ${t.id},
      email TEXT NOT NULL,${t.dialect === 'sqlite' ? '\n      email_normalized TEXT NOT NULL UNIQUE,' : ''}
      language TEXT NOT NULL,
      created_at ${t.time} NOT NULL
    )${t.strict};
    ${t.dialect === 'postgres' ? 'CREATE UNIQUE INDEX subscriptions_email_lower ON subscriptions (lower(email));' : ''}`,
  },
  {
    version: 3,
    name: 'outbox claims that lapse, rate-limit hit counts',
    // claimed_until: a sender holds the row until then (see EnquiryStore.claimDueNotifications).
    sql: (t) => `ALTER TABLE outbox ADD COLUMN claimed_until ${t.time};
    CREATE TABLE rate_limit_hits (
      key TEXT PRIMARY KEY,
      hits INTEGER NOT NULL,
      reset_at ${t.time} NOT NULL
    )${t.strict};
    CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at)`,
  },
  {
    version: 4,
    name: 'office inbox: staff accounts and sessions, handled state of enquiries and sign-ups',
    // Sessions are kept by the SHA-256 of their token: a copy of the database signs nobody in.
    sql: (t) => `CREATE TABLE admin_users (
      id ${t.id},
      login TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      created_at ${t.time} NOT NULL,
      password_changed_at ${t.time} NOT NULL
    )${t.strict};

    CREATE TABLE admin_sessions (
      token_hash TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
      created_at ${t.time} NOT NULL,
      last_seen_at ${t.time} NOT NULL
    )${t.strict};
    CREATE INDEX admin_sessions_user ON admin_sessions (user_id);

    ALTER TABLE enquiries ADD COLUMN handled_at ${t.time};
    ALTER TABLE enquiries ADD COLUMN handled_by TEXT;
    ALTER TABLE subscriptions ADD COLUMN handled_at ${t.time};
    ALTER TABLE subscriptions ADD COLUMN handled_by TEXT`,
  },
  {
    version: 5,
    name: 'inbox at scale: indexes for its keyset pages and filters, search indexes of both tables',
    // The keyset is (created_at, id). On SQLite an index on created_at also orders by id (the rowid); its
    // search tables index every three-character sequence of name, e-mail and phone, and search_text is the same
    // text folded by fold(), for a search matching so many entries that reading the newest ones in order finds a
    // page sooner. On PostgreSQL, pg_trgm indexes of inbox_fold() (search-index-sql.ts).
    sql: (t) =>
      t.dialect === 'sqlite'
        ? `CREATE INDEX enquiries_kind_created_at ON enquiries (kind, created_at);
      CREATE INDEX enquiries_new_created_at ON enquiries (created_at) WHERE handled_at IS NULL;
      CREATE INDEX subscriptions_created_at ON subscriptions (created_at);
      ${sqliteSearchIndex('enquiries', ['name', 'email', 'phone'])}
      ${sqliteSearchIndex('subscriptions', ['email'])}
      ${sqliteSearchText('enquiries', `name || char(10) || email || char(10) || phone`, 'name, email, phone')}
      ${sqliteSearchText('subscriptions', 'email', 'email')}`
        : `CREATE INDEX enquiries_created_at_id ON enquiries (created_at, id);
      DROP INDEX enquiries_created_at;
      CREATE INDEX enquiries_kind_created_at_id ON enquiries (kind, created_at, id);
      CREATE INDEX enquiries_new_created_at_id ON enquiries (created_at, id) WHERE handled_at IS NULL;
      CREATE INDEX subscriptions_created_at_id ON subscriptions (created_at, id);
      ${POSTGRES_SEARCH_INDEX}`,
  },
  {
    version: 6,
    name: 'the products and quantities of quotations as rows',
    // line: the item's place in the list, from 1. The product's slug is known for items sent from the browser's
    // lists; the rows filled for older quotations have only the name their message gave.
    sql: (t) => `CREATE TABLE enquiry_items (
      enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
      line INTEGER NOT NULL CHECK (line >= 1),
      product_slug TEXT,
      product_name TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      PRIMARY KEY (enquiry_id, line)
    )${t.strict}`,
    fill: quoteItemsFill,
  },
  {
    version: 7,
    name: 'office roles',
    // A comma-separated list of shared/admin-roles.ts' ROLES. The accounts there before roles could do
    // everything, and keep it: they become admins.
    sql: () => `ALTER TABLE admin_users ADD COLUMN roles TEXT NOT NULL DEFAULT 'admin'`,
  },
  {
    version: 8,
    name: 'office content: published revisions and drafts',
    // What the office edits (content-store.ts), each item named by its kind and key. Revisions are only ever
    // added: the primary key lets one of two publishes from the same revision win. value is JSON text; a NULL
    // revision resets the item to the default shipped with the site. At most one draft an item, with the
    // revision it was made from.
    sql: (t) => `CREATE TABLE content_revisions (
      kind TEXT NOT NULL,
      key TEXT NOT NULL,
      revision INTEGER NOT NULL CHECK (revision >= 1),
      value TEXT,
      by_login TEXT NOT NULL,
      created_at ${t.time} NOT NULL,
      PRIMARY KEY (kind, key, revision)
    )${t.strict};

    CREATE TABLE content_drafts (
      kind TEXT NOT NULL,
      key TEXT NOT NULL,
      value TEXT NOT NULL,
      base_revision INTEGER NOT NULL,
      by_login TEXT NOT NULL,
      saved_at ${t.time} NOT NULL,
      PRIMARY KEY (kind, key)
    )${t.strict}`,
  },
  {
    version: 9,
    name: 'office audit log',
    // Who did what in the office, and when (audit-store.ts); rows are only ever added. login is NULL for a failed
    // sign-in that named no account. No CHECK on action: each later kind of change adds one without a migration.
    // The log is read newest first by id, all of it or by login or action, so those indexes end with id. The entry's
    // moment is created_at, named as every moment's column is (*_at: ISO text on SQLite).
    sql: (t) => `CREATE TABLE audit_log (
      id ${t.id},
      created_at ${t.time} NOT NULL,
      login TEXT,
      action TEXT NOT NULL,
      target TEXT NOT NULL,
      request_id TEXT NOT NULL
    )${t.strict};
    CREATE INDEX audit_log_login ON audit_log (login, id);
    CREATE INDEX audit_log_action ON audit_log (action, id)`,
  },
  {
    version: 10,
    name: 'uploaded photos: the files served',
    // The files made from the office's uploads (docs/photos.md, "Storage"), by their content-hashed names. PostgreSQL
    // keeps them here, so every replica serves every photo; SQLite keeps them as files in DATA_DIR/media
    // (sqlite-media-files.ts) and has the table only so that both schemas stay one. A name's bytes never
    // change; a file is only ever added (or removed once nothing refers to it).
    sql: (t) => `CREATE TABLE media_files (
      name TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      bytes ${t.bytes} NOT NULL,
      created_at ${t.time} NOT NULL
    )${t.strict}`,
  },
  {
    version: 11,
    name: 'consent to the privacy notice with each enquiry and sign-up; acknowledgements to senders',
    // The consent a visitor gave (docs/privacy.md, "Consent"): when, to which version of the notice, in which language,
    // on which form (shared/consent.ts); NULL on rows stored before consent was asked. The outbox also holds the
    // acknowledgement each sender gets: SQLite cannot widen a CHECK, so its outbox is copied into a new table.
    sql: (t) => `${['enquiries', 'subscriptions']
      .map(
        (table) => `ALTER TABLE ${table} ADD COLUMN consent_at ${t.time};
    ALTER TABLE ${table} ADD COLUMN consent_version TEXT;
    ALTER TABLE ${table} ADD COLUMN consent_language TEXT;
    ALTER TABLE ${table} ADD COLUMN consent_form TEXT;`,
      )
      .join('\n    ')}
    ${
      t.dialect === 'postgres'
        ? `ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check,
      ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('notify-office', 'acknowledge-sender'))`
        : `CREATE TABLE outbox_widened (
      id ${t.id},
      enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
      kind TEXT NOT NULL CHECK (kind IN ('notify-office', 'acknowledge-sender')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${t.time} NOT NULL,
      last_error TEXT,
      sent_at ${t.time},
      created_at ${t.time} NOT NULL,
      claimed_until ${t.time}
    )${t.strict};
    INSERT INTO outbox_widened (id, enquiry_id, kind, attempts, next_attempt_at, last_error, sent_at, created_at,
      claimed_until)
      SELECT id, enquiry_id, kind, attempts, next_attempt_at, last_error, sent_at, created_at, claimed_until FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_widened RENAME TO outbox;
    CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL`
    }`,
  },
  {
    version: 12,
    name: 'newsletter sign-ups confirmed by e-mail, their confirmation e-mails, unsubscribed addresses as hashes',
    // A sign-up is 'pending' from its confirmation e-mail (confirm_sent_at: the latest link's moment; 7 days later
    // it is deleted) until its link is used ('confirmed', confirmed_at). The sign-ups stored before confirmation
    // was asked become 'legacy': never confirmed, never exported, until the office invites them to confirm
    // (docs/decisions/023-newsletter-confirmed-by-email.md). The confirmation e-mails wait in an outbox of
    // their own (claimed as the office's are), deleted with their sign-up. An unsubscribed address is kept only as
    // the HMAC of its lower-cased form. No CHECK on kind: SQLite cannot widen one later.
    sql: (t) => `ALTER TABLE subscriptions ADD COLUMN status TEXT NOT NULL DEFAULT 'legacy'
      CHECK (status IN ('legacy', 'pending', 'confirmed'));
    ALTER TABLE subscriptions ADD COLUMN confirm_sent_at ${t.time};
    ALTER TABLE subscriptions ADD COLUMN confirmed_at ${t.time};
    CREATE INDEX subscriptions_status ON subscriptions (status, confirm_sent_at);

    CREATE TABLE newsletter_outbox (
      id ${t.id},
      subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${t.time} NOT NULL,
      claimed_until ${t.time},
      last_error TEXT,
      sent_at ${t.time},
      created_at ${t.time} NOT NULL
    )${t.strict};
    CREATE INDEX newsletter_outbox_pending ON newsletter_outbox (next_attempt_at) WHERE sent_at IS NULL;
    CREATE INDEX newsletter_outbox_subscription ON newsletter_outbox (subscription_id);

    CREATE TABLE newsletter_suppressions (
      email_hash TEXT PRIMARY KEY,
      created_at ${t.time} NOT NULL
    )${t.strict}`,
  },
  {
    version: 13,
    name: "the person's rights and retention: anonymised enquiries, reasons in the audit log",
    // docs/privacy.md, "The person's rights and retention": an enquiry erased at its sender's request or past
    // its retention period keeps only what anonymised-enquiry.ts says, and when that was done (anonymised_at); the
    // retention job finds the rest by two partial indexes, the office's "Personal data" search by the address or
    // phone as person-keys.ts compares them. The office states why it read, exported, corrected or erased a
    // person's data: the audit log keeps that reason. On SQLite the search tables drop a row's entries on a change
    // rather than marking them deleted (FTS5 secure-delete), so an erased name leaves no trigram behind.
    sql: (t) => `ALTER TABLE enquiries ADD COLUMN anonymised_at ${t.time};
    ALTER TABLE audit_log ADD COLUMN reason TEXT;
    CREATE INDEX enquiries_retention_received ON enquiries (created_at) WHERE anonymised_at IS NULL;
    CREATE INDEX enquiries_retention_handled ON enquiries (handled_at)
      WHERE anonymised_at IS NULL AND handled_at IS NOT NULL;
    CREATE INDEX enquiries_person_email ON enquiries (${emailKeySql('email')});
    CREATE INDEX enquiries_person_phone ON enquiries ((${phoneKeySql('phone')}));
    ${
      t.dialect === 'sqlite'
        ? `INSERT INTO enquiries_search (enquiries_search, rank) VALUES ('secure-delete', 1);
    INSERT INTO subscriptions_search (subscriptions_search, rank) VALUES ('secure-delete', 1);`
        : ''
    }`,
  },
  {
    version: 14,
    name: "the office's redirects: their hits",
    // How often each of the office's redirects was followed, and when last (docs/content.md, "Redirects"): counted
    // in memory by each process and added here every few seconds (redirect-hits.ts), so replicas add to one row.
    // The redirects themselves are content (kind 'redirects'); a row outlives its redirect and is shown again if the
    // same address is redirected anew.
    sql: (t) => `CREATE TABLE redirect_hits (
      from_path TEXT PRIMARY KEY,
      hits INTEGER NOT NULL,
      last_hit_at ${t.time} NOT NULL
    )${t.strict}`,
  },
  {
    version: 15,
    name: "the office's scheduled publishes and hides",
    // docs/content.md, "Scheduling": a draft published, or an item hidden, at a time an editor chose. Every replica's
    // runner claims the due rows (content-schedules.ts); done, a row keeps its outcome for the office's schedule page.
    // At most one pending row of each action per item: a partial unique index settles two editors scheduling at once.
    sql: (t) => `CREATE TABLE content_schedules (
      id ${t.id},
      kind TEXT NOT NULL,
      key TEXT NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('publish', 'hide')),
      run_at ${t.time} NOT NULL,
      by_login TEXT NOT NULL,
      created_at ${t.time} NOT NULL,
      claimed_at ${t.time},
      done_at ${t.time},
      outcome TEXT
    )${t.strict};
    CREATE INDEX content_schedules_due ON content_schedules (run_at) WHERE done_at IS NULL;
    CREATE INDEX content_schedules_done ON content_schedules (done_at) WHERE done_at IS NOT NULL;
    CREATE UNIQUE INDEX content_schedules_pending ON content_schedules (kind, key, action) WHERE done_at IS NULL`,
  },
  {
    version: 16,
    name: "office accounts in the browser: e-mail, language, invitations, resets, two-factor, sessions' devices",
    // docs/operations.md, "Office accounts": an account gets an e-mail address (unique whatever its case) and the
    // language its e-mails are written in, may be disabled, and says when it last signed in; an invited one has no
    // password yet (password_hash ''). Two-factor sign-in (RFC 6238): the confirmed secret, the one being set up,
    // the last time step a code was accepted for (a code is never taken twice), and ten recovery codes, hashed. A
    // session says from which browser. A single-use link (an invitation, a password reset) is a row of
    // admin_tokens: the link is the HMAC of its row under the site's secret (server/admin/account-tokens.ts), so
    // the database holds no link; its e-mail waits in admin_mail until the SMTP server has it, as the other
    // outboxes do.
    sql: (t) => `ALTER TABLE admin_users ADD COLUMN email TEXT;
    ALTER TABLE admin_users ADD COLUMN language TEXT NOT NULL DEFAULT 'mn';
    ALTER TABLE admin_users ADD COLUMN disabled_at ${t.time};
    ALTER TABLE admin_users ADD COLUMN last_sign_in_at ${t.time};
    ALTER TABLE admin_users ADD COLUMN totp_secret TEXT;
    ALTER TABLE admin_users ADD COLUMN totp_pending TEXT;
    ALTER TABLE admin_users ADD COLUMN totp_last_step INTEGER;
    CREATE UNIQUE INDEX admin_users_email ON admin_users (lower(email));
    ALTER TABLE admin_sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';

    CREATE TABLE admin_tokens (
      id ${t.id},
      user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
      purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset')),
      created_at ${t.time} NOT NULL,
      expires_at ${t.time} NOT NULL,
      used_at ${t.time}
    )${t.strict};
    CREATE INDEX admin_tokens_user ON admin_tokens (user_id);

    CREATE TABLE admin_mail (
      id ${t.id},
      token_id INTEGER NOT NULL REFERENCES admin_tokens (id) ON DELETE CASCADE,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${t.time} NOT NULL,
      claimed_until ${t.time},
      last_error TEXT,
      sent_at ${t.time},
      created_at ${t.time} NOT NULL
    )${t.strict};
    CREATE INDEX admin_mail_pending ON admin_mail (next_attempt_at) WHERE sent_at IS NULL;

    CREATE TABLE admin_recovery_codes (
      user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL,
      used_at ${t.time},
      PRIMARY KEY (user_id, code_hash)
    )${t.strict}`,
  },
  {
    version: 17,
    name: 'who has an office edit page open',
    // docs/content.md, "Presence and autosave": a row per item and account with an edit page open, moved on by
    // each heartbeat of its page's script (editing-presence.ts). A row whose last heartbeat is older than a minute
    // no longer counts and is removed by the next heartbeat of anyone, so the table holds a few rows at most.
    sql: (t) => `CREATE TABLE editing_presence (
      item_key TEXT NOT NULL,
      login TEXT NOT NULL,
      started_at ${t.time} NOT NULL,
      seen_at ${t.time} NOT NULL,
      PRIMARY KEY (item_key, login)
    )${t.strict};
    CREATE INDEX editing_presence_seen ON editing_presence (seen_at)`,
  },
  {
    version: 18,
    name: 'files attached to enquiries',
    // docs/privacy.md, "Attachments": up to five files a visitor sends with a request, each typed from its bytes
    // (server/attachments/attachment-type.ts). PostgreSQL keeps the bytes here, so every replica serves them; SQLite
    // keeps each as a file in DATA_DIR/attachments named by its file column (sqlite-attachment-files.ts), beside the row.
    // Stored with their enquiry in one transaction; removed when it is anonymised (erasure, retention).
    sql: (t) => `CREATE TABLE enquiry_attachments (
      id ${t.id},
      enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
      line INTEGER NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      size INTEGER NOT NULL,
      bytes ${t.bytes},
      file TEXT,
      created_at ${t.time} NOT NULL,
      UNIQUE (enquiry_id, line)
    )${t.strict}`,
  },
  {
    version: 19,
    name: 'quotations: drafts, sent versions with their PDFs, numbers per year, the e-mails to buyers',
    // docs/office-guide.md, "Quotations": one quotation per enquiry, its draft document the office edits (JSON of
    // shared/quotation.ts), its state and the buyer's decision; valid_until and sent_version are the latest sent
    // version's, so the inbox's status and the buyer's one-time decision read one row. Each sent version is kept
    // whole with its PDF. The number belongs to the quotation: given at its first send from the year's counter row,
    // moved in the same transaction (INSERT … ON CONFLICT DO UPDATE … RETURNING), unique across replicas. The
    // e-mails to buyers wait in quotation_mail until the SMTP server has them, as the other outboxes do.
    sql: (t) => `CREATE TABLE quotations (
      id ${t.id},
      enquiry_id INTEGER NOT NULL UNIQUE REFERENCES enquiries (id) ON DELETE CASCADE,
      language TEXT NOT NULL,
      document TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('draft', 'sent', 'accepted', 'declined')),
      number TEXT UNIQUE,
      sent_version INTEGER,
      valid_until ${t.time},
      created_at ${t.time} NOT NULL,
      created_by TEXT NOT NULL,
      updated_at ${t.time} NOT NULL,
      updated_by TEXT NOT NULL,
      viewed_at ${t.time},
      decided_at ${t.time},
      decided_version INTEGER,
      decision_reason TEXT
    )${t.strict};

    CREATE TABLE quotation_versions (
      quotation_id INTEGER NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      number TEXT NOT NULL,
      document TEXT NOT NULL,
      language TEXT NOT NULL,
      sent_at ${t.time} NOT NULL,
      sent_by TEXT NOT NULL,
      valid_until ${t.time} NOT NULL,
      pdf ${t.bytes} NOT NULL,
      PRIMARY KEY (quotation_id, version)
    )${t.strict};

    CREATE TABLE quotation_numbers (
      year TEXT PRIMARY KEY,
      last_number INTEGER NOT NULL
    )${t.strict};

    CREATE TABLE quotation_mail (
      id ${t.id},
      quotation_id INTEGER NOT NULL,
      version INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${t.time} NOT NULL,
      claimed_until ${t.time},
      last_error TEXT,
      sent_at ${t.time},
      created_at ${t.time} NOT NULL,
      FOREIGN KEY (quotation_id, version) REFERENCES quotation_versions (quotation_id, version) ON DELETE CASCADE
    )${t.strict};
    CREATE INDEX quotation_mail_pending ON quotation_mail (next_attempt_at) WHERE sent_at IS NULL;
    CREATE INDEX quotation_mail_version ON quotation_mail (quotation_id, version)`,
  },
  {
    version: 20,
    name: 'page views counted per day, without anything about the visitor',
    // docs/privacy.md, "Page-view statistics": the public side counts each page it sends in memory and adds the
    // counts here every few seconds (server/stats/), one upsert a row met meanwhile; every replica adds to the same
    // rows. A row is a day (Ulaanbaatar's calendar, YYYY-MM-DD), the page's route id, its language, the referring
    // site's host ('' for none or this site), a device class and the product or service the page shows ('' for
    // none): nothing that tells one visitor from another. Kept PAGE_VIEW_RETENTION_MONTHS, then removed.
    sql: (t) => `CREATE TABLE page_views (
      day TEXT NOT NULL,
      page TEXT NOT NULL,
      language TEXT NOT NULL,
      referrer TEXT NOT NULL,
      device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desk')),
      item TEXT NOT NULL,
      views INTEGER NOT NULL,
      PRIMARY KEY (day, page, language, referrer, device, item)
    )${t.strict}`,
  },
  {
    version: 21,
    name: "the webhook's deliveries to the company's CRM",
    // docs/webhook.md: each event (a new enquiry, a confirmed sign-up, a quotation sent, a buyer's decision) is a
    // row written with what it reports, while WEBHOOK_URL is set; the job on every replica POSTs it signed, claims
    // it for one replica at a time and retries it with the outboxes' back-off until the receiver answers 2xx. The
    // event id is the receiver's key against a repeat. A delivered event's payload is emptied (it names a person).
    sql: (t) => `CREATE TABLE webhook_deliveries (
      id ${t.id},
      event_id TEXT NOT NULL UNIQUE,
      event TEXT NOT NULL,
      payload TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${t.time} NOT NULL,
      claimed_until ${t.time},
      last_status INTEGER,
      last_error TEXT,
      sent_at ${t.time},
      created_at ${t.time} NOT NULL
    )${t.strict};
    CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (next_attempt_at) WHERE sent_at IS NULL;
    CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at)`,
  },
  {
    version: 22,
    name: "the office's weekly summary e-mails",
    // docs/office-guide.md, "Statistics": an account may ask for a weekly summary (weekly_summary 1); each week's
    // e-mail to it is a row of summary_mail, one per account and week (the week's Monday, Ulaanbaatar's calendar,
    // YYYY-MM-DD), so two replicas never queue it twice; it waits there until the SMTP server has it.
    sql: (t) => `ALTER TABLE admin_users ADD COLUMN weekly_summary INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE summary_mail (
      id ${t.id},
      user_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
      week TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at ${t.time} NOT NULL,
      claimed_until ${t.time},
      last_error TEXT,
      sent_at ${t.time},
      created_at ${t.time} NOT NULL,
      UNIQUE (user_id, week)
    )${t.strict};
    CREATE INDEX summary_mail_pending ON summary_mail (next_attempt_at) WHERE sent_at IS NULL`,
  },
];
