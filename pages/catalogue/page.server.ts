import { filterCount, readFilters } from '#shared/catalogue-filters.ts';
import { CATALOGUE_PAGE_SIZE } from '#shared/constants.ts';
import { isCatalogueSort } from '#shared/money.ts';
import type { CatalogueProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { findProductGroup, PRODUCT_GROUPS } from '#shared/site.ts';
import { NotFoundError } from '#server/errors.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';
import { languageUrl } from '#server/seo/head-tags.ts';
import { sitePageHead } from '#server/seo/site-page-head.ts';
import { webPageLd } from '#server/seo/structured-data.ts';

/** ?page=N as a number; anything else is page 1 (the service brings it within the pages that exist). */
function pageNumber(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) ? page : 1;
}

const load: Loader<CatalogueProps> = (context) => {
  const { params, query, t, lng, services, priceRate } = context;
  // The category is a path segment (docs/specification.md §2); it must name one of the product groups, else 404.
  const group = params.category === undefined ? undefined : findProductGroup(params.category);
  if (params.category !== undefined && !group) throw new NotFoundError();
  // ?sort=price-asc|price-desc (docs/content.md, "Prices"): also a GET parameter, so the order works without script.
  const sort = query.get('sort');
  // Filters by specification (?diameter=250-320&iadc=6, shared/catalogue-filters.ts): the category's only.
  const filters = readFilters(group?.category, query);
  const catalogue = services.products.page({
    category: group?.category ?? null,
    page: pageNumber(query.get('page')),
    size: CATALOGUE_PAGE_SIZE,
    language: lng,
    sort: isCatalogueSort(sort) ? sort : 'listed',
    rate: priceRate,
    filters,
  });
  const categories = services.products.categories();
  // A group with no products yet is still offered, so the dropdown always shows what is on screen.
  if (group && !categories.includes(group.category)) categories.push(group.category);
  // A category's page keeps its own head: the catalogue's SEO record is the whole catalogue's (docs/content.md, "SEO
  // of the site's pages").
  const meta = group
    ? pageMeta(t, 'catalogueCategory', { category: t(`productGroups.${group.key}.title`) })
    : sitePageHead(context, 'catalogue');
  // Page 2 and later are pages of their own (other products): each is its own canonical. A page in a price order
  // shows the same products in another order: the category's first page in the office's order is its canonical.
  const path = paths.catalogue(group?.category);
  // A filtered list is a link to share, not a page to index: its canonical is the category's list.
  const filtered = filterCount(filters) > 0;
  const canonicalPath =
    catalogue.page > 1 && catalogue.sort === 'listed' && !filtered ? `${path}?page=${catalogue.page}` : path;
  const ld = group ? [] : [webPageLd(context.origin, languageUrl(context.origin, canonicalPath, lng), meta)];
  // The rate the order was worked out with is the one the island shows the prices at.
  const loaded = foundPage(canonicalPath, meta, { catalogue, categories, rate: priceRate }, ld);
  return filtered ? { ...loaded, seo: { ...loaded.seo, noindex: true } } : loaded;
};

export default definePage({
  routes: ['/products', '/products/:category', '/shop'],
  load,
  showsProducts: true,
  sitemap: () => [paths.catalogue(), ...PRODUCT_GROUPS.map((group) => paths.catalogue(group.category))],
});
