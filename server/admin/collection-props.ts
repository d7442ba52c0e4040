import type { CollectionItemProps, CollectionListProps, VersionedItemProps } from '#shared/admin-view.ts';
import { COLLECTIONS, definitionOf, type CollectionName } from '#shared/collections.ts';
import type { Language } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import { pathsIn } from '#shared/routes.ts';
import { collectionFormOf, type CollectionForm } from '#shared/schemas/collection-schema.ts';
import type { CollectionEntry } from '../content/collections.ts';
import { itemListProps, type ListQuery } from './item-list-props.ts';
import type { Listed } from './item-kind.ts';

/** Where a list's items are in the office, under its base path. */
export const collectionHref = (base: string, name: CollectionName) => `${base}/lists/${name}`;
export const collectionItemHref = (base: string, name: CollectionName, id: number | 'new') =>
  `${collectionHref(base, name)}/${id}`;

/** An item of a list's page: published (an entry), or only drafted so far (its draft's form). */
export type ListedItem = Listed<CollectionEntry, CollectionForm>;

/** The page of an item with pages (a team member, a service), in a language (shared/collections.ts). */
export function itemPagePath(name: CollectionName, slug: string, lng: Language): string | undefined {
  const page = definitionOf(name).pages?.[0];
  return page && localizePath(page.path(slug), lng);
}

/**
 * The page showing an item of a list without pages of its own: the product plan page for an offer, the contact
 * page for a question, the about page for its figures, else the home page.
 */
export function collectionPagePath(name: CollectionName, form: CollectionForm, lng: Language): string {
  if (name === 'plans') return pathsIn(lng).productPlan();
  if (name === 'faq') return pathsIn(lng).contact();
  return form.page === 'about' ? pathsIn(lng).about() : pathsIn(lng).home();
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
  query: ListQuery,
): CollectionListProps {
  const definition = COLLECTIONS[name];
  const formOfListed = (item: ListedItem) =>
    item.kind === 'entry' ? collectionFormOf(definition, item.entry.fields, item.entry.slug) : item.form;
  const props = itemListProps(listed, query, {
    listHref: collectionHref(base, name),
    itemHref: (id) => collectionItemHref(base, name, id),
    searchText: (item) => {
      const form = formOfListed(item);
      return [...Object.values(titleOf(name, form)), form.slug ?? ''];
    },
    publicHref: (entry) => (entry.slug ? itemPagePath(name, entry.slug, lng) : undefined),
    names: (item) => titleOf(name, formOfListed(item)),
    row: (_item, names) => ({ title: names }),
  });
  return { collection: name, ...props };
}

/** A list's item page: the frame of every item's page (item-page-props.ts) with the list's own parts. */
export function collectionItemProps(
  frame: VersionedItemProps & { fields: CollectionForm },
  {
    name,
    lng,
    photoChoices,
  }: { name: CollectionName; lng: Language; photoChoices?: CollectionItemProps['photoChoices'] },
): CollectionItemProps {
  const definition = definitionOf(name);
  return {
    collection: name,
    title: titleOf(name, frame.fields)[lng],
    ...frame,
    definition: { fields: definition.fields },
    hasPages: Boolean(definition.slugFrom),
    ...(photoChoices ? { photoChoices } : {}),
  };
}
