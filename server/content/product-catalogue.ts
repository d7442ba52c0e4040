import type { ProductContent, ProductFields, Visibility } from '#shared/schemas/product-edit-schema.ts';
import type { Product } from '#shared/schemas/product-schema.ts';
import type { Logger } from '../logger.ts';
import { createProductService, type ProductService } from '../services/product-service.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { namedPhotosKey, readShownPhotos, type ShownPhotos } from '../media/shown-photos.ts';
import { serialReload } from './serial-reload.ts';

// The catalogue as the office made it (docs/content.md, "Products"): the products shipped in data/products.json are
// the initial content; each product the office publishes is an item of kind 'product' keyed by its id, whose
// latest revision replaces the shipped one (null: back to the shipped one). A product the office never edited
// follows the file, so a new version of the site brings its changes; an edited one keeps the office's version.
// The order is one more item ('product-order'): the ids in the office's order, the others after them. A product's
// photos name the office's library (kind 'media', docs/photos.md, "Products' photos"): read with the products, and
// again when a photo changes; only a change to a photo a product names drops the kept pages.

export const PRODUCT_ORDER_KEY = 'all';

export interface ProductOrder {
  ids: number[];
}

/** One product as the office sees it: what the site shows of it, and where that came from. */
export interface CatalogueEntry {
  id: number;
  fields: ProductFields;
  visibility: Visibility;
  formerSlugs: readonly string[];
  /** The shipped product; absent for one the office added. */
  shipped?: ProductFields;
  /** The published revision shown (0: never edited, the shipped product), and when it was published. */
  revision: number;
  publishedAt?: Date;
  /** Its fields are the shipped product's (never edited, or reset). */
  asShipped: boolean;
  /** The shipped product the edit was written over, when it differs from today's shipped product. */
  outdatedBasis?: ProductFields;
}

function withoutId(product: Product): ProductFields {
  const { id, ...fields } = product;
  return fields;
}

/** The entries the site shows, in their order: the public catalogue and the addresses that moved. */
function publicCatalogue(entries: readonly CatalogueEntry[]) {
  const shown = entries.filter((entry) => entry.visibility === 'shown');
  const products: Product[] = shown.map((entry) => ({ id: entry.id, ...entry.fields }));
  const current = new Set(products.map((product) => product.slug));
  const redirects = new Map<string, string>();
  for (const entry of shown) {
    for (const slug of entry.formerSlugs) if (!current.has(slug)) redirects.set(slug, entry.fields.slug);
  }
  return { products, redirects };
}

export type ProductCatalogue = Awaited<ReturnType<typeof createProductCatalogue>>;

export async function createProductCatalogue({
  shipped,
  content,
  logger,
}: {
  shipped: readonly Product[];
  content: Pick<ContentStore, 'published' | 'state' | 'onChange'>;
  logger: Pick<Logger, 'error'>;
}) {
  const shippedById = new Map(shipped.map((product) => [product.id, withoutId(product)]));
  let entries: CatalogueEntry[] = [];
  let order: { ids: number[]; revision: number } = { ids: [], revision: 0 };
  let photos: ShownPhotos = new Map();
  let photosKey = '';
  const service = createProductService([]);
  /** The photos the products (any of them, hidden ones too: a preview shows them) name. */
  const namedPhotos = () => entries.flatMap((entry) => (entry.fields.photos ?? []).map((photo) => photo.id));

  function build(published: ReadonlyMap<number, { revision: number; at: Date; value: ProductContent }>, ids: number[]) {
    const built = new Map<number, CatalogueEntry>();
    for (const [id, fields] of shippedById) {
      built.set(id, {
        id,
        fields,
        visibility: 'shown',
        formerSlugs: [],
        shipped: fields,
        revision: 0,
        asShipped: true,
      });
    }
    for (const [id, { revision, at, value }] of published) {
      // Revisions published before prices had a currency read as dollars (content-codecs.ts).
      const { visibility, formerSlugs, basis, asShipped, ...fields } = value;
      const shippedFields = shippedById.get(id);
      const outdated = !asShipped && shippedFields && basis && JSON.stringify(basis) !== JSON.stringify(shippedFields);
      built.set(id, {
        id,
        fields: asShipped && shippedFields ? shippedFields : fields,
        asShipped: Boolean(asShipped && shippedFields),
        visibility,
        formerSlugs,
        ...(shippedFields ? { shipped: shippedFields } : {}),
        revision,
        publishedAt: at,
        ...(outdated ? { outdatedBasis: basis } : {}),
      });
    }
    const placed = ids.filter((id) => built.has(id));
    const placedSet = new Set(placed);
    const rest = [...built.keys()].filter((id) => !placedSet.has(id));
    return [...placed, ...rest].map((id) => built.get(id) as CatalogueEntry);
  }

  // Whether products may have changed since the last reload (else only photos did).
  let productsChanged = true;
  /** Reads the products and photos again; false when only photos no product names changed (pages stay kept). */
  async function reload(): Promise<boolean> {
    const onlyPhotos = !productsChanged;
    productsChanged = false;
    const [items, orderState, shownPhotos] = await Promise.all([
      content.published('product'),
      content.state('product-order', PRODUCT_ORDER_KEY),
      readShownPhotos(content),
    ]);
    const published = new Map<number, { revision: number; at: Date; value: ProductContent }>();
    for (const { key, revision, at, value } of items) {
      const id = Number(key);
      if (!Number.isSafeInteger(id)) continue;
      // Not a product this version reads: the shipped product (if any) shows, as if it were never edited.
      if (value) published.set(id, { revision, at, value });
      else logger.error({ product: key, revision }, 'an edited product cannot be read: the shipped one is shown');
    }
    if (orderState.value === undefined) logger.error("the products' order cannot be read: the shipped order is used");
    const ids = orderState.value?.ids ?? [];
    entries = build(published, ids);
    order = { ids: entries.map((entry) => entry.id), revision: orderState.revision };
    photos = shownPhotos;
    const key = namedPhotosKey(namedPhotos(), photos);
    if (onlyPhotos && key === photosKey) return false;
    photosKey = key;
    const { products, redirects } = publicCatalogue(entries);
    service.replace(products, redirects, photos);
    return true;
  }

  const reloads = serialReload(reload, logger, 'edited products');
  const listeners = new Set<() => void>();
  reloads.onChanged((changed) => changed && listeners.forEach((listener) => listener()));
  const reloadSoon = () => {
    productsChanged = true;
    return reloads.reloadSoon();
  };
  content.onChange(({ kind }) => {
    if (kind === 'product' || kind === 'product-order') void reloadSoon();
    // A photo's change (ready, its texts, its focal point) changes the products that show it.
    if (kind === 'media') void reloads.reloadSoon();
  });
  await reload();

  return {
    /** What the public pages read. */
    service,
    /** Every product, hidden and deleted ones too, in the catalogue's order. */
    entries: (): readonly CatalogueEntry[] => entries,
    entry: (id: number): CatalogueEntry | undefined => entries.find((entry) => entry.id === id),
    /** The ids in the catalogue's order, and the revision of the order item they come from. */
    order: () => order,
    /** An id no product has had: above every shipped and published one (and the drafts of `draftIds`). */
    nextId: (draftIds: readonly number[] = []): number =>
      Math.max(0, ...shippedById.keys(), ...entries.map((entry) => entry.id), ...draftIds) + 1,
    /** The pictures a product may show: those of the shipped catalogue. */
    images: (): string[] => [...new Set(shipped.map((product) => product.image))].sort(),
    shippedFields: (id: number): ProductFields | undefined => shippedById.get(id),
    /** The office's photos a product may show now (ready, described in both languages), by id. */
    shownPhotos: (): ShownPhotos => photos,
    /**
     * The public catalogue with `drafts` (id → fields) in place of the published products, for a preview; a
     * draft of a product not yet published is shown at the end.
     */
    withDrafts(drafts: ReadonlyMap<number, ProductFields>): ProductService {
      const known = new Set(entries.map((entry) => entry.id));
      const previewed: CatalogueEntry[] = entries.map((entry) => {
        const draft = drafts.get(entry.id);
        return draft
          ? { ...entry, fields: draft, visibility: entry.visibility === 'deleted' ? 'deleted' : 'shown' }
          : entry;
      });
      for (const [id, fields] of drafts) {
        if (!known.has(id))
          previewed.push({ id, fields, visibility: 'shown', formerSlugs: [], revision: 0, asShipped: false });
      }
      const { products: shown, redirects } = publicCatalogue(previewed);
      return createProductService(shown, redirects, photos);
    },
    refresh: reloadSoon,
    /** Calls `listener` after each change the public pages show. */
    onChanged: (listener: () => void) => void listeners.add(listener),
  };
}
