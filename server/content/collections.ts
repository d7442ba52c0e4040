import {
  COLLECTION_NAMES,
  COLLECTIONS,
  definitionOf,
  withEveryField,
  type CollectionFields,
  type CollectionItem,
  type CollectionName,
} from '#shared/collections.ts';
import type { Language } from '#shared/constants.ts';
import {
  isPublishable,
  mediaFileHref,
  mediaRef,
  mediaRefId,
  pagePhoto,
  type MediaRecord,
  type PagePhoto,
} from '#shared/media-library.ts';
import { richTextPlain, type RichText } from '#shared/rich-text.ts';
import type { Visibility } from '#shared/schemas/product-edit-schema.ts';
import type { Logger } from '../logger.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { photoChoicesOf } from '../media/shown-photos.ts';
import { parseMarkup } from './markup.ts';
import { serialReload } from './serial-reload.ts';
import type { ShippedItem } from './shipped-collections.ts';

// The site's lists as the office made them (docs/content.md, "Lists"), the way the catalogue is made
// (product-catalogue.ts): the shipped items (shipped-collections.ts) are the initial content; each item the office
// publishes is an item of kind 'collection-item' keyed `<list>/<id>`, whose latest revision replaces the shipped
// one; each list's order is an item of kind 'collection-order' keyed by the list.

/** A published revision of a list's item. */
export interface CollectionItemContent {
  fields: CollectionFields;
  /** Its address, for a list whose items have pages. */
  slug?: string;
  visibility: Visibility;
  /** Addresses it had before: each answers 301 to the current one. */
  formerSlugs: string[];
  /** The shipped item this revision was written over. */
  basis?: { fields: CollectionFields; slug?: string };
  /** Back to the shipped item: the site shows today's shipped fields, with this visibility and these old addresses. */
  asShipped?: true;
}

export interface CollectionEntry {
  id: number;
  fields: CollectionFields;
  slug?: string;
  visibility: Visibility;
  formerSlugs: readonly string[];
  shipped?: ShippedItem;
  /** The published revision shown; 0 for a shipped item never edited. When it was published. */
  revision: number;
  publishedAt?: Date;
  asShipped: boolean;
  /** Edited over a shipped item that a later version of the site changed. */
  outdated: boolean;
}

export const itemKey = (name: CollectionName, id: number) => `${name}/${id}`;

/** `testimonials/3` → ['testimonials', 3]; undefined for another key. */
export function parseItemKey(key: string): [CollectionName, number] | undefined {
  const [name = '', id = ''] = key.split('/');
  const number = Number(id);
  const known = COLLECTION_NAMES.find((candidate) => candidate === name);
  return known && Number.isSafeInteger(number) && number > 0 ? [known, number] : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A shipped item the office never edited. */
const shippedEntry = (item: ShippedItem): CollectionEntry => ({
  id: item.id,
  fields: item.fields,
  ...(item.slug ? { slug: item.slug } : {}),
  visibility: 'shown',
  formerSlugs: [],
  shipped: item,
  revision: 0,
  asShipped: true,
  outdated: false,
});

/** The office's photos a page may show (docs/photos.md, "In the lists"): ready, described in both languages; by id. */
export type ShownPhotos = ReadonlyMap<string, MediaRecord>;
const NO_PHOTOS: ShownPhotos = new Map();

/** A file of a photo for a plain <img> (a WebP, or its SVG): the one nearest `width` wide from below. */
function plainFileOf(record: MediaRecord, width = 960): string {
  const files = record.variants.filter((variant) => variant.format !== 'avif').sort((a, b) => a.width - b.width);
  const file = files.filter((variant) => variant.width <= width).pop() ?? files[0];
  return file ? mediaFileHref(file.name) : '';
}

/** An entry in one language, as pages print it. An image field naming an uploaded photo gets it in `photos`
 *  (and a plain file of it as its value); one naming a photo that cannot be shown falls back to the shipped
 *  drawing. */
function localize(
  name: CollectionName,
  entry: CollectionEntry,
  lng: Language,
  shownPhotos: ShownPhotos,
): CollectionItem {
  const fields: Record<string, string> = {};
  const docs: Record<string, RichText> = {};
  const photos: Record<string, PagePhoto> = {};
  for (const field of COLLECTIONS[name].fields) {
    const value = entry.fields[field.name] ?? '';
    const text = typeof value === 'string' ? value : value[lng];
    const photoId = field.kind === 'image' ? mediaRefId(text) : undefined;
    if (photoId !== undefined) {
      const record = shownPhotos.get(photoId);
      const shipped = entry.shipped?.fields[field.name];
      if (record) photos[field.name] = pagePhoto(record, lng);
      fields[field.name] = record ? plainFileOf(record) : typeof shipped === 'string' ? shipped : '';
    } else if (field.kind === 'markup') {
      const doc = parseMarkup(text);
      docs[field.name] = doc;
      fields[field.name] = richTextPlain(doc);
    } else fields[field.name] = text;
  }
  const withPhotos = Object.keys(photos).length > 0 ? { photos } : {};
  return { id: entry.id, ...(entry.slug ? { slug: entry.slug } : {}), fields, docs, ...withPhotos };
}

/** What the pages read of the lists: the items shown, in one language, and the addresses of those with pages. */
export interface CollectionView {
  /** Changes with every publish: what is built from the lists (the sitemap) is built again. */
  version(): number;
  items(name: CollectionName, lng: Language): readonly CollectionItem[];
  findBySlug(name: CollectionName, slug: string, lng: Language): CollectionItem | undefined;
  /** The current address of an item that had `slug` before. */
  redirectFor(name: CollectionName, slug: string): string | undefined;
  slugs(name: CollectionName): string[];
}

/** A view of `entries` (by list, in order): the shown ones, localized once per language. */
function viewOf(
  entries: ReadonlyMap<CollectionName, readonly CollectionEntry[]>,
  version: number,
  shownPhotos: ShownPhotos = NO_PHOTOS,
): CollectionView {
  const localized = new Map<string, readonly CollectionItem[]>();
  const shown = (name: CollectionName) => (entries.get(name) ?? []).filter((entry) => entry.visibility === 'shown');
  const items = (name: CollectionName, lng: Language) => {
    const key = `${name} ${lng}`;
    let list = localized.get(key);
    if (!list) {
      list = shown(name).map((entry) => localize(name, entry, lng, shownPhotos));
      localized.set(key, list);
    }
    return list;
  };
  return {
    version: () => version,
    items,
    findBySlug: (name, slug, lng) => items(name, lng).find((item) => item.slug === slug.trim().toLowerCase()),
    redirectFor(name, slug) {
      const wanted = slug.trim().toLowerCase();
      const current = shown(name);
      if (current.some((entry) => entry.slug === wanted)) return undefined;
      return current.find((entry) => entry.formerSlugs.includes(wanted))?.slug;
    },
    slugs: (name) => shown(name).flatMap((entry) => (entry.slug ? [entry.slug] : [])),
  };
}

/** The lists as shipped, with no office edits: for a server part tested without the content store. */
export function shippedCollectionsView(shipped: Record<CollectionName, readonly ShippedItem[]>): CollectionView {
  const entries = new Map<CollectionName, CollectionEntry[]>(
    COLLECTION_NAMES.map((name) => [name, shipped[name].map(shippedEntry)]),
  );
  return viewOf(entries, 0);
}

export type Collections = Awaited<ReturnType<typeof createCollections>>;

export async function createCollections({
  shipped,
  images,
  content,
  logger,
}: {
  shipped: Record<CollectionName, readonly ShippedItem[]>;
  /** The pictures each list's image fields may take. */
  images: Record<CollectionName, readonly string[]>;
  content: Pick<ContentStore, 'published' | 'state' | 'onChange'>;
  logger: Pick<Logger, 'error'>;
}) {
  let entries = new Map<CollectionName, CollectionEntry[]>();
  let photos: ShownPhotos = NO_PHOTOS;
  const orders = new Map<CollectionName, { ids: number[]; revision: number }>();
  let version = 0;
  let view = viewOf(entries, version);

  function build(
    name: CollectionName,
    published: ReadonlyMap<number, { revision: number; at: Date; value: CollectionItemContent }>,
    ids: readonly number[],
  ): CollectionEntry[] {
    const built = new Map<number, CollectionEntry>();
    for (const item of shipped[name]) built.set(item.id, shippedEntry(item));
    for (const [id, { revision, at, value }] of published) {
      const original = shipped[name].find((item) => item.id === id);
      const asShipped = Boolean(value.asShipped && original);
      const stored = { ...value, fields: withEveryField(definitionOf(name), value.fields) };
      const source = asShipped && original ? original : stored;
      const basis = value.basis && { ...value.basis, fields: withEveryField(definitionOf(name), value.basis.fields) };
      built.set(id, {
        id,
        fields: source.fields,
        ...(source.slug ? { slug: source.slug } : {}),
        visibility: value.visibility,
        formerSlugs: value.formerSlugs,
        ...(original ? { shipped: original } : {}),
        revision,
        publishedAt: at,
        asShipped,
        outdated: Boolean(
          !asShipped && original && basis && !same(basis, { fields: original.fields, slug: original.slug }),
        ),
      });
    }
    const placed = ids.filter((id) => built.has(id));
    const rest = [...built.keys()].filter((id) => !placed.includes(id));
    return [...placed, ...rest].map((id) => built.get(id) as CollectionEntry);
  }

  /** The photos the lists may show now. */
  async function shownPhotos(): Promise<ShownPhotos> {
    const records = (await content.published('media')).flatMap(({ value }) =>
      value && isPublishable(value) ? [value] : [],
    );
    return new Map(records.map((record) => [record.id, record]));
  }

  /** The photos a list's entries name. */
  const photosNamed = (list: readonly CollectionEntry[]) =>
    list.flatMap((entry) =>
      Object.values(entry.fields).flatMap((value) => {
        const id = typeof value === 'string' ? mediaRefId(value) : undefined;
        return id ? [id] : [];
      }),
    );

  /** Reads the lists again; the names of those whose items, their states, their order or their photos changed. */
  async function reload(): Promise<CollectionName[]> {
    const before = photos;
    photos = await shownPhotos();
    const photoChanged = (id: string) => !same(before.get(id), photos.get(id));
    const items = await content.published('collection-item');
    const byList = new Map<CollectionName, Map<number, { revision: number; at: Date; value: CollectionItemContent }>>();
    for (const { key, revision, at, value } of items) {
      const parsed = parseItemKey(key);
      if (!parsed) continue;
      // Not an item this version reads: the shipped item (if any) shows, as if it were never edited.
      if (!value) {
        logger.error({ item: key, revision }, 'an edited list item cannot be read: the shipped one is shown');
        continue;
      }
      const [name, id] = parsed;
      if (!byList.has(name)) byList.set(name, new Map());
      byList.get(name)?.set(id, { revision, at, value });
    }
    const next = new Map<CollectionName, CollectionEntry[]>();
    const changed: CollectionName[] = [];
    for (const name of COLLECTION_NAMES) {
      const order = await content.state('collection-order', name);
      if (order.value === undefined)
        logger.error({ list: name }, "a list's order cannot be read: the shipped order is used");
      const list = build(name, byList.get(name) ?? new Map(), order.value?.ids ?? []);
      next.set(name, list);
      orders.set(name, { ids: list.map((entry) => entry.id), revision: order.revision });
      if (!same(list, entries.get(name) ?? []) || photosNamed(list).some(photoChanged)) changed.push(name);
    }
    entries = next;
    version += 1;
    view = viewOf(entries, version, photos);
    return changed;
  }

  const { reloadSoon, onChanged } = serialReload(reload, logger, 'edited lists');
  content.onChange(({ kind }) => {
    // A photo's change (ready, its texts, its focal point) changes the lists that show it.
    if (kind === 'collection-item' || kind === 'collection-order' || kind === 'media') void reloadSoon();
  });
  await reload();

  return {
    /** What the pages read (the latest published lists). */
    view: (): CollectionView => view,
    /** Every item of the list, hidden and deleted ones too, in order. */
    entries: (name: CollectionName): readonly CollectionEntry[] => entries.get(name) ?? [],
    entry: (name: CollectionName, id: number) => entries.get(name)?.find((entry) => entry.id === id),
    order: (name: CollectionName) => orders.get(name) ?? { ids: [], revision: 0 },
    /** An id no item of the list has had (nor the drafts of `draftIds`). */
    nextId: (name: CollectionName, draftIds: readonly number[] = []) =>
      Math.max(0, ...shipped[name].map((item) => item.id), ...(entries.get(name) ?? []).map((e) => e.id), ...draftIds) +
      1,
    shippedItem: (name: CollectionName, id: number) => shipped[name].find((item) => item.id === id),
    /** What an image field may name: the list's shipped drawings, then every photo that may be shown. */
    images: (name: CollectionName): readonly string[] => [...images[name], ...[...photos.keys()].map(mediaRef)],
    /** The office's choice of a photo: what it shows (in `lng`) and a small file of it, by field value. */
    photoChoices: (lng: Language) => photoChoicesOf(photos, lng),
    /** The lists with `drafts` (key → fields and address) in place of what is published, for a preview. */
    withDrafts(drafts: ReadonlyMap<string, { fields: CollectionFields; slug?: string }>): CollectionView {
      const previewed = new Map<CollectionName, CollectionEntry[]>();
      for (const name of COLLECTION_NAMES) {
        const list = (entries.get(name) ?? []).map((entry) => {
          const draft = drafts.get(itemKey(name, entry.id));
          return draft ? { ...entry, fields: draft.fields, ...(draft.slug ? { slug: draft.slug } : {}) } : entry;
        });
        for (const [key, draft] of drafts) {
          const parsed = parseItemKey(key);
          if (!parsed || parsed[0] !== name || list.some((entry) => entry.id === parsed[1])) continue;
          list.push({
            id: parsed[1],
            fields: draft.fields,
            ...(draft.slug ? { slug: draft.slug } : {}),
            visibility: 'shown',
            formerSlugs: [],
            revision: 0,
            asShipped: false,
            outdated: false,
          });
        }
        previewed.set(name, list);
      }
      return viewOf(previewed, -version, photos);
    },
    refresh: reloadSoon,
    onChanged,
  };
}
