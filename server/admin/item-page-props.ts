import type { ProductChange, VersionedItemProps } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { PREVIEW_DRAFTS, PREVIEW_QUERY } from '../content/draft-preview.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentRevision } from '../storage/content-store.ts';
import type { ItemEntry, ItemForm, ItemKind, ItemPageInput } from './item-kind.ts';
import { wordsBetween } from './word-diff.ts';
import { needsTranslation } from '#shared/translation-status.ts';
import { itemTranslation } from './translation-needs.ts';

// What every item's page shows beside its own fields (VersionedItemProps in shared/admin-view.ts): its actions,
// state, public pages and previews, and its versions with what each changed, built from its kind
// (docs/architecture.md §9). Each kind's page adds its own fields to these (product-kind.ts, collection-kind.ts).

/** A value long enough to be read as a text: its change is shown word by word. */
const isLong = (value: string) => value.length > LONG_TEXT || value.includes('\n');
const LONG_TEXT = 80;

/**
 * The fields `after` changed from `before`, in the form's order (`before` absent: everything is new); a long text
 * changed in place also word by word.
 */
export function changedFields(before: ItemForm | undefined, after: ItemForm): ProductChange[] {
  const from = before ?? {};
  return [...new Set([...Object.keys(after), ...Object.keys(from)])]
    .filter((field) => (from[field] ?? '') !== (after[field] ?? ''))
    .map((field) => {
      const [was = '', is = ''] = [from[field], after[field]];
      const inPlace = was !== '' && is !== '' && (isLong(was) || isLong(is));
      return { field, before: was, after: is, ...(inPlace ? { words: wordsBetween(was, is) } : {}) };
    });
}

/**
 * An item's versions, newest first, each with the fields it changed from the one before it (the oldest from the
 * shipped item, when there is one), its visibility among them.
 */
function versionsOf<Entry extends ItemEntry, Published, Form extends ItemForm>(
  kind: ItemKind<Entry, Published, Form>,
  id: number | undefined,
  history: readonly ContentRevision[],
): VersionedItemProps['history'] {
  const viewOf = (revision: { published: Published; visibility: string } | undefined): ItemForm | undefined =>
    revision && { ...kind.formOf(revision.published), visibility: revision.visibility };
  const shipped = id === undefined ? undefined : kind.shipped(id);
  const [latest] = history;
  const chronological = [...history].reverse();
  const revisions = chronological.map((version) => kind.revisionOf(version.value));
  return chronological
    .map((version, index) => {
      const revision = revisions[index];
      const before =
        index === 0 ? viewOf(shipped && { published: shipped, visibility: 'shown' }) : viewOf(revisions[index - 1]);
      const after = viewOf(revision);
      return {
        revision: version.revision,
        by: version.by,
        time: localTime(version.at),
        latest: version.revision === latest?.revision,
        reset: Boolean(revision?.asShipped),
        changes: after ? changedFields(before, after) : [],
      };
    })
    .reverse();
}

/** The page's frame of an item: what VersionedItemProps holds, `fields` what its form shows. */
export function versionedItemProps<Entry extends ItemEntry, Published, Form extends ItemForm>(
  kind: ItemKind<Entry, Published, Form>,
  lng: Language,
  { base, id, entry, state, history, shown }: ItemPageInput<Entry, Form>,
): VersionedItemProps & { fields: Form } {
  const href = kind.itemHref(base, id ?? 'new');
  const draft = state?.draft;
  const draftForm = draft ? kind.draftForm(draft.value) : undefined;
  const [latest] = history;
  const published = entry && kind.published(entry);
  // Its translation (docs/content.md, "Translation status"): the one status the lists and the home page read too.
  const translation = itemTranslation(kind, id, draftForm, history);
  const linksTo = (path: (l: Language) => string | undefined) =>
    LANGUAGES.flatMap((l) => {
      const to = path(l);
      return to ? [{ lng: l, href: to }] : [];
    });
  return {
    listHref: kind.listHref(base),
    action: href,
    discardAction: `${href}/discard`,
    visibilityAction: `${href}/visibility`,
    resetAction: `${href}/reset`,
    restoreAction: `${href}/restore`,
    revision: shown.revision ?? state?.revision ?? 0,
    fields: shown.typed ?? draftForm ?? (published ? kind.formOf(published) : kind.newForm),
    images: kind.images(),
    visibility: entry ? entry.visibility : 'new',
    ...(latest ? { published: { by: latest.by, time: localTime(latest.at) } } : {}),
    ...(draft ? { draft: { by: draft.by, time: localTime(draft.at) } } : {}),
    shipped: id !== undefined && kind.shipped(id) !== undefined,
    shippedChanged: Boolean(entry && kind.shippedChanged(entry)),
    publicLinks: entry?.visibility === 'shown' && published ? linksTo((l) => kind.publicPath(published, l)) : [],
    previews:
      draftForm && id !== undefined
        ? linksTo((l) => {
            const path = kind.previewPath(draftForm, entry, l);
            return path && `${path}?${PREVIEW_QUERY}=${PREVIEW_DRAFTS}`;
          })
        : [],
    ...(shown.notice ? { notice: shown.notice } : {}),
    ...(shown.fieldErrors ? { fieldErrors: shown.fieldErrors } : {}),
    history: versionsOf(kind, id, history),
    ...(needsTranslation(translation) ? { translation } : {}),
  };
}
