import { definitionOf, isCollectionName, type CollectionName } from '#shared/collections.ts';
import {
  collectionFormOf,
  parseCollectionForm,
  readCollectionForm,
  type CollectionForm,
} from '#shared/schemas/collection-schema.ts';
import {
  itemKey,
  parseItemKey,
  type CollectionEntry,
  type CollectionItemContent,
  type Collections,
} from '../content/collections.ts';
import { collectionItemCodec } from '../content/content-codecs.ts';
import { NotFoundError } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import {
  collectionHref,
  collectionItemHref,
  collectionItemProps,
  collectionListProps,
  itemPagePath,
  collectionPagePath,
} from './collection-props.ts';
import { revisionWith, type ItemKind } from './item-kind.ts';
import { itemNotices } from './versioned-items.ts';

// Each of the site's lists (team, testimonials, services…) as an office kind (item-routes.ts runs their
// lifecycle), driven by its definition in shared/collections.ts: an item's fields, and its address for a list
// whose items have pages.

export type ListsOfCollections = Pick<
  Collections,
  'entries' | 'entry' | 'order' | 'nextId' | 'shippedItem' | 'images' | 'photoChoices' | 'refresh'
>;

/** What a list's revision says of its item besides how it is shown. */
interface ItemPublished {
  fields: CollectionItemContent['fields'];
  slug: string | undefined;
}

const published = ({ fields, slug }: { fields: ItemPublished['fields']; slug?: string | undefined }) => ({
  fields,
  slug,
});

function collectionKind(
  collections: ListsOfCollections,
  name: CollectionName,
): ItemKind<CollectionEntry, ItemPublished, CollectionForm> {
  const definition = definitionOf(name);
  return {
    contentKind: 'collection-item',
    key: (id) => itemKey(name, id),
    draftId: (key) => {
      const parsed = parseItemKey(key);
      return parsed?.[0] === name ? parsed[1] : undefined;
    },
    draftForm: collectionItemCodec.draft,
    orderItem: { kind: 'collection-order', key: name },
    order: () => collections.order(name),
    entries: () => collections.entries(name),
    entry: (id) => collections.entry(name, id),
    nextId: (draftIds) => collections.nextId(name, draftIds),
    refresh: () => collections.refresh(),
    listHref: (base) => collectionHref(base, name),
    itemHref: (base, id) => collectionItemHref(base, name, id),
    audit: { prefix: 'collection-item', target: (id) => itemKey(name, id), reordered: 'collection-reordered' },
    log: {
      name: 'list item',
      fields: (id) => ({ item: itemKey(name, id) }),
      orderFields: (id) => ({ list: name, item: id }),
    },
    slugTaken: 'admin:collections.errors.slugTaken',
    published,
    shipped: (id) => {
      const item = collections.shippedItem(name, id);
      return item ? published(item) : undefined;
    },
    revisionOf: revisionWith(collectionItemCodec.published, published),
    slugOf: (item) => item.slug,
    titleOf: ({ fields }, lng) => {
      const title = fields[definition.titleField];
      return typeof title === 'string' ? title : (title?.[lng] ?? '');
    },
    contentOf({ fields, slug }, entry, visibility, asShipped): CollectionItemContent {
      const before = entry ? [...entry.formerSlugs, ...(entry.slug ? [entry.slug] : [])] : [];
      return {
        fields,
        ...(slug ? { slug } : {}),
        visibility,
        formerSlugs: [...new Set(before)].filter((former) => former !== slug),
        ...(entry?.shipped
          ? { basis: { fields: entry.shipped.fields, ...(entry.shipped.slug ? { slug: entry.shipped.slug } : {}) } }
          : {}),
        ...(asShipped ? { asShipped: true } : {}),
      };
    },
    readForm: (req) => readCollectionForm(definition, req.body),
    check(form, publish) {
      const parsed = parseCollectionForm(definition, form, { complete: publish, images: collections.images(name) });
      if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
      return publish ? { ok: true, published: { fields: parsed.fields, slug: parsed.slug } } : { ok: true };
    },
    listPage: (req, listed, query) => ({
      title: req.t(`admin:collections.${name}.title`),
      page: 'collection',
      props: collectionListProps(req.baseUrl, requestLanguage(req), name, listed, query),
    }),
    formOf: (item) => collectionFormOf(definition, item.fields, item.slug),
    newForm: {},
    images: () => collections.images(name),
    publicPath: (item, lng) => (item.slug ? itemPagePath(name, item.slug, lng) : undefined),
    previewPath(draft, entry, lng) {
      // A list with pages: the draft's own page, at the address it will have (checked as for publishing).
      if (definition.pages) {
        const parsed = parseCollectionForm(definition, draft, { complete: true, images: collections.images(name) });
        const slug = (parsed.ok ? parsed.slug : undefined) ?? entry?.slug;
        return slug ? itemPagePath(name, slug, lng) : undefined;
      }
      return collectionPagePath(name, draft, lng);
    },
    shippedChanged: (entry) => entry.outdated,
    itemPage(req, _input, frame) {
      const lng = requestLanguage(req);
      const props = collectionItemProps(frame, { name, lng, photoChoices: collections.photoChoices(lng) });
      const title = props.title
        ? req.t(`admin:collections.${name}.editTitle`, { name: props.title })
        : req.t(`admin:collections.${name}.newTitle`);
      return { title, page: 'collection-item', props };
    },
    notice: itemNotices('collections'),
  };
}

/** Each list's kind, made once; the list of the address's `:name` (NotFoundError for another). */
export function collectionKinds(collections: ListsOfCollections) {
  const kinds = new Map<string, ReturnType<typeof collectionKind>>();
  return (listName: string) => {
    if (!isCollectionName(listName)) throw new NotFoundError();
    let kind = kinds.get(listName);
    if (!kind) kinds.set(listName, (kind = collectionKind(collections, listName)));
    return kind;
  };
}
