import type { Language } from '#shared/constants.ts';
import { sortProducts, type CatalogueSort, type PriceRate } from '#shared/money.ts';
import type { Product } from '#shared/schemas/product-schema.ts';
import type { CatalogueProduct, CataloguePageData } from '#shared/catalogue.ts';
import {
  facetsOf,
  filterKeysOf,
  meetsFilters,
  type CatalogueFilters,
  type FilterKeys,
} from '#shared/catalogue-filters.ts';
import type { CollectionItem } from '#shared/collections.ts';
import { mediaRefId, pagePhoto } from '#shared/media-library.ts';
import { richTextPlain, type RichText } from '#shared/rich-text.ts';
import { parseMarkup } from '../content/markup.ts';
import { plainFileOf, productPhotosIn, type ShownPhotos } from '../media/shown-photos.ts';

export interface ProductListQuery {
  /** A category name, compared case-insensitively; undefined or null for every product. */
  category?: string | null;
  language: Language;
}

export interface ProductPageQuery extends ProductListQuery {
  /** 1-based; anything outside 1..pageCount (or not a number) is brought inside. */
  page: number;
  size: number;
  /** The order (default: the office's), by the price charged compared with `rate` (null: no rate today). */
  sort?: CatalogueSort;
  rate?: PriceRate | null;
  /** The filters by specification asked for (shared/catalogue-filters.ts); none: the whole category. */
  filters?: CatalogueFilters;
}

/** Old address → current address, for products whose address the office changed (301, products-routes.ts). */
export type SlugRedirects = ReadonlyMap<string, string>;

/**
 * The catalogue in the visitor's language. Plain data in and out. The products are the shipped ones with the
 * office's published edits (content/product-catalogue.ts), swapped whole by `replace` when the office publishes;
 * each product is put in each language once per set, not per request.
 */
export function createProductService(
  initial: readonly Product[],
  initialRedirects: SlugRedirects = new Map(),
  initialPhotos: ShownPhotos = new Map(),
) {
  let products: readonly Product[] = [];
  let photos: ShownPhotos = new Map();
  let categories: string[] = [];
  let bySlug = new Map<string, Product>();
  // Each product's values for its category's filters, worked out with the set (not per request).
  let filterKeys = new Map<Product, FilterKeys>();
  let redirects: SlugRedirects = new Map();
  let localized = new Map<Language, Map<Product, CatalogueProduct>>();
  let carded = new Map<Language, Map<Product, CatalogueProduct>>();
  let version = 0;
  // Each selection in each price order, sorted once per catalogue version and rate (not per request): the rate
  // changes at most daily, so only its orders are kept.
  let sorted = new Map<string, { products: readonly Product[]; isSorted: boolean }>();
  let sortedAtRate: number | null = null;

  /** The products, their old addresses, and the office's photos they may show (docs/photos.md, "Products' photos"). */
  function replace(
    next: readonly Product[],
    nextRedirects: SlugRedirects = new Map(),
    nextPhotos: ShownPhotos = new Map(),
  ): void {
    products = next;
    photos = nextPhotos;
    // docs/specification.md §2: the dropdown offers "each distinct category of the products", in the order they
    // first appear.
    categories = [...new Set(products.map((product) => product.category))];
    bySlug = new Map(products.map((product) => [product.slug, product]));
    filterKeys = new Map(products.map((product) => [product, filterKeysOf(product)]));
    redirects = nextRedirects;
    localized = new Map();
    carded = new Map();
    sorted = new Map();
    version += 1;
  }
  replace(initial, initialRedirects, initialPhotos);

  /** Made once per product, language and set: `made` caches it in `cache`. */
  function once(
    cache: Map<Language, Map<Product, CatalogueProduct>>,
    product: Product,
    language: Language,
    made: () => CatalogueProduct,
  ): CatalogueProduct {
    let forLanguage = cache.get(language);
    if (!forLanguage) cache.set(language, (forLanguage = new Map()));
    let done = forLanguage.get(product);
    if (!done) {
      done = made();
      forLanguage.set(product, done);
    }
    return done;
  }
  const localize = (product: Product, language: Language): CatalogueProduct =>
    once(localized, product, language, () => localizeProduct(product, language, photos));
  /** As a card and the saved lists show it: the main photo only (the catalogue's island gets no gallery). */
  const card = (product: Product, language: Language): CatalogueProduct =>
    once(carded, product, language, () => {
      const shown = { ...localize(product, language) };
      delete shown.gallery;
      return shown;
    });

  /** The category spelled as in the data, whatever the case the visitor used; undefined if unknown. */
  function findCategory(name: string): string | undefined {
    const wanted = name.trim().toLowerCase();
    return categories.find((category) => category.toLowerCase() === wanted);
  }

  function select(category: string | null | undefined): readonly Product[] {
    if (category === undefined || category === null) return products;
    const known = findCategory(category);
    return known === undefined ? [] : products.filter((product) => product.category === known);
  }

  function selectSorted(category: string | null | undefined, sort: CatalogueSort, rate: PriceRate | null) {
    if (sort === 'listed') return { products: select(category), isSorted: true };
    const atRate = rate?.mntPerUsd ?? null;
    if (atRate !== sortedAtRate) {
      sorted = new Map();
      sortedAtRate = atRate;
    }
    const key = `${sort}\n${category === undefined || category === null ? '' : (findCategory(category) ?? '?')}`;
    let done = sorted.get(key);
    if (!done) {
      done = sortProducts(select(category), sort, rate);
      sorted.set(key, done);
    }
    return done;
  }

  return {
    replace,
    /** Changes with every `replace`: what is built from the products (answers, the sitemap) is built again. */
    version: (): number => version,
    categories: (): string[] => [...categories],
    findCategory,
    /** Every product slug, for the sitemap. */
    slugs: (): string[] => products.map((product) => product.slug),

    /** The products of a category (an unknown one has none), or all of them. */
    list({ category, language }: ProductListQuery): CatalogueProduct[] {
      return select(category).map((product) => card(product, language));
    },

    findBySlug(slug: string, language: Language): CatalogueProduct | undefined {
      const product = bySlug.get(slug.trim().toLowerCase());
      return product && localize(product, language);
    },

    /** The SEO fields and share picture of the product at `slug`, in `language`. */
    seoOf(slug: string, language: Language): Pick<CollectionItem, 'fields' | 'photos'> | undefined {
      const product = bySlug.get(slug.trim().toLowerCase());
      return product && seoOf(product, language, photos);
    },

    /** The current address of a product that had `slug` before; undefined when none did. */
    redirectFor: (slug: string): string | undefined => redirects.get(slug.trim().toLowerCase()),

    page({
      category,
      page,
      size,
      language,
      sort = 'listed',
      rate = null,
      filters = {},
    }: ProductPageQuery): CataloguePageData {
      const { products: inCategory, isSorted } = selectSorted(category, sort, rate);
      const keysOf = (product: Product) => filterKeys.get(product) ?? {};
      const filtered = Object.keys(filters).length > 0;
      const selected = filtered ? inCategory.filter((product) => meetsFilters(keysOf(product), filters)) : inCategory;
      const known = category ? (findCategory(category) ?? category) : null;
      const pageCount = Math.max(1, Math.ceil(selected.length / size));
      const current = Number.isInteger(page) ? Math.min(Math.max(page, 1), pageCount) : 1;
      return {
        products: selected.slice((current - 1) * size, current * size).map((product) => card(product, language)),
        category: known,
        page: current,
        pageCount,
        total: selected.length,
        sort,
        isSorted,
        filters,
        facets: facetsOf(known, inCategory, keysOf, filters),
      };
    },
  };
}

/** One paragraph of words alone needs no tree: the plain text says it all (and /api/products stays small). */
const isPlainParagraph = (doc: RichText) => {
  const [first] = doc;
  return doc.length === 1 && first !== undefined && 'p' in first && first.p.every((node) => 'text' in node);
};

/** A product's SEO fields in `language` and its share picture, for its page's head (server/seo/item-head.ts). */
function seoOf(product: Product, language: Language, shown: ShownPhotos): Pick<CollectionItem, 'fields' | 'photos'> {
  const record = shown.get(mediaRefId(product.shareImage ?? '') ?? '');
  return {
    fields: {
      seoTitle: product.seoTitle?.[language] ?? '',
      seoDescription: product.seoDescription?.[language] ?? '',
    },
    ...(record ? { photos: { shareImage: pagePhoto(record, language) } } : {}),
  };
}

function localizeProduct(product: Product, language: Language, shown: ShownPhotos): CatalogueProduct {
  // The SEO fields are the page head's (seoOf), not the catalogue's: /api/products keeps its shape.
  const { name, description, specs, photos, seoTitle, seoDescription, shareImage, equipmentType, ...rest } = product;
  // The description is the office's markup (docs/content.md, "The office's markup": paragraphs, lists, links, bold).
  const doc = parseMarkup(description[language]);
  // The first photo that can be shown is the main one; with none, the shipped drawing stays the picture.
  const [photo, ...gallery] = productPhotosIn(photos, shown, language);
  return {
    ...rest,
    ...(photo ? { image: plainFileOf(photo), photo } : {}),
    ...(gallery.length > 0 ? { gallery } : {}),
    name: name[language],
    ...(equipmentType ? { equipmentType: equipmentType[language] } : {}),
    description: richTextPlain(doc),
    ...(isPlainParagraph(doc) ? {} : { descriptionDoc: doc }),
    ...(specs ? { specs: specs.map((row) => ({ label: row.label[language], value: row.value[language] })) } : {}),
  };
}

export type ProductService = ReturnType<typeof createProductService>;
