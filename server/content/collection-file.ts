import { z } from 'zod/mini';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '#shared/collections.ts';
import { collectionFormOf, parseCollectionForm } from '#shared/schemas/collection-schema.ts';
import { VISIBILITY } from '#shared/schemas/product-edit-schema.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { itemKey, type CollectionItemContent, type Collections } from './collections.ts';

// The site's lists in the content file (content-file.ts, docs/content.md, "The content file"): every item of each list
// as the site shows it (edited or not), with its state and old addresses, in the list's order. An import checks each
// item as a publish would and publishes those that differ; a list or an item the file leaves out stays as it is.

const MAX_FORMER_SLUGS = 100;

const itemSchema = z.object({
  id: z.number(),
  value: z.object({
    fields: z.record(z.string(), z.union([z.string(), z.object({ mn: z.string(), en: z.string() })])),
    slug: z.optional(z.string()),
    visibility: z.enum(VISIBILITY),
    formerSlugs: z.array(z.string()).check(z.maxLength(MAX_FORMER_SLUGS)),
  }),
});

/** The lists part of the file: list name → its items. */
export const collectionsFileSchema = z.optional(z.record(z.string(), z.array(itemSchema)));
export type CollectionsFile = NonNullable<z.infer<typeof collectionsFileSchema>>;

type ListStore = Pick<Collections, 'entries' | 'images'>;

/** Every list's items as the site shows them. */
export function exportCollections(collections: ListStore): CollectionsFile {
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [
      name,
      collections.entries(name).map((entry) => ({
        id: entry.id,
        value: {
          fields: entry.fields,
          ...(entry.slug ? { slug: entry.slug } : {}),
          visibility: entry.visibility,
          formerSlugs: [...entry.formerSlugs],
        },
      })),
    ]),
  );
}

interface Report {
  published: string[];
  unchanged: string[];
  skipped: Array<{ id: string; reason: 'unknown' | 'invalid' | 'stale' }>;
}

/** Publishes each item of the file that differs from what the site shows, then each list's order when it differs. */
export async function importCollections(
  lists: CollectionsFile,
  { content, collections, by, now }: { content: ContentStore; collections: ListStore; by: string; now: Date },
  report: Report,
): Promise<void> {
  for (const [name, items] of Object.entries(lists)) {
    const known = COLLECTION_NAMES.find((candidate) => candidate === name);
    if (!known) {
      report.skipped.push({ id: `lists/${name}`, reason: 'unknown' });
      continue;
    }
    await importList(known, items, { content, collections, by, now }, report);
  }
}

async function importList(
  name: CollectionName,
  items: CollectionsFile[string],
  { content, collections, by, now }: { content: ContentStore; collections: ListStore; by: string; now: Date },
  report: Report,
): Promise<void> {
  const definition = COLLECTIONS[name];
  const current = new Map(collections.entries(name).map((entry) => [entry.id, entry]));
  const ids: number[] = [];
  for (const { id, value } of items) {
    const key = itemKey(name, id);
    // Checked as the office's form checks a publish: the file cannot bring what the form would refuse.
    const form = collectionFormOf(definition, value.fields, value.slug);
    const parsed = parseCollectionForm(definition, form, { complete: true, images: collections.images(name) });
    if (!Number.isSafeInteger(id) || id <= 0 || !parsed.ok) {
      report.skipped.push({ id: key, reason: 'invalid' });
      continue;
    }
    ids.push(id);
    const entry = current.get(id);
    const comparable = {
      fields: parsed.fields,
      ...(parsed.slug ? { slug: parsed.slug } : {}),
      visibility: value.visibility,
      formerSlugs: value.formerSlugs,
    };
    const shown = entry && {
      fields: entry.fields,
      ...(entry.slug ? { slug: entry.slug } : {}),
      visibility: entry.visibility,
      formerSlugs: [...entry.formerSlugs],
    };
    if (shown && JSON.stringify(shown) === JSON.stringify(comparable)) {
      report.unchanged.push(key);
      continue;
    }
    const incoming: CollectionItemContent = {
      ...comparable,
      ...(entry?.shipped
        ? { basis: { fields: entry.shipped.fields, ...(entry.shipped.slug ? { slug: entry.shipped.slug } : {}) } }
        : {}),
    };
    const state = await content.state('collection-item', key);
    const revision = await content.publish('collection-item', key, incoming, state.revision, by, now);
    if (revision === undefined) report.skipped.push({ id: key, reason: 'stale' });
    else report.published.push(key);
  }
  const order = await content.state('collection-order', name);
  const shownOrder = collections.entries(name).map((entry) => entry.id);
  if (ids.length === 0 || JSON.stringify(shownOrder.slice(0, ids.length)) === JSON.stringify(ids)) return;
  const revision = await content.publish('collection-order', name, { ids }, order.revision, by, now);
  if (revision === undefined) report.skipped.push({ id: `collection-order/${name}`, reason: 'stale' });
  else report.published.push(`collection-order/${name}`);
}
