import type { CatalogueFilters, Facet } from './catalogue-filters.ts';
import type { PagePhoto } from './media-library.ts';
import type { CatalogueSort } from './money.ts';
import type { RichText } from './rich-text.ts';
import type { Product } from './schemas/product-schema.ts';

/** A product as pages, islands and GET /api/products see it: its texts in one language. */
export type CatalogueProduct = Omit<Product, 'name' | 'description' | 'specs' | 'photos' | 'equipmentType'> & {
  name: string;
  /** A piece of equipment's type (product-specs.ts), in this language. */
  equipmentType?: string;
  /** The main photo the office uploaded, when one can be shown (`image` is then a plain WebP file of it; else
   *  the shipped drawing, as it always was). docs/photos.md, "Products' photos". */
  photo?: PagePhoto;
  /** The product's other photos, in order: its own page's gallery (cards and lists show the main photo only, so
   *  the catalogue's island is not given them). */
  gallery?: PagePhoto[];
  /** The description's words without markup (cards, meta tags, search, JSON-LD). */
  description: string;
  /** The description with its paragraphs, lists, bold and links, when it has more than one plain paragraph. */
  descriptionDoc?: RichText;
  specs?: Array<{ label: string; value: string }>;
};

/** One page of the catalogue: what the catalogue page renders and its island starts from. */
export interface CataloguePageData {
  /** The products of this page (at most CATALOGUE_PAGE_SIZE). */
  products: CatalogueProduct[];
  /** The category shown; null for all products (docs/specification.md §9: default category 'All'). */
  category: string | null;
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
  /** Products in the category (all pages). */
  total: number;
  /** The order asked for (?sort=…); 'listed', the office's order, when none. */
  sort: CatalogueSort;
  /**
   * False when a price order was asked for and could not be applied: without the day's rate, prices in ₮ and $
   * cannot be compared (shared/money.ts sortProducts), so the products stay in the office's order.
   */
  isSorted: boolean;
  /** The filters by specification asked for (catalogue-filters.ts), and the category's filters with their counts. */
  filters: CatalogueFilters;
  facets: Facet[];
}

// Every catalogue artwork is drawn on an 800 × 600 canvas (public/images/catalogue/*.svg).
export const CATALOGUE_IMAGE_SIZE = { width: 800, height: 600 } as const;
