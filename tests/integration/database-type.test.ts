// The Database type (server/storage/database.ts) says what the migrations create: every table and column, each
// column's kind, whether it may be NULL and whether an insert may leave it out. The description below is checked
// against the type by the compiler (a column missing, extra or of another kind does not compile) and against each
// engine's catalogue by the tests, so a migration that renames, adds or changes a column fails here until the type
// follows. Then a row of most tables goes in and comes back through Kysely, each value of the kind described.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InsertType, SelectType } from 'kysely';
import type { Pool } from 'pg';
import type { DatabaseSync } from 'node:sqlite';
import {
  toDate,
  type Database,
  type DatabaseOnPostgres,
  type DatabaseOnSqlite,
  type StoreDatabase,
} from '#server/storage/database.ts';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { postgresStoreDatabase } from '#server/storage/postgres-kysely.ts';
import { sqliteStoreDatabase } from '#server/storage/sqlite-kysely.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { postgresEngine } from '../helpers/store-engines.ts';

type BaseKind<T> = [T] extends [number]
  ? 'integer'
  : [T] extends [string]
    ? 'text'
    : [T] extends [Date | string]
      ? 'time'
      : [T] extends [Uint8Array]
        ? 'bytes'
        : never;

/** A column's kind as its type says: `integer`, `text`, `time`, `bytes`; ` | null`; ` default` (Generated<>). */
type ColumnKind<C> =
  `${BaseKind<NonNullable<SelectType<C>>>}${null extends SelectType<C> ? ' | null' : ''}${undefined extends InsertType<C> ? ' default' : ''}`;

type Description<DB> = { [T in keyof DB]: { [C in keyof DB[T]]-?: ColumnKind<DB[T][C]> } };

const CONSENT = {
  consent_at: 'time | null',
  consent_version: 'text | null',
  consent_language: 'text | null',
  consent_form: 'text | null',
} as const;

const SHARED = {
  app_meta: { key: 'text', value: 'text', updated_at: 'time' },
  enquiries: {
    id: 'integer default',
    kind: 'text',
    name: 'text',
    email: 'text',
    phone: 'text',
    message: 'text',
    language: 'text',
    page: 'text | null',
    request_id: 'text | null',
    created_at: 'time',
    handled_at: 'time | null',
    handled_by: 'text | null',
    ...CONSENT,
    anonymised_at: 'time | null',
  },
  outbox: {
    id: 'integer default',
    enquiry_id: 'integer',
    kind: 'text',
    attempts: 'integer default',
    next_attempt_at: 'time',
    last_error: 'text | null',
    sent_at: 'time | null',
    created_at: 'time',
    claimed_until: 'time | null',
  },
  subscriptions: {
    id: 'integer default',
    email: 'text',
    language: 'text',
    created_at: 'time',
    handled_at: 'time | null',
    handled_by: 'text | null',
    ...CONSENT,
    status: 'text default',
    confirm_sent_at: 'time | null',
    confirmed_at: 'time | null',
  },
  rate_limit_hits: { key: 'text', hits: 'integer', reset_at: 'time' },
  admin_users: {
    id: 'integer default',
    login: 'text',
    password_hash: 'text',
    created_at: 'time',
    password_changed_at: 'time',
    roles: 'text default',
    email: 'text | null',
    language: 'text default',
    disabled_at: 'time | null',
    last_sign_in_at: 'time | null',
    totp_secret: 'text | null',
    totp_pending: 'text | null',
    totp_last_step: 'integer | null',
    weekly_summary: 'integer default',
  },
  admin_sessions: {
    token_hash: 'text',
    user_id: 'integer',
    created_at: 'time',
    last_seen_at: 'time',
    device: 'text default',
  },
  enquiry_items: {
    enquiry_id: 'integer',
    line: 'integer',
    product_slug: 'text | null',
    product_name: 'text',
    quantity: 'integer',
  },
  content_revisions: {
    kind: 'text',
    key: 'text',
    revision: 'integer',
    value: 'text | null',
    by_login: 'text',
    created_at: 'time',
  },
  content_drafts: {
    kind: 'text',
    key: 'text',
    value: 'text',
    base_revision: 'integer',
    by_login: 'text',
    saved_at: 'time',
  },
  audit_log: {
    id: 'integer default',
    created_at: 'time',
    login: 'text | null',
    action: 'text',
    target: 'text',
    request_id: 'text',
    reason: 'text | null',
  },
  media_files: { name: 'text', type: 'text', bytes: 'bytes', created_at: 'time' },
  newsletter_outbox: {
    id: 'integer default',
    subscription_id: 'integer',
    kind: 'text',
    attempts: 'integer default',
    next_attempt_at: 'time',
    claimed_until: 'time | null',
    last_error: 'text | null',
    sent_at: 'time | null',
    created_at: 'time',
  },
  newsletter_suppressions: { email_hash: 'text', created_at: 'time' },
  redirect_hits: { from_path: 'text', hits: 'integer', last_hit_at: 'time' },
  content_schedules: {
    id: 'integer default',
    kind: 'text',
    key: 'text',
    action: 'text',
    run_at: 'time',
    by_login: 'text',
    created_at: 'time',
    claimed_at: 'time | null',
    done_at: 'time | null',
    outcome: 'text | null',
  },
  admin_tokens: {
    id: 'integer default',
    user_id: 'integer',
    purpose: 'text',
    created_at: 'time',
    expires_at: 'time',
    used_at: 'time | null',
  },
  admin_mail: {
    id: 'integer default',
    token_id: 'integer',
    attempts: 'integer default',
    next_attempt_at: 'time',
    claimed_until: 'time | null',
    last_error: 'text | null',
    sent_at: 'time | null',
    created_at: 'time',
  },
  admin_recovery_codes: { user_id: 'integer', code_hash: 'text', used_at: 'time | null' },
  editing_presence: { item_key: 'text', login: 'text', started_at: 'time', seen_at: 'time' },
  enquiry_attachments: {
    id: 'integer default',
    enquiry_id: 'integer',
    line: 'integer',
    name: 'text',
    type: 'text',
    size: 'integer',
    bytes: 'bytes | null',
    file: 'text | null',
    created_at: 'time',
  },
  quotations: {
    id: 'integer default',
    enquiry_id: 'integer',
    language: 'text',
    document: 'text',
    state: 'text',
    number: 'text | null',
    sent_version: 'integer | null',
    valid_until: 'time | null',
    created_at: 'time',
    created_by: 'text',
    updated_at: 'time',
    updated_by: 'text',
    viewed_at: 'time | null',
    decided_at: 'time | null',
    decided_version: 'integer | null',
    decision_reason: 'text | null',
  },
  quotation_versions: {
    quotation_id: 'integer',
    version: 'integer',
    number: 'text',
    document: 'text',
    language: 'text',
    sent_at: 'time',
    sent_by: 'text',
    valid_until: 'time',
    pdf: 'bytes',
  },
  quotation_numbers: { year: 'text', last_number: 'integer' },
  quotation_mail: {
    id: 'integer default',
    quotation_id: 'integer',
    version: 'integer',
    attempts: 'integer default',
    next_attempt_at: 'time',
    claimed_until: 'time | null',
    last_error: 'text | null',
    sent_at: 'time | null',
    created_at: 'time',
  },
  page_views: {
    day: 'text',
    page: 'text',
    language: 'text',
    referrer: 'text',
    device: 'text',
    item: 'text',
    views: 'integer',
  },
  webhook_deliveries: {
    id: 'integer default',
    event_id: 'text',
    event: 'text',
    payload: 'text',
    attempts: 'integer default',
    next_attempt_at: 'time',
    claimed_until: 'time | null',
    last_status: 'integer | null',
    last_error: 'text | null',
    sent_at: 'time | null',
    created_at: 'time',
  },
  summary_mail: {
    id: 'integer default',
    user_id: 'integer',
    week: 'text',
    attempts: 'integer default',
    next_attempt_at: 'time',
    claimed_until: 'time | null',
    last_error: 'text | null',
    sent_at: 'time | null',
    created_at: 'time',
  },
} as const satisfies Description<Database>;

const ON_SQLITE = {
  ...SHARED,
  enquiries: { ...SHARED.enquiries, search_text: 'text | null' },
  subscriptions: { ...SHARED.subscriptions, search_text: 'text | null', email_normalized: 'text' },
  enquiries_search: { name: 'text | null', email: 'text | null', phone: 'text | null' },
  subscriptions_search: { email: 'text | null' },
} as const satisfies Description<DatabaseOnSqlite>;

const ON_POSTGRES = {
  ...SHARED,
  enquiries: { ...SHARED.enquiries, sqlite_id: 'integer | null' },
  schema_migrations: { version: 'integer', description: 'text', applied_at: 'time default' },
} as const satisfies Description<DatabaseOnPostgres>;

type Catalogue = Record<string, Record<string, string>>;

function add(catalogue: Catalogue, table: string, column: string, kind: string, nullable: boolean, default_: boolean) {
  (catalogue[table] ??= {})[column] = `${kind}${nullable ? ' | null' : ''}${default_ ? ' default' : ''}`;
}

// SQLite keeps a moment as ISO text, in a column named *_at or *_until (migration 9); FTS5 declares no types.
const sqliteKind = (type: string, column: string) =>
  ({ INTEGER: 'integer', BLOB: 'bytes', TEXT: /_(at|until)$/.test(column) ? 'time' : 'text', '': 'text' })[type] ??
  type;

function sqliteCatalogue(db: DatabaseSync): Catalogue {
  const catalogue: Catalogue = {};
  // FTS5's shadow tables (enquiries_search_data…) are its own.
  const columns = db
    .prepare(
      `SELECT m.name AS "table", c.name AS "column", c.type, c."notnull", c.dflt_value, c.pk,
         (SELECT count(*) FROM pragma_table_info(m.name) WHERE pk > 0) AS keys
       FROM sqlite_master m, pragma_table_info(m.name) c
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT GLOB '*_search_*'`,
    )
    .all();
  for (const { table, column, type, notnull, dflt_value, pk, keys } of columns) {
    // An INTEGER PRIMARY KEY alone is the rowid: never NULL, numbered by SQLite.
    const rowid = type === 'INTEGER' && pk === 1 && keys === 1;
    add(
      catalogue,
      String(table),
      String(column),
      sqliteKind(String(type), String(column)),
      notnull === 0 && !rowid,
      dflt_value !== null || rowid,
    );
  }
  return catalogue;
}

const POSTGRES_KINDS: Record<string, string> = {
  integer: 'integer',
  text: 'text',
  'timestamp with time zone': 'time',
  bytea: 'bytes',
};

async function postgresCatalogue(pool: Pool): Promise<Catalogue> {
  const { rows } = await pool.query<{
    table: string;
    column: string;
    type: string;
    nullable: string;
    default: string | null;
    identity: string;
  }>(
    `SELECT table_name AS "table", column_name AS "column", data_type AS type, is_nullable AS nullable,
       column_default AS "default", is_identity AS identity
     FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const catalogue: Catalogue = {};
  for (const row of rows) {
    const kind = POSTGRES_KINDS[row.type] ?? row.type;
    add(catalogue, row.table, row.column, kind, row.nullable === 'YES', row.default !== null || row.identity === 'YES');
  }
  return catalogue;
}

const AT = new Date('2026-05-01T08:30:00.123Z');

/** One row in most tables, through Kysely as the stores write them (Dates, bytes, NULLs). */
async function writeRows({ db }: StoreDatabase): Promise<void> {
  await db.insertInto('app_meta').values({ key: 'k', value: 'v', updated_at: AT }).execute();
  const user = await db
    .insertInto('admin_users')
    .values({ login: 'bat', password_hash: 'h', created_at: AT, password_changed_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: 't', user_id: user.id, created_at: AT, last_seen_at: AT })
    .execute();
  await db
    .insertInto('audit_log')
    .values({ created_at: AT, login: null, action: 'sign-in', target: '', request_id: 'r', reason: null })
    .execute();
  await db
    .insertInto('media_files')
    .values({ name: 'a.webp', type: 'image/webp', bytes: new Uint8Array([0, 1, 255]), created_at: AT })
    .execute();
  await db.insertInto('rate_limit_hits').values({ key: 'k', hits: 2, reset_at: AT }).execute();
  const enquiry = await db
    .insertInto('enquiries')
    .values({
      kind: 'quotation',
      name: 'Бат',
      email: 'bat@example.mn',
      phone: '99112233',
      message: 'm',
      language: 'mn',
      page: null,
      request_id: 'r',
      created_at: AT,
      consent_at: AT,
      consent_version: '1',
      consent_language: 'mn',
      consent_form: 'quote',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('enquiry_items')
    .values({ enquiry_id: enquiry.id, line: 1, product_slug: null, product_name: 'Bit', quantity: 3 })
    .execute();
  await db
    .insertInto('outbox')
    .values({ enquiry_id: enquiry.id, kind: 'notify-office', next_attempt_at: AT, created_at: AT })
    .execute();
  await db
    .insertInto('content_revisions')
    .values({ kind: 'text', key: 'home:title', revision: 1, value: null, by_login: 'bat', created_at: AT })
    .execute();
  await db
    .insertInto('content_drafts')
    .values({ kind: 'text', key: 'home:title', value: '"x"', base_revision: 1, by_login: 'bat', saved_at: AT })
    .execute();
  await db.insertInto('newsletter_suppressions').values({ email_hash: 'e', created_at: AT }).execute();
  await db.insertInto('redirect_hits').values({ from_path: '/old', hits: 3, last_hit_at: AT }).execute();
  await db
    .insertInto('content_schedules')
    .values({ kind: 'product', key: '1', action: 'hide', run_at: AT, by_login: 'bat', created_at: AT })
    .execute();
  await db
    .insertInto('editing_presence')
    .values({ item_key: 'product:1', login: 'bat', started_at: AT, seen_at: AT })
    .execute();
}

const WRITTEN = [
  'app_meta',
  'admin_users',
  'admin_sessions',
  'audit_log',
  'media_files',
  'rate_limit_hits',
  'enquiries',
  'enquiry_items',
  'outbox',
  'content_revisions',
  'content_drafts',
  'newsletter_suppressions',
  'redirect_hits',
  'content_schedules',
  'editing_presence',
] as const satisfies ReadonlyArray<keyof Database>;

/** Whether `value` is of `kind` as a driver gives it back. */
function isOfKind(value: unknown, kind: string): boolean {
  if (value === null) return kind.includes('| null');
  if (kind.startsWith('integer')) return Number.isInteger(value);
  if (kind.startsWith('text')) return typeof value === 'string';
  if (kind.startsWith('bytes')) return value instanceof Uint8Array;
  if (kind.startsWith('time')) {
    return (value instanceof Date || typeof value === 'string') && toDate(value).getTime() === AT.getTime();
  }
  return false;
}

/** Each column of the rows read back, and the kind described, where the value is not of it. */
async function misreadColumns(database: StoreDatabase, described: Catalogue): Promise<string[]> {
  const misread: string[] = [];
  for (const table of WRITTEN) {
    const rows = await database.db.selectFrom(table).selectAll().execute();
    expect(rows).toHaveLength(1);
    for (const [column, value] of Object.entries(rows[0] ?? {})) {
      const kind = described[table]?.[column] ?? 'not described';
      if (!isOfKind(value, kind)) misread.push(`${table}.${column} (${kind}): ${String(value)}`);
    }
  }
  return misread;
}

describe('the Database type on sqlite', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'database-type-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has every table and column the migrations create, of their kinds', async () => {
    const store = openSqliteStore(dir);
    try {
      expect(sqliteCatalogue(store.db)).toEqual(ON_SQLITE);
      const database = sqliteStoreDatabase(store.db);
      await writeRows(database);
      expect(await misreadColumns(database, ON_SQLITE)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

const postgres = postgresEngine();
(postgres.shouldRun ? describe : describe.skip)('the Database type on postgres', () => {
  beforeAll(() => postgres.start(), 90_000);
  afterAll(() => postgres.stop());

  it('has every table and column the migrations create, of their kinds', async () => {
    const store = await openPostgresStore(await postgres.cluster().createDatabase(), { poolSize: 2 });
    try {
      expect(await postgresCatalogue(store.pool)).toEqual(ON_POSTGRES);
      const database = postgresStoreDatabase(store.pool);
      await writeRows(database);
      expect(await misreadColumns(database, ON_POSTGRES)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
