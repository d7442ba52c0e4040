import type { AdminNotice, TextProps, TextsProps } from '#shared/admin-view.ts';
import { TEXT_BULK_ACTIONS } from '#shared/bulk-actions.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { placeholdersOf, type TextValue } from '#shared/schemas/text-schema.ts';
import { textCodec } from '../content/content-codecs.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import { areaKey, areaPage, type ShippedText, type TextCatalogue } from '../content/text-catalogue.ts';
import { PREVIEW_DRAFTS, PREVIEW_QUERY } from '../content/draft-preview.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentRevision, ContentState } from '../storage/content-store.ts';
import { wordsBetween } from './word-diff.ts';
import { bulkOutcome, type BulkResult } from './bulk-outcome.ts';
import type { TranslationNeed } from '#shared/translation-status.ts';
import { NEEDS_TRANSLATION } from './versioned-items.ts';

/** Word by word, what turned `before` into `after`, in each language. */
const changesBetween = (before: TextValue, after: TextValue): TextProps['history'][number]['changes'] => ({
  mn: wordsBetween(before.mn, after.mn),
  en: wordsBetween(before.en, after.en),
});

/** Where a text's page is, under the office's base path. */
export const textHref = (base: string, id: string) => `${base}/texts/${encodeURIComponent(id)}`;

const fold = (text: string) => text.toLocaleLowerCase();

const translationOf = (needs: ReadonlyMap<string, TranslationNeed>, id: string) => {
  const translation = needs.get(id);
  return translation ? { translation } : {};
};

/** The page's address asking for the drafts in place (the search page's has a query already). */
const withPreview = (href: string) => `${href}${href.includes('?') ? '&' : '?'}${PREVIEW_QUERY}=${PREVIEW_DRAFTS}`;

interface TextsQuery {
  namespace?: string;
  q: string;
  /** Only the texts that need a translator (docs/content.md, "Translation status"), across every part. */
  needingTranslation?: boolean;
  imported?: TextsProps['imported'];
  notice?: AdminNotice;
  /** What the last bulk publish did. */
  bulk?: BulkResult;
}

/** Where the list of the texts that need a translator is. */
export const textsNeedingTranslationHref = (base: string) => `${base}/texts?show=${NEEDS_TRANSLATION}`;

/**
 * The list: one part of the site (the first when none is asked for), a search across all, or the texts that need a
 * translator (`needs`, by id).
 */
export function textsProps(
  base: string,
  catalogue: TextCatalogue,
  texts: Pick<SiteTexts, 'current' | 'isEdited' | 'outdatedBasis'>,
  { drafts, needs }: { drafts: ReadonlySet<string>; needs: ReadonlyMap<string, TranslationNeed> },
  { namespace, q, needingTranslation = false, imported, notice, bulk }: TextsQuery,
): TextsProps {
  const needle = fold(q.trim());
  const untranslated = needingTranslation && !needle;
  const shown = needle || untranslated ? undefined : (namespace ?? catalogue.namespaces[0]);
  const matches = (text: ShippedText) => {
    if (untranslated) return needs.has(text.id);
    if (shown) return text.namespace === shown;
    const value = texts.current(text.id) ?? text.value;
    return [text.id, value.mn, value.en].some((field) => fold(field).includes(needle));
  };
  return {
    areas: catalogue.namespaces.map((ns) => ({
      namespace: ns,
      areaKey: areaKey(ns),
      href: `${base}/texts?ns=${encodeURIComponent(ns)}`,
      current: ns === shown,
      count: catalogue.all.filter((text) => text.namespace === ns).length,
    })),
    translation: { href: textsNeedingTranslationHref(base), count: needs.size, current: untranslated },
    q,
    namespace: shown,
    rows: catalogue.all.filter(matches).map((text) => ({
      id: text.id,
      href: textHref(base, text.id),
      key: text.key,
      value: texts.current(text.id) ?? text.value,
      edited: texts.isEdited(text.id),
      draft: drafts.has(text.id),
      outdated: texts.outdatedBasis(text.id) !== undefined,
      ...translationOf(needs, text.id),
    })),
    editedCount: catalogue.all.filter((text) => texts.isEdited(text.id)).length,
    draftCount: drafts.size,
    exportHref: `${base}/texts/export.json`,
    importAction: `${base}/texts/import`,
    bulk: {
      action: `${base}/texts/bulk`,
      formId: 'bulk-form',
      actions: TEXT_BULK_ACTIONS,
      view: {
        ...(q ? { q } : {}),
        ...(untranslated ? { show: NEEDS_TRANSLATION } : namespace && !needle ? { ns: namespace } : {}),
      },
      // A text is named by its id (namespace:key), as the list shows it.
      ...(bulk ? { outcome: bulkOutcome(bulk, (id) => ({ mn: id, en: id })) } : {}),
    },
    ...(imported ? { imported } : {}),
    ...(notice ? { notice } : {}),
  };
}

interface TextPropsInput {
  base: string;
  text: ShippedText;
  state: ContentState;
  history: readonly ContentRevision[];
  /** What the site shows now. */
  current: TextValue;
  /** The shipped text the edit was written over, when it is no longer the one shipped. */
  outdatedBasis?: TextValue;
  /** What was typed, when the form is shown again after a refusal. */
  typed?: TextValue;
  revision?: number;
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
}

export function textProps({
  base,
  text,
  state,
  history,
  current,
  outdatedBasis,
  typed,
  revision,
  notice,
  fieldErrors,
}: TextPropsInput): TextProps {
  const href = textHref(base, text.id);
  const [latest] = history;
  const draftValue = textCodec.draft(state.draft?.value);
  return {
    id: text.id,
    key: text.key,
    areaKey: areaKey(text.namespace),
    listHref: `${base}/texts?ns=${encodeURIComponent(text.namespace)}`,
    action: href,
    discardAction: `${href}/discard`,
    resetAction: `${href}/reset`,
    restoreAction: `${href}/restore`,
    shipped: text.value,
    ...(outdatedBasis ? { shippedChanges: changesBetween(outdatedBasis, text.value) } : {}),
    previews: LANGUAGES.map((lng) => ({ lng, href: withPreview(areaPage(text.namespace, lng)) })),
    revision: revision ?? state.revision,
    ...(latest ? { published: { by: latest.by, time: localTime(latest.at), reset: latest.value === null } } : {}),
    ...(state.draft ? { draft: { by: state.draft.by, time: localTime(state.draft.at) } } : {}),
    fields: typed ?? draftValue ?? current,
    placeholders: { mn: placeholdersOf(text.value.mn), en: placeholdersOf(text.value.en) },
    ...(notice ? { notice } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
    history: history.map((entry, index) => {
      const value = textCodec.published(entry.value) ?? null;
      // The version before is the next one in the list (newest first); the first version changed the shipped text.
      const before = index + 1 < history.length ? (textCodec.published(history[index + 1]?.value) ?? null) : null;
      return {
        revision: entry.revision,
        by: entry.by,
        time: localTime(entry.at),
        value,
        latest: entry.revision === state.revision,
        changes: changesBetween(before ?? text.value, value ?? text.value),
      };
    }),
  };
}
