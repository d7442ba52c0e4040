import type { SearchProps } from './page.tsx';
import { createSearchService } from '#server/services/search-service.ts';
import { normalizeQuery } from '#server/services/search-terms.ts';
import {
  memberSource,
  planSource,
  productSource,
  SEARCH_SOURCES,
  serviceSource,
} from '#server/services/search-sources.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';
import { sitePageHead } from '#server/seo/site-page-head.ts';

// Search results are not indexed (robots.txt keeps crawlers out of /search too).
const load: Loader<SearchProps> = (context) => {
  const { query, t, lng, services } = context;
  const text = normalizeQuery(query.get('query'));
  // The services and products sources are in the page language: the office's lists and catalogue, not locales/.
  const siteSearch = createSearchService([
    serviceSource(services.lists, lng),
    ...SEARCH_SOURCES,
    planSource(services.lists, lng),
    productSource(services.products, lng),
    memberSource(services.lists, lng),
  ]);
  const meta = pageMeta(t, 'search');
  return foundPage(undefined, sitePageHead(context, 'search', meta), {
    meta,
    query: text,
    results: siteSearch.search(text, t),
  });
};

export default definePage({
  routes: ['/search'],
  load,
  showsProducts: true,
});
