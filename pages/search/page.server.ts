import type { SearchProps } from './page.tsx';
import { createSearchService } from '#server/services/search-service.ts';
import { normalizeQuery } from '#server/services/search-terms.ts';
import { productSource, SEARCH_SOURCES } from '#server/services/search-sources.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

// Search results are not indexed (robots.txt keeps crawlers out of /search too).
const load: Loader<SearchProps> = ({ query, t, lng, services }) => {
  const text = normalizeQuery(query.get('query'));
  // The products source is in the page language: product names and descriptions live in data/, not locales/.
  const siteSearch = createSearchService([...SEARCH_SOURCES, productSource(services.products, lng)]);
  const meta = pageMeta(t, 'search');
  return foundPage(undefined, meta, { meta, query: text, results: siteSearch.search(text, t) });
};

export default definePage({
  routes: ['/search'],
  load,
  showsProducts: true,
});
