// The content the office edits (docs/content.md): each item, named by its kind and key, has a history
// of published revisions (1, 2, 3, …; a revision's value null means "back to the shipped default") and at most
// one draft. The value is JSON; its shape is the kind's schema (shared/schemas/), checked before it is stored.
// Optimistic concurrency: a draft or a publish names the revision it was made from, and is refused when another
// has been published since. One implementation serves both engines (content-store-queries.ts);
// tests/integration/content-store-behaviour.test.ts runs the same suite against each. What it gives back is read
// by the kind's codec (server/content/content-codecs.ts), here (readByKind), so each read is typed by its kind.

import { codecOf, type DraftValue, type PublishedValue } from '../content/content-codecs.ts';

/** What the office edits. Each later kind (products, services, team, …) is added here. */
export const CONTENT_KINDS = [
  'text',
  'company',
  'product',
  'product-order',
  'collection-item',
  'collection-order',
  'media',
  'redirects',
  'page-seo',
  'datasheet',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const isContentKind = (value: string): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value);

// A value read back is undefined when it is not its kind's shape (content-codecs.ts): stored by something else
// than the site, or by a later version of it. Its readers treat it as missing, and those with a log say so.

export interface ContentRevision<K extends ContentKind = ContentKind> {
  revision: number;
  /** null: the item was reset to the default shipped with the site; undefined: a value that cannot be read. */
  value: PublishedValue<K> | null | undefined;
  by: string;
  at: Date;
}

export interface ContentDraft<K extends ContentKind = ContentKind> {
  /** undefined: a draft that cannot be read. */
  value: DraftValue<K> | undefined;
  /** The revision the draft was made from (0 when nothing had been published). */
  baseRevision: number;
  by: string;
  at: Date;
}

export interface ContentState<K extends ContentKind = ContentKind> {
  /** The latest published revision's number; 0 when none. */
  revision: number;
  /** Its value; null when none, or when it was a reset; undefined when it cannot be read. */
  value: PublishedValue<K> | null | undefined;
  draft?: ContentDraft<K>;
}

/** An item whose latest revision has a value (not a reset); undefined when it cannot be read. */
export interface PublishedItem<K extends ContentKind = ContentKind> {
  key: string;
  revision: number;
  /** When that revision was published (the sitemap's lastmod of the item's page). */
  at: Date;
  value: PublishedValue<K> | undefined;
}

/**
 * `key` '' means "anything of `kind` may have changed: reload it": on PostgreSQL each listener gets that once for
 * every kind whenever the listening connection's LISTEN takes effect (at first, and after it reconnects), since a
 * publish made while it was not listening is heard by no one.
 */
export type ContentChangeListener = (change: { kind: ContentKind; key: string }) => void;

/**
 * The draft an office form was read with (docs/content.md, "Presence and autosave"): its time, or null when there
 * was none. A save or publish given one is refused when the item's draft is another account's saved since, so no
 * one's draft is replaced unseen; a draft of the account saving is always its own to replace.
 */
export type SeenDraft = Date | null;

export interface ContentStore {
  /** Every item of `kind` whose latest revision has a value, in order of key. */
  published<K extends ContentKind>(kind: K): Promise<Array<PublishedItem<K>>>;
  /** Keys of `kind` that have a draft, in order of key. */
  drafts(kind: ContentKind): Promise<string[]>;
  state<K extends ContentKind>(kind: K, key: string): Promise<ContentState<K>>;
  /**
   * Keeps `value` as the draft (replacing any); false, storing nothing, when `baseRevision` is not the latest, or
   * when `seen` is given and the draft is another account's other than the one seen.
   */
  saveDraft(
    kind: ContentKind,
    key: string,
    value: unknown,
    baseRevision: number,
    by: string,
    now: Date,
    seen?: SeenDraft,
  ): Promise<boolean>;
  discardDraft(kind: ContentKind, key: string): Promise<void>;
  /**
   * Appends revision baseRevision + 1 with `value` (null: reset) and removes the draft, atomically; the new
   * revision's number, or undefined, storing nothing, when `baseRevision` is not the latest (also when two
   * publish from the same revision at once: one of them wins), or when `seen` is given and the draft it would
   * remove is another account's other than the one seen. Every process using the store hears of it (onChange), this
   * one included.
   */
  publish(
    kind: ContentKind,
    key: string,
    value: unknown,
    baseRevision: number,
    by: string,
    now: Date,
    seen?: SeenDraft,
  ): Promise<number | undefined>;
  /** The item's revisions, newest first, at most `limit`. */
  history<K extends ContentKind>(kind: K, key: string, limit: number): Promise<Array<ContentRevision<K>>>;
  revision<K extends ContentKind>(kind: K, key: string, revision: number): Promise<ContentRevision<K> | undefined>;
  /**
   * Calls `listener` after each publish by any process using the store (PostgreSQL: LISTEN/NOTIFY on channel
   * `content_changed`, so every replica hears within the second; SQLite: the one process). Returns the
   * unsubscribe function.
   */
  onChange(listener: ContentChangeListener): () => void;
}

/** A stored revision, draft and item as the queries read them: each value its JSON parsed, not yet its kind's. */
export type StoredRevision = Omit<ContentRevision, 'value'> & { value: unknown };
export type StoredDraft = Omit<ContentDraft, 'value'> & { value: unknown };
export interface StoredState {
  revision: number;
  value: unknown;
  draft?: StoredDraft;
}
/** A published item as stored: its value still JSON text, parsed only when the revision is one not read before. */
export type StoredItem = Omit<PublishedItem, 'value'> & { json: string };

/** What the queries implement (content-store-queries.ts): the store with its values as stored. */
export interface StoredContent extends Omit<ContentStore, 'published' | 'state' | 'history' | 'revision'> {
  published(kind: ContentKind): Promise<StoredItem[]>;
  state(kind: ContentKind, key: string): Promise<StoredState>;
  history(kind: ContentKind, key: string, limit: number): Promise<StoredRevision[]>;
  revision(kind: ContentKind, key: string, revision: number): Promise<StoredRevision | undefined>;
}

/**
 * The engine's store with every value read by its kind's codec: the one place both engines' reads go through.
 * A revision never changes once published, so what `published` decoded is kept by key and revision and given
 * again (the same object: read-only) to the next call: a publish re-reads every item of its kind, and decoding
 * 500 products each time was most of its cost.
 */
export function readByKind(stored: StoredContent): ContentStore {
  const decoded: { [K in ContentKind]?: Map<string, Pick<PublishedItem<K>, 'revision' | 'value'>> } = {};
  const revisionOf = <K extends ContentKind>(kind: K, { value, ...rest }: StoredRevision): ContentRevision<K> => ({
    ...rest,
    value: value === null ? null : codecOf(kind).published(value),
  });
  return {
    async published(kind) {
      const codec = codecOf(kind);
      const before = decoded[kind];
      const now: typeof before = new Map();
      const items = (await stored.published(kind)).map(({ key, revision, at, json }) => {
        const kept = before?.get(key);
        const value = kept?.revision === revision ? kept.value : codec.published(JSON.parse(json));
        now.set(key, { revision, value });
        return { key, revision, at, value };
      });
      decoded[kind] = now;
      return items;
    },
    drafts: (kind) => stored.drafts(kind),
    async state(kind, key) {
      const codec = codecOf(kind);
      const { revision, value, draft } = await stored.state(kind, key);
      const state: ContentState<typeof kind> = { revision, value: value === null ? null : codec.published(value) };
      if (draft) state.draft = { ...draft, value: codec.draft(draft.value) };
      return state;
    },
    saveDraft: (...args) => stored.saveDraft(...args),
    discardDraft: (kind, key) => stored.discardDraft(kind, key),
    publish: (...args) => stored.publish(...args),
    history: async (kind, key, limit) =>
      (await stored.history(kind, key, limit)).map((revision) => revisionOf(kind, revision)),
    async revision(kind, key, number) {
      const revision = await stored.revision(kind, key, number);
      return revision && revisionOf(kind, revision);
    },
    onChange: (listener) => stored.onChange(listener),
  };
}
