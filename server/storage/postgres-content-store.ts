import type { Pool, PoolClient } from 'pg';
import { inTransaction } from './postgres-transaction.ts';
import { createPostgresContentChanges, type PostgresContentChangesOptions } from './postgres-content-changes.ts';
import {
  readByKind,
  type ContentStore,
  type StoredContent,
  type StoredDraft,
  type StoredRevision,
  type StoredState,
} from './content-store.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

export interface PostgresContentStore extends ContentStore {
  /** Ends the listening connection, and its reconnecting. */
  close(): Promise<void>;
}

interface RevisionRow {
  revision: number;
  value: string | null;
  by_login: string;
  created_at: Date;
}

interface DraftRow {
  value: string;
  base_revision: number;
  by_login: string;
  saved_at: Date;
}

// The draft's columns are NOT NULL in its table: all of them are NULL here, or none.
type StateRow = { revision: number | null; value: string | null } & (
  | { draft_value: string; base_revision: number; by_login: string; saved_at: Date }
  | { draft_value: null; base_revision: null; by_login: null; saved_at: null }
);

const toRevision = (row: RevisionRow): StoredRevision => ({
  revision: row.revision,
  value: row.value === null ? null : JSON.parse(row.value),
  by: row.by_login,
  at: row.created_at,
});

const toDraft = (row: DraftRow): StoredDraft => ({
  value: JSON.parse(row.value),
  baseRevision: row.base_revision,
  by: row.by_login,
  at: row.saved_at,
});

/** What a revision stores of its value: the JSON text, or NULL for a reset. */
const revisionText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const LATEST = 'SELECT coalesce(max(revision), 0) AS revision FROM content_revisions WHERE kind = $1 AND key = $2';

const isUniqueViolation = (err: unknown) => err instanceof Error && 'code' in err && err.code === UNIQUE_VIOLATION;

// Keys are ordered COLLATE "C" (by bytes), as SQLite's BINARY orders them, whatever the database's collation.
export function createPostgresContentStore(pool: Pool, options: PostgresContentChangesOptions): PostgresContentStore {
  const changes = createPostgresContentChanges(options);

  const stored: StoredContent = {
    async published(kind) {
      const { rows } = await pool.query<{ key: string; revision: number; value: string }>(
        `SELECT r.key, r.revision, r.value FROM content_revisions r
         WHERE r.kind = $1 AND r.value IS NOT NULL
           AND r.revision = (SELECT max(l.revision) FROM content_revisions l WHERE l.kind = r.kind AND l.key = r.key)
         ORDER BY r.key COLLATE "C"`,
        [kind],
      );
      return rows.map((row) => ({ key: row.key, revision: row.revision, value: JSON.parse(row.value) }));
    },

    async drafts(kind) {
      const { rows } = await pool.query<{ key: string }>(
        'SELECT key FROM content_drafts WHERE kind = $1 ORDER BY key COLLATE "C"',
        [kind],
      );
      return rows.map((row) => row.key);
    },

    async state(kind, key) {
      // One statement, so the revision and the draft are read at the same moment.
      const { rows } = await pool.query<StateRow>(
        `SELECT r.revision, r.value, d.value AS draft_value, d.base_revision, d.by_login, d.saved_at
         FROM (SELECT $1::text AS kind, $2::text AS key) item
         LEFT JOIN content_revisions r ON r.kind = item.kind AND r.key = item.key
           AND r.revision = (
             SELECT max(l.revision) FROM content_revisions l WHERE l.kind = item.kind AND l.key = item.key
           )
         LEFT JOIN content_drafts d ON d.kind = item.kind AND d.key = item.key`,
        [kind, key],
      );
      const row = rows[0];
      const state: StoredState = {
        revision: row?.revision ?? 0,
        value: typeof row?.value === 'string' ? JSON.parse(row.value) : null,
      };
      if (row && row.draft_value !== null) state.draft = toDraft({ ...row, value: row.draft_value });
      return state;
    },

    async saveDraft(kind, key, value, baseRevision, by, now) {
      // One statement: the draft is kept only if baseRevision is the latest. A publish committing while it runs
      // may leave a draft whose base is no longer the latest; state() shows that base, and publishing from it is
      // refused, so nothing is published over the revision it did not see.
      const { rowCount } = await pool.query(
        `INSERT INTO content_drafts (kind, key, value, base_revision, by_login, saved_at)
         SELECT $1, $2, $3::text, $4::integer, $5::text, $6::timestamptz WHERE (${LATEST}) = $4
         ON CONFLICT (kind, key) DO UPDATE SET value = excluded.value, base_revision = excluded.base_revision,
           by_login = excluded.by_login, saved_at = excluded.saved_at`,
        [kind, key, JSON.stringify(value), baseRevision, by, now],
      );
      return rowCount === 1;
    },

    async discardDraft(kind, key) {
      await pool.query('DELETE FROM content_drafts WHERE kind = $1 AND key = $2', [kind, key]);
    },

    async publish(kind, key, value, baseRevision, by, now) {
      try {
        return await inTransaction(pool, async (client) => {
          // Nothing written when stale: committing the reads changes nothing.
          if (!(await isLatest(client, kind, key, baseRevision))) return undefined;
          // Two publishing from the same revision at once both get here; the primary key (kind, key, revision)
          // makes the second INSERT wait for the first's transaction and, once it commits, fail: that one is stale.
          await client.query(
            `INSERT INTO content_revisions (kind, key, revision, value, by_login, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [kind, key, baseRevision + 1, revisionText(value), by, now],
          );
          await client.query('DELETE FROM content_drafts WHERE kind = $1 AND key = $2', [kind, key]);
          await changes.notify(client, { kind, key });
          return baseRevision + 1;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    async history(kind, key, limit) {
      const { rows } = await pool.query<RevisionRow>(
        `SELECT revision, value, by_login, created_at FROM content_revisions
         WHERE kind = $1 AND key = $2 ORDER BY revision DESC LIMIT $3`,
        [kind, key, limit],
      );
      return rows.map(toRevision);
    },

    async revision(kind, key, revision) {
      const { rows } = await pool.query<RevisionRow>(
        `SELECT revision, value, by_login, created_at FROM content_revisions
         WHERE kind = $1 AND key = $2 AND revision = $3`,
        [kind, key, revision],
      );
      const row = rows[0];
      return row && toRevision(row);
    },

    onChange: (listener) => changes.onChange(listener),
  };

  return {
    ...readByKind(stored),
    close: () => changes.close(),
  };
}

async function isLatest(client: PoolClient, kind: string, key: string, revision: number): Promise<boolean> {
  const { rows } = await client.query<{ revision: number }>(LATEST, [kind, key]);
  return rows[0]?.revision === revision;
}
