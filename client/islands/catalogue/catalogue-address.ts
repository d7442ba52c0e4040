import { catalogueAddress, readFilters, type CatalogueFilters } from '#shared/catalogue-filters.ts';
import type { Language } from '#shared/constants.ts';
import { pagePath } from '#shared/language-link.ts';
import { isCatalogueSort, type CatalogueSort } from '#shared/money.ts';
import { pathsIn } from '#shared/routes.ts';

export interface CatalogueLocation {
  category: string | null;
  page: number;
  sort: CatalogueSort;
  /** The filters by specification (shared/catalogue-filters.ts) of the category. */
  filters: CatalogueFilters;
}

/**
 * /products/, /products/{category}, with its filters, ?sort=… in a price order and ?page=N from page 2 on: also
 * the no-script paging links.
 */
export function catalogueHref({ category, page, sort, filters }: CatalogueLocation, lng: Language): string {
  return catalogueAddress(pathsIn(lng).catalogue(category ?? undefined), { filters, sort, page });
}

// The route table's catalogue addresses (/products/, /products/{category}, /shop), read back when the visitor
// goes back or forward through the addresses the island pushed. Categories are matched case-insensitively.
export function readCatalogueLocation(url: URL, categories: readonly string[]): CatalogueLocation {
  const match = /^\/products\/([^/]+)\/?$/i.exec(pagePath(url.pathname));
  let category: string | null = null;
  if (match?.[1]) {
    const name = safeDecode(match[1]).toLowerCase();
    category = categories.find((known) => known.toLowerCase() === name) ?? null;
  }
  const page = Number(url.searchParams.get('page') ?? '1');
  const sort = url.searchParams.get('sort');
  return {
    category,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: isCatalogueSort(sort) ? sort : 'listed',
    filters: readFilters(category, url.searchParams),
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
