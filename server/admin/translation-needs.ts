import {
  bilingualOf,
  needOf,
  translationStatus,
  type TranslationNeed,
  type TranslationStatus,
} from '#shared/translation-status.ts';
import type { DraftValue, PublishedValue } from '../content/content-codecs.ts';
import type { ContentDraft, ContentKind, ContentRevision, ContentStore } from '../storage/content-store.ts';
import type { GlobalKind } from './global-kind.ts';
import { ITEM_HISTORY_SHOWN, type ItemEntry, type ItemForm, type ItemKind } from './item-kind.ts';

// Which of the office's items and documents need a translator (docs/content.md, "Translation status"): the one
// status an item's page shows (translationStatus over its draft, its versions and its shipped value), for the lists'
// filter and badges and the office's home page. A catalogue has 500 products: each one's status is kept by its key,
// its latest revision and its draft's time, so a list reads the store again only for what changed since.

/**
 * The versions a status reads, newest first: the draft's, each published one back to the last reset to the shipped
 * default (a revision of null: what came before it is no longer what the site shows), then the shipped one.
 */
function versionsOf<K extends ContentKind, V>(
  draft: V | undefined,
  history: ReadonlyArray<ContentRevision<K>>,
  read: (value: PublishedValue<K>) => V | undefined,
  shipped: V | undefined,
): V[] {
  const versions = draft === undefined ? [] : [draft];
  for (const { value } of history) {
    if (value === null) break;
    const version = value === undefined ? undefined : read(value);
    if (version !== undefined) versions.push(version);
  }
  return shipped === undefined ? versions : [...versions, shipped];
}

/** An item's status: its draft's form (when it has one), its versions (newest first), its shipped item. */
export function itemTranslation<Entry extends ItemEntry, Published, Form extends ItemForm>(
  kind: ItemKind<Entry, Published, Form>,
  id: number | undefined,
  draftForm: Form | undefined,
  history: readonly ContentRevision[],
): TranslationStatus {
  const shipped = id === undefined ? undefined : kind.shipped(id);
  const formOf = (value: unknown) => {
    const revision = kind.revisionOf(value);
    return revision && kind.formOf(revision.published);
  };
  const versions = versionsOf(draftForm, history, formOf, shipped && kind.formOf(shipped));
  return translationStatus(versions.map(bilingualOf));
}

/** A document's status, when its kind says how its texts are read; undefined otherwise. */
export function documentTranslation<Doc, Form, K extends ContentKind>(
  kind: GlobalKind<Doc, Form, K>,
  doc: Doc,
  draft: DraftValue<K> | undefined,
  history: ReadonlyArray<ContentRevision<K>>,
): TranslationStatus | undefined {
  const { translated } = kind;
  if (!translated) return undefined;
  const drafted = draft === undefined ? undefined : translated.draft(draft);
  const versions = versionsOf(drafted, history, (value) => translated.published(doc, value), translated.shipped(doc));
  return translationStatus(versions);
}

export interface TranslationNeeds {
  /** By id, the items of `kind` outside the bin (published, or only drafted) that need a translator. */
  items<Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
  ): Promise<Map<number, TranslationNeed>>;
  /** By key, the documents of `kind` among `docs` that need a translator. */
  documents<Doc, Form, K extends ContentKind>(
    kind: GlobalKind<Doc, Form, K>,
    docs: readonly Doc[],
  ): Promise<Map<string, TranslationNeed>>;
}

type Content = Pick<ContentStore, 'drafts' | 'state' | 'history' | 'published'>;

/** Where an item stands: its latest revision with a value (0: none, or reset to the default), its draft. */
interface Standing<K extends ContentKind> {
  revision: number;
  draft?: ContentDraft<K>;
}

export function translationNeeds(content: Content): TranslationNeeds {
  const kept = new Map<string, { stamp: string; need: TranslationNeed | undefined }>();

  /** The item's need, kept until its revision or draft changes; its history read only then. */
  async function needOfItem<K extends ContentKind>(
    kind: K,
    key: string,
    { revision, draft }: Standing<K>,
    historyShown: number,
    statusOf: (draft: DraftValue<K> | undefined, history: Array<ContentRevision<K>>) => TranslationStatus | undefined,
  ): Promise<TranslationNeed | undefined> {
    const id = `${kind}\u0000${key}`;
    const stamp = `${revision}@${draft ? draft.at.getTime() : ''}`;
    const known = kept.get(id);
    if (known?.stamp === stamp) return known.need;
    const history = revision > 0 ? await content.history(kind, key, historyShown) : [];
    const status = statusOf(draft?.value, history);
    const need = status && needOf(status);
    kept.set(id, { stamp, need });
    return need;
  }

  /** The drafts of a content kind, by key, with the revision each was read at. */
  async function draftsOf<K extends ContentKind>(kind: K, keys: readonly string[]) {
    const states = await Promise.all(keys.map(async (key) => [key, await content.state(kind, key)] as const));
    return new Map(
      states.flatMap(([key, state]) => (state.draft ? [[key, { revision: state.revision, draft: state.draft }]] : [])),
    );
  }

  return {
    async items(kind) {
      const drafted = await draftsOf(
        kind.contentKind,
        (await content.drafts(kind.contentKind)).filter((key) => kind.draftId(key) !== undefined),
      );
      const standings = new Map<number, Standing<ContentKind>>();
      for (const entry of kind.entries())
        if (entry.visibility !== 'deleted') standings.set(entry.id, { revision: entry.revision });
      for (const [key, standing] of drafted) {
        const id = kind.draftId(key);
        if (id !== undefined && (standings.has(id) || !kind.entry(id))) standings.set(id, standing);
      }
      const needs = new Map<number, TranslationNeed>();
      for (const [id, standing] of standings) {
        const need = await needOfItem(kind.contentKind, kind.key(id), standing, ITEM_HISTORY_SHOWN, (draft, history) =>
          itemTranslation(kind, id, draft === undefined ? undefined : kind.draftForm(draft), history),
        );
        if (need) needs.set(id, need);
      }
      return needs;
    },

    async documents(kind, docs) {
      const needs = new Map<string, TranslationNeed>();
      if (!kind.translated) return needs;
      const [published, keys] = await Promise.all([
        content.published(kind.contentKind),
        content.drafts(kind.contentKind),
      ]);
      const revisions = new Map(published.map((item) => [item.key, item.revision]));
      const drafted = await draftsOf(kind.contentKind, keys);
      for (const doc of docs) {
        const key = kind.key(doc);
        const standing = drafted.get(key) ?? { revision: revisions.get(key) ?? 0 };
        const need = await needOfItem(kind.contentKind, key, standing, kind.historyShown, (draft, history) =>
          documentTranslation(kind, doc, draft, history),
        );
        if (need) needs.set(key, need);
      }
      return needs;
    },
  };
}
