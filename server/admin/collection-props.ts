import type { AdminNotice, CollectionItemProps, CollectionListProps, ProductListFilter } from '#shared/admin-view.ts';
import { COLLECTIONS, type CollectionName } from '#shared/collections.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { pathsIn } from '#shared/routes.ts';
import { collectionFormOf, type CollectionForm } from '#shared/schemas/collection-schema.ts';
import type { CollectionEntry, CollectionItemContent } from '../content/collections.ts';
import { collectionItemCodec } from '../content/content-codecs.ts';
import { PREVIEW_DRAFTS, PREVIEW_QUERY } from '../content/draft-preview.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { filterCounts, inFilter, versionsOf, visibilityOf } from './versioned-items.ts';
import type { ContentRevision, ContentState } from '../storage/content-store.ts';
import type { Listed } from './item-kind.ts';

/** Where a list's items are in the office, under its base path. */
export const collectionHref = (base: string, name: CollectionName) => `${base}/lists/${name}`;
export const collectionItemHref = (base: string, name: CollectionName, id: number | 'new') =>
  `${collectionHref(base, name)}/${id}`;

/** An item of a list's page: published (an entry), or only drafted so far (its draft's form). */
export type ListedItem = Listed<CollectionEntry, CollectionForm>;

/** The page of an item with pages (a team member, a service), in a language. */
function publicPath(name: CollectionName, slug: string, lng: Language): string | undefined {
  if (name === 'team') return pathsIn(lng).teamMember(slug);
  if (name === 'services') return pathsIn(lng).service(slug);
  return undefined;
}

/** An item's name in both languages, from the list's title field. */
function titleOf(name: CollectionName, form: CollectionForm): { mn: string; en: string } {
  const field = COLLECTIONS[name].titleField;
  return { mn: form[`${field}.mn`] ?? form[field] ?? '', en: form[`${field}.en`] ?? form[field] ?? '' };
}

export function collectionListProps(
  base: string,
  lng: Language,
  name: CollectionName,
  listed: readonly ListedItem[],
  { show, orderRevision, notice }: { show: ProductListFilter; orderRevision: number; notice?: AdminNotice },
): CollectionListProps {
  const definition = COLLECTIONS[name];
  const counts = filterCounts(listed);
  const rows = listed.flatMap((item, index): CollectionListProps['rows'] => {
    const visibility = visibilityOf(item);
    if (!inFilter(show, visibility)) return [];
    const id = item.kind === 'entry' ? item.entry.id : item.id;
    const form = item.kind === 'entry' ? collectionFormOf(definition, item.entry.fields) : item.form;
    const slug = item.kind === 'entry' ? item.entry.slug : undefined;
    const publicHref = visibility === 'shown' && slug ? publicPath(name, slug, lng) : undefined;
    return [
      {
        id,
        position: index + 1,
        href: collectionItemHref(base, name, id),
        title: titleOf(name, form),
        visibility,
        unpublished: item.kind === 'draft',
        hasDraft: item.kind === 'draft' || item.hasDraft,
        asShipped: item.kind === 'entry' && item.entry.revision === 0,
        ...(publicHref ? { publicHref } : {}),
      },
    ];
  });
  return {
    collection: name,
    newHref: collectionItemHref(base, name, 'new'),
    orderAction: `${collectionHref(base, name)}/order`,
    orderRevision,
    fields: { show },
    counts,
    canReorder: show === 'all',
    lastPosition: listed.length,
    rows,
    ...(notice ? { notice } : {}),
  };
}

/** A version as the form shows it, with its address and visibility. */
const shownFields =
  (name: CollectionName) =>
  (value: CollectionItemContent): Record<string, string> => ({
    ...collectionFormOf(COLLECTIONS[name], value.fields, value.slug),
    visibility: value.visibility,
  });

export interface ItemPropsInput {
  base: string;
  name: CollectionName;
  lng: Language;
  id?: number;
  entry?: CollectionEntry;
  state?: ContentState;
  history: readonly ContentRevision[];
  images: readonly string[];
  /** The uploaded photos among `images`: what each shows and a small file of it. */
  photoChoices?: Readonly<Record<string, { label: string; src: string }>>;
  typed?: CollectionForm;
  revision?: number;
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
  /** The address the draft will have (checked as for publishing), for its preview. */
  draftSlug?: string;
}

export function collectionItemProps(input: ItemPropsInput): CollectionItemProps {
  const { base, name, lng, id, entry, state, history } = input;
  const definition = COLLECTIONS[name];
  const href = collectionItemHref(base, name, id ?? 'new');
  const draft = state?.draft;
  const fields =
    input.typed ??
    collectionItemCodec.draft(draft?.value) ??
    (entry ? collectionFormOf(definition, entry.fields, entry.slug) : {});
  const [latest] = history;
  const shipped: CollectionItemContent | undefined = entry?.shipped
    ? {
        fields: entry.shipped.fields,
        ...(entry.shipped.slug ? { slug: entry.shipped.slug } : {}),
        visibility: 'shown',
        formerSlugs: [],
      }
    : undefined;
  const title = fields[`${definition.titleField}.${lng}`] ?? fields[definition.titleField] ?? '';
  const publicSlug = entry?.visibility === 'shown' ? entry.slug : undefined;
  const previewSlug = input.draftSlug ?? entry?.slug;
  // The page showing the item: its own (a member's, a service's), the product plan page for an offer, the
  // contact page for a question, the about page for its figures, else the home page.
  const preview = (l: Language) => {
    if ('slugFrom' in definition) return previewSlug ? publicPath(name, previewSlug, l) : undefined;
    if (name === 'plans') return pathsIn(l).productPlan();
    if (name === 'faq') return pathsIn(l).contact();
    return fields.page === 'about' ? pathsIn(l).about() : pathsIn(l).home();
  };
  return {
    collection: name,
    ...(id !== undefined ? { id } : {}),
    title,
    listHref: collectionHref(base, name),
    action: href,
    discardAction: `${href}/discard`,
    visibilityAction: `${href}/visibility`,
    resetAction: `${href}/reset`,
    restoreAction: `${href}/restore`,
    revision: input.revision ?? state?.revision ?? 0,
    definition: { fields: definition.fields },
    hasPages: Boolean('slugFrom' in definition && definition.slugFrom),
    fields,
    images: input.images,
    ...(input.photoChoices ? { photoChoices: input.photoChoices } : {}),
    visibility: entry ? entry.visibility : 'new',
    ...(latest ? { published: { by: latest.by, time: localTime(latest.at) } } : {}),
    ...(draft ? { draft: { by: draft.by, time: localTime(draft.at) } } : {}),
    shipped: Boolean(entry?.shipped),
    shippedChanged: Boolean(entry?.outdated),
    publicLinks: publicSlug
      ? LANGUAGES.flatMap((l) => {
          const path = publicPath(name, publicSlug, l);
          return path ? [{ lng: l, href: path }] : [];
        })
      : [],
    previews:
      draft && id !== undefined
        ? LANGUAGES.flatMap((l) => {
            const path = preview(l);
            return path ? [{ lng: l, href: `${path}?${PREVIEW_QUERY}=${PREVIEW_DRAFTS}` }] : [];
          })
        : [],
    ...(input.notice ? { notice: input.notice } : {}),
    ...(input.fieldErrors ? { fieldErrors: input.fieldErrors } : {}),
    history: versionsOf(history, shipped, shownFields(name), collectionItemCodec.published),
  };
}
