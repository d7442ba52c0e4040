import type { PageProps } from '#shared/page-props.ts';
import { createSearchService } from '../services/search-service.ts';
import { normalizeQuery } from '../services/search-terms.ts';
import { productSource, SEARCH_SOURCES } from '../services/search-sources.ts';
import { foundPage, pageMeta, type Loader } from './loader.ts';

// Search results are not indexed (robots.txt keeps crawlers out of /search too).
export const loadSearchPage: Loader<PageProps['search']> = ({ query, t, lng, services }) => {
  const text = normalizeQuery(query.get('query'));
  // The products source is in the page language: product names and descriptions live in data/, not locales/.
  const siteSearch = createSearchService([...SEARCH_SOURCES, productSource(services.products, lng)]);
  const meta = pageMeta(t, 'search');
  return foundPage(undefined, meta, { meta, query: text, results: siteSearch.search(text, t) });
};
