// The content the office edits (README, "Office editing"): each item, named by its kind and key, has a history
// of published revisions (1, 2, 3, …; a revision's value null means "back to the shipped default") and at most
// one draft. The value is JSON; its shape is the kind's schema (shared/schemas/), checked before it is stored.
// Optimistic concurrency: a draft or a publish names the revision it was made from, and is refused when another
// has been published since. Both engines implement it; tests/integration/content-store-behaviour.test.ts runs
// the same suite against each.

/** What the office edits. Each later kind (products, services, team, …) is added here. */
export const CONTENT_KINDS = [
  'text',
  'company',
  'product',
  'product-order',
  'collection-item',
  'collection-order',
  'media',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentRevision {
  revision: number;
  /** null: the item was reset to the default shipped with the site. */
  value: unknown;
  by: string;
  at: Date;
}

export interface ContentDraft {
  value: unknown;
  /** The revision the draft was made from (0 when nothing had been published). */
  baseRevision: number;
  by: string;
  at: Date;
}

export interface ContentState {
  /** The latest published revision's number; 0 when none. */
  revision: number;
  /** Its value; null when none, or when it was a reset. */
  value: unknown;
  draft?: ContentDraft;
}

/** An item whose latest revision has a value (not a reset). */
export interface PublishedItem {
  key: string;
  revision: number;
  value: unknown;
}

/**
 * `key` '' means "anything of `kind` may have changed: reload it": on PostgreSQL each listener gets that once for
 * every kind whenever the listening connection's LISTEN takes effect (at first, and after it reconnects), since a
 * publish made while it was not listening is heard by no one.
 */
export type ContentChangeListener = (change: { kind: ContentKind; key: string }) => void;

export interface ContentStore {
  /** Every item of `kind` whose latest revision has a value, in order of key. */
  published(kind: ContentKind): Promise<PublishedItem[]>;
  /** Keys of `kind` that have a draft, in order of key. */
  drafts(kind: ContentKind): Promise<string[]>;
  state(kind: ContentKind, key: string): Promise<ContentState>;
  /** Keeps `value` as the draft (replacing any); false, storing nothing, when `baseRevision` is not the latest. */
  saveDraft(
    kind: ContentKind,
    key: string,
    value: unknown,
    baseRevision: number,
    by: string,
    now: Date,
  ): Promise<boolean>;
  discardDraft(kind: ContentKind, key: string): Promise<void>;
  /**
   * Appends revision baseRevision + 1 with `value` (null: reset) and removes the draft, atomically; the new
   * revision's number, or undefined, storing nothing, when `baseRevision` is not the latest (also when two
   * publish from the same revision at once: one of them wins). Every process using the store hears of it
   * (onChange), this one included.
   */
  publish(
    kind: ContentKind,
    key: string,
    value: unknown,
    baseRevision: number,
    by: string,
    now: Date,
  ): Promise<number | undefined>;
  /** The item's revisions, newest first, at most `limit`. */
  history(kind: ContentKind, key: string, limit: number): Promise<ContentRevision[]>;
  revision(kind: ContentKind, key: string, revision: number): Promise<ContentRevision | undefined>;
  /**
   * Calls `listener` after each publish by any process using the store (PostgreSQL: LISTEN/NOTIFY on channel
   * `content_changed`, so every replica hears within the second; SQLite: the one process). Returns the
   * unsubscribe function.
   */
  onChange(listener: ContentChangeListener): () => void;
}
