import type { Language } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/product-schema.ts';
import type { CatalogueProduct, CataloguePageData } from '#shared/catalogue.ts';

export interface ProductListQuery {
  /** A category name, compared case-insensitively; undefined or null for every product. */
  category?: string | null;
  language: Language;
}

export interface ProductPageQuery extends ProductListQuery {
  /** 1-based; anything outside 1..pageCount (or not a number) is brought inside. */
  page: number;
  size: number;
}

/** The catalogue in the visitor's language. Plain data in and out; the products are read once at start-up. */
export function createProductService(products: readonly Product[]) {
  // docs/specification.md §2: the dropdown offers "each distinct category of the products", in the order they first
  // appear.
  const categories = [...new Set(products.map((product) => product.category))];
  const bySlug = new Map(products.map((product) => [product.slug, product]));

  const localize = (product: Product, language: Language): CatalogueProduct => ({
    id: product.id,
    slug: product.slug,
    name: product.name[language],
    description: product.description[language],
    image: product.image,
    category: product.category,
    length: product.length,
    diameter: product.diameter,
    length1: product.length1,
    price: product.price,
    discount: product.discount,
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

  return {
    categories: (): string[] => [...categories],
    findCategory,
    /** Every product slug, for the sitemap. */
    slugs: (): string[] => products.map((product) => product.slug),

    /** The products of a category (an unknown one has none), or all of them. */
    list({ category, language }: ProductListQuery): CatalogueProduct[] {
      return select(category).map((product) => localize(product, language));
    },

    findBySlug(slug: string, language: Language): CatalogueProduct | undefined {
      const product = bySlug.get(slug.trim().toLowerCase());
      return product && localize(product, language);
    },

    page({ category, page, size, language }: ProductPageQuery): CataloguePageData {
      const selected = select(category);
      const pageCount = Math.max(1, Math.ceil(selected.length / size));
      const current = Number.isInteger(page) ? Math.min(Math.max(page, 1), pageCount) : 1;
      return {
        products: selected.slice((current - 1) * size, current * size).map((product) => localize(product, language)),
        category: category ? (findCategory(category) ?? category) : null,
        page: current,
        pageCount,
        total: selected.length,
      };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
