import type { DatabaseSync } from 'node:sqlite';
import { contentListeners } from './content-listeners.ts';
import {
  readByKind,
  type ContentStore,
  type StoredContent,
  type StoredDraft,
  type StoredItem,
  type StoredRevision,
  type StoredState,
} from './content-store.ts';
import { allRows, firstRow, inTransaction, type PreparedStatements } from './sqlite-statements.ts';

interface RevisionRow {
  revision: number;
  value: string | null;
  by_login: string;
  created_at: string;
}

interface DraftRow {
  value: string;
  base_revision: number;
  by_login: string;
  saved_at: string;
}

const toRevision = (row: RevisionRow): StoredRevision => ({
  revision: row.revision,
  value: row.value === null ? null : JSON.parse(row.value),
  by: row.by_login,
  at: new Date(row.created_at),
});

const toDraft = (row: DraftRow): StoredDraft => ({
  value: JSON.parse(row.value),
  baseRevision: row.base_revision,
  by: row.by_login,
  at: new Date(row.saved_at),
});

/** The item's latest revision and its draft, either missing (NULL): one row whatever is stored. */
const STATE = `SELECT r.revision, r.value, d.value AS draft_value, d.base_revision, d.by_login, d.saved_at
  FROM (SELECT ? AS kind, ? AS key) item
  LEFT JOIN content_revisions r ON r.kind = item.kind AND r.key = item.key
    AND r.revision = (SELECT max(l.revision) FROM content_revisions l WHERE l.kind = item.kind AND l.key = item.key)
  LEFT JOIN content_drafts d ON d.kind = item.kind AND d.key = item.key`;

// The draft's columns are NOT NULL in its table: all of them are NULL here, or none.
type StateRow = { revision: number | null; value: string | null } & (
  | { draft_value: string; base_revision: number; by_login: string; saved_at: string }
  | { draft_value: null; base_revision: null; by_login: null; saved_at: null }
);

function toState(row: StateRow | undefined): StoredState {
  const state: StoredState = {
    revision: row?.revision ?? 0,
    value: typeof row?.value === 'string' ? JSON.parse(row.value) : null,
  };
  if (row && row.draft_value !== null) state.draft = toDraft({ ...row, value: row.draft_value });
  return state;
}

/** What a revision stores of its value: the JSON text, or NULL for a reset. */
const revisionText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

// Each writing method reads the latest revision and writes inside one BEGIN IMMEDIATE transaction: it holds the
// file's write lock throughout, so of two processes publishing from the same revision the second finds it stale.
// Only this process's listeners hear of a publish: SQLite is the one-process engine.
export function createSqliteContentStore(db: DatabaseSync, sql: PreparedStatements): ContentStore {
  const listeners = contentListeners();

  const latest = (kind: string, key: string) =>
    firstRow<{ revision: number }>(
      sql('SELECT coalesce(max(revision), 0) AS revision FROM content_revisions WHERE kind = ? AND key = ?'),
      kind,
      key,
    )?.revision ?? 0;

  const stored: StoredContent = {
    async published(kind) {
      const rows = allRows<{ key: string; revision: number; value: string }>(
        sql(
          `SELECT r.key, r.revision, r.value FROM content_revisions r
           WHERE r.kind = ? AND r.value IS NOT NULL
             AND r.revision = (SELECT max(l.revision) FROM content_revisions l WHERE l.kind = r.kind AND l.key = r.key)
           ORDER BY r.key`,
        ),
        kind,
      );
      return rows.map((row): StoredItem => ({ key: row.key, revision: row.revision, value: JSON.parse(row.value) }));
    },

    async drafts(kind) {
      const rows = allRows<{ key: string }>(sql('SELECT key FROM content_drafts WHERE kind = ? ORDER BY key'), kind);
      return rows.map((row) => row.key);
    },

    async state(kind, key) {
      // One statement, so the revision and the draft are read at the same moment.
      const row = firstRow<StateRow>(sql(STATE), kind, key);
      return toState(row);
    },

    async saveDraft(kind, key, value, baseRevision, by, now) {
      return inTransaction(db, () => {
        if (latest(kind, key) !== baseRevision) return false;
        sql(
          `INSERT INTO content_drafts (kind, key, value, base_revision, by_login, saved_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (kind, key) DO UPDATE SET value = excluded.value, base_revision = excluded.base_revision,
             by_login = excluded.by_login, saved_at = excluded.saved_at`,
        ).run(kind, key, JSON.stringify(value), baseRevision, by, now.toISOString());
        return true;
      });
    },

    async discardDraft(kind, key) {
      sql('DELETE FROM content_drafts WHERE kind = ? AND key = ?').run(kind, key);
    },

    async publish(kind, key, value, baseRevision, by, now) {
      const revision = inTransaction(db, () => {
        if (latest(kind, key) !== baseRevision) return undefined;
        sql(
          `INSERT INTO content_revisions (kind, key, revision, value, by_login, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(kind, key, baseRevision + 1, revisionText(value), by, now.toISOString());
        sql('DELETE FROM content_drafts WHERE kind = ? AND key = ?').run(kind, key);
        return baseRevision + 1;
      });
      // After the commit, each listener on a turn of its own, as on PostgreSQL (where they hear the notification
      // after publish resolves): a listener's throw neither stops the others nor fails the publish.
      if (revision !== undefined) listeners.tell({ kind, key });
      return revision;
    },

    async history(kind, key, limit) {
      const rows = allRows<RevisionRow>(
        sql(
          `SELECT revision, value, by_login, created_at FROM content_revisions
           WHERE kind = ? AND key = ? ORDER BY revision DESC LIMIT ?`,
        ),
        kind,
        key,
        limit,
      );
      return rows.map(toRevision);
    },

    async revision(kind, key, revision) {
      const row = firstRow<RevisionRow>(
        sql(
          `SELECT revision, value, by_login, created_at FROM content_revisions
           WHERE kind = ? AND key = ? AND revision = ?`,
        ),
        kind,
        key,
        revision,
      );
      return row && toRevision(row);
    },

    onChange: (listener) => listeners.add(listener),
  };
  return readByKind(stored);
}
