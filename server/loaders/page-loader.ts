import type { PageProps } from '#shared/page-props.ts';
import type { PageView } from '#shared/page-view.ts';
import { paths, type PageId } from '#shared/routes.ts';
import { loadCataloguePage } from './catalogue-loader.ts';
import { fixedPageLoader } from './fixed-page-loader.ts';
import type { Loader, LoaderContext } from './loader.ts';
import { loadNotFoundPage } from './not-found-loader.ts';
import { loadProductPage } from './product-loader.ts';
import { loadSearchPage } from './search-loader.ts';
import { loadServicePage } from './service-loader.ts';
import { loadTeamMemberPage } from './team-member-loader.ts';
import { loadVideoPage } from './video-loader.ts';

/** Each page's loader returns the props its component takes (shared/page-props.ts). */
export type PageLoaders = { [P in PageId]: Loader<PageProps[P]> };

export const PAGE_LOADERS = {
  home: fixedPageLoader('home', paths.home()),
  about: fixedPageLoader('about', paths.about()),
  services: fixedPageLoader('services', paths.services()),
  service: loadServicePage,
  productPlan: fixedPageLoader('productPlan', paths.productPlan()),
  catalogue: loadCataloguePage,
  product: loadProductPage,
  contact: fixedPageLoader('contact', paths.contact()),
  search: loadSearchPage,
  video: loadVideoPage,
  teamMember: loadTeamMemberPage,
  // The visitor's own lists: not indexed.
  quote: fixedPageLoader('quote'),
  wishlist: fixedPageLoader('wishlist'),
  compare: fixedPageLoader('compare'),
  notFound: loadNotFoundPage,
} satisfies PageLoaders;

/** The page of a route, loaded: what the renderer prints and the page's component renders. */
export function loadPage<P extends PageId>(page: P, context: LoaderContext): PageView<P> {
  const loaders: PageLoaders = PAGE_LOADERS;
  const load: Loader<PageProps[P]> = loaders[page];
  return { page, ...load(context) };
}
