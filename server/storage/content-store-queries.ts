// The content store (content-store.ts) over Kysely, written once for both engines. Apart are only how a publish's
// transaction is run (writeThen) and how word of a publish spreads (content-changes.ts).
import { sql, type Compilable, type ExpressionBuilder } from 'kysely';
import { toDate, type Database, type StoreDatabase } from './database.ts';
import type { ContentChanges } from './content-changes.ts';
import {
  readByKind,
  type ContentKind,
  type ContentStore,
  type StoredContent,
  type StoredRevision,
  type StoredState,
} from './content-store.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (err: unknown) => err instanceof Error && 'code' in err && err.code === UNIQUE_VIOLATION;

/**
 * Runs `write`, and `then` only when it changed a row, in one transaction; resolves with whether it did. SQLite:
 * BEGIN IMMEDIATE, run at once, so no other writer (of this process or another) comes between. PostgreSQL: one
 * connection; `write` failing on a row another transaction wrote with the same key (unique_violation, once that
 * one commits) changed no row, and nothing of it is kept.
 */
export async function writeThen(
  database: StoreDatabase,
  write: Compilable,
  then: readonly Compilable[],
): Promise<boolean> {
  if (database.engine === 'sqlite') {
    return database.transaction(({ changes }) => {
      if (changes(write) === 0) return false;
      for (const query of then) changes(query);
      return true;
    });
  }
  try {
    return await database.db.transaction().execute(async (transaction) => {
      const { numAffectedRows } = await transaction.executeQuery(write);
      if (!numAffectedRows) return false;
      for (const query of then) await transaction.executeQuery(query);
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** A revision's or a draft's JSON text as its value; a revision's NULL (a reset) as null. */
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** What a revision stores of its value: the JSON text, or NULL for a reset. */
const revisionText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const toRevision = (row: {
  revision: number;
  value: string | null;
  by_login: string;
  created_at: Date | string;
}): StoredRevision => ({
  revision: row.revision,
  value: parsed(row.value),
  by: row.by_login,
  at: toDate(row.created_at),
});

type Builder = ExpressionBuilder<Database, never>;

/**
 * Whether the item has no draft of another account than `by` but the one `seen` (its time; null: none): what a
 * save or publish given the draft its form was read with must find (content-store.ts, SeenDraft).
 */
const noOtherDraft = (eb: Builder, kind: ContentKind, key: string, by: string, seen: Date | null) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('content_drafts as d')
        .select('d.key')
        .where('d.kind', '=', kind)
        .where('d.key', '=', key)
        .where('d.by_login', '<>', by)
        .$if(seen !== null, (query) => query.where('d.saved_at', '<>', seen ?? new Date(0))),
    ),
  );

/** Whether `revision` is the item's latest (0 when it has none): what a draft or a publish must be made from. */
const latestIs = (eb: Builder, kind: ContentKind, key: string, revision: number) =>
  eb(
    eb
      .selectFrom('content_revisions')
      .select((sub) => sub.fn.coalesce(sub.fn.max('revision'), sub.lit(0)).as('latest'))
      .where('kind', '=', kind)
      .where('key', '=', key)
      .$asScalar(),
    '=',
    revision,
  );

export function createContentStore(database: StoreDatabase, changes: ContentChanges): ContentStore {
  const { db } = database;
  // Keys in order of their bytes: SQLite's BINARY, and COLLATE "C" on PostgreSQL whatever the database's collation.
  const byKey = (column: 'r.key' | 'key') =>
    database.engine === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);

  const stored: StoredContent = {
    async published(kind) {
      const rows = await db
        .selectFrom('content_revisions as r')
        .select(['r.key', 'r.revision', 'r.value', 'r.created_at'])
        .where('r.kind', '=', kind)
        .where('r.value', 'is not', null)
        .where('r.revision', '=', (eb) =>
          eb
            .selectFrom('content_revisions as l')
            .select((sub) => sub.fn.max('l.revision').as('latest'))
            .whereRef('l.kind', '=', 'r.kind')
            .whereRef('l.key', '=', 'r.key'),
        )
        .orderBy(byKey('r.key'))
        .execute();
      return rows.map((row) => ({
        key: row.key,
        revision: row.revision,
        at: toDate(row.created_at),
        json: row.value ?? 'null',
      }));
    },

    async drafts(kind) {
      const rows = await db
        .selectFrom('content_drafts')
        .select('key')
        .where('kind', '=', kind)
        .orderBy(byKey('key'))
        .execute();
      return rows.map((row) => row.key);
    },

    async state(kind, key) {
      // One statement, so the revision and the draft are read at the same moment: the item's latest revision and
      // its draft, either missing (NULL), one row whatever is stored.
      const row = await db
        .selectFrom(
          db
            .selectNoFrom((eb) => [
              eb.cast<string>(eb.val(kind), 'text').as('kind'),
              eb.cast<string>(eb.val(key), 'text').as('key'),
            ])
            .as('item'),
        )
        .leftJoin('content_revisions as r', (join) =>
          join
            .onRef('r.kind', '=', 'item.kind')
            .onRef('r.key', '=', 'item.key')
            .on('r.revision', '=', (eb) =>
              eb
                .selectFrom('content_revisions as l')
                .select((sub) => sub.fn.max('l.revision').as('latest'))
                .whereRef('l.kind', '=', 'item.kind')
                .whereRef('l.key', '=', 'item.key'),
            ),
        )
        .leftJoin('content_drafts as d', (join) =>
          join.onRef('d.kind', '=', 'item.kind').onRef('d.key', '=', 'item.key'),
        )
        .select((eb) => [
          'r.revision',
          'r.value',
          eb.ref('d.value').as('draft_value'),
          'd.base_revision',
          'd.by_login',
          'd.saved_at',
        ])
        .executeTakeFirst();
      const state: StoredState = {
        revision: row?.revision ?? 0,
        value: parsed(row?.value ?? null),
      };
      // The draft's columns are NOT NULL in its table: all of them are NULL here, or none.
      if (
        row &&
        row.draft_value !== null &&
        row.base_revision !== null &&
        row.by_login !== null &&
        row.saved_at !== null
      ) {
        state.draft = {
          value: JSON.parse(row.draft_value),
          baseRevision: row.base_revision,
          by: row.by_login,
          at: toDate(row.saved_at),
        };
      }
      return state;
    },

    async saveDraft(kind, key, value, baseRevision, by, now, seen) {
      // One statement: the draft is kept only if baseRevision is the latest. On PostgreSQL a publish committing
      // while it runs may leave a draft whose base is no longer the latest; state() shows that base, and publishing
      // from it is refused, so nothing is published over the revision it did not see. Given `seen`, a draft already
      // there is replaced only if it is the account's own or the one seen: checked on the row the upsert conflicts
      // with (PostgreSQL: its latest committed version), so two saving at once never replace each other unseen.
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('content_drafts')
        .columns(['kind', 'key', 'value', 'base_revision', 'by_login', 'saved_at'])
        .expression(
          db
            .selectNoFrom((eb) => [
              eb.val(kind).as('kind'),
              eb.val(key).as('key'),
              eb.val(JSON.stringify(value)).as('value'),
              eb.val(baseRevision).as('base_revision'),
              eb.val(by).as('by_login'),
              eb.val(now).as('saved_at'),
            ])
            .where((where) => latestIs(where, kind, key, baseRevision)),
        )
        .onConflict((conflict) => {
          const update = conflict.columns(['kind', 'key']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            base_revision: eb.ref('excluded.base_revision'),
            by_login: eb.ref('excluded.by_login'),
            saved_at: eb.ref('excluded.saved_at'),
          }));
          if (seen === undefined) return update;
          return update.where((eb) =>
            eb.or([
              eb('content_drafts.by_login', '=', by),
              ...(seen ? [eb('content_drafts.saved_at', '=', seen)] : []),
            ]),
          );
        })
        .executeTakeFirst();
      return numInsertedOrUpdatedRows === 1n;
    },

    async discardDraft(kind, key) {
      await db.deleteFrom('content_drafts').where('kind', '=', kind).where('key', '=', key).execute();
    },

    async publish(kind, key, value, baseRevision, by, now, seen) {
      const revision = baseRevision + 1;
      // Appended only if baseRevision is the latest. Two publishing from the same revision at once on PostgreSQL
      // both find it so; the primary key (kind, key, revision) makes the second INSERT wait for the first's
      // transaction and, once it commits, fail: that one is stale (writeThen). On SQLite the second waits for the
      // first's BEGIN IMMEDIATE, then finds a later revision.
      const appended = db
        .insertInto('content_revisions')
        .columns(['kind', 'key', 'revision', 'value', 'by_login', 'created_at'])
        .expression(
          db
            .selectNoFrom((eb) => [
              eb.val(kind).as('kind'),
              eb.val(key).as('key'),
              eb.val(revision).as('revision'),
              eb.val(revisionText(value)).as('value'),
              eb.val(by).as('by_login'),
              eb.val(now).as('created_at'),
            ])
            .where((where) =>
              seen === undefined
                ? latestIs(where, kind, key, baseRevision)
                : where.and([latestIs(where, kind, key, baseRevision), noOtherDraft(where, kind, key, by, seen)]),
            ),
        );
      const draftRemoved = db.deleteFrom('content_drafts').where('kind', '=', kind).where('key', '=', key);
      if (!(await writeThen(database, appended, [draftRemoved, ...changes.sentWith({ kind, key })]))) return undefined;
      changes.published({ kind, key });
      return revision;
    },

    async history(kind, key, limit) {
      const rows = await db
        .selectFrom('content_revisions')
        .select(['revision', 'value', 'by_login', 'created_at'])
        .where('kind', '=', kind)
        .where('key', '=', key)
        .orderBy('revision', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRevision);
    },

    async revision(kind, key, revision) {
      const row = await db
        .selectFrom('content_revisions')
        .select(['revision', 'value', 'by_login', 'created_at'])
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return row && toRevision(row);
    },

    onChange: (listener) => changes.onChange(listener),
  };
  return readByKind(stored);
}
