import type { PageModule } from '#server/loaders/loader.ts';
import about from './about/page.server.ts';
import catalogue from './catalogue/page.server.ts';
import compare from './compare/page.server.ts';
import contact from './contact/page.server.ts';
import home from './home/page.server.ts';
import newsletter from './newsletter/page.server.ts';
import notFound from './not-found/page.server.ts';
import product from './product/page.server.ts';
import privacy from './privacy/page.server.ts';
import productPlan from './product-plan/page.server.ts';
import quote from './quote/page.server.ts';
import quotation from './quotation/page.server.ts';
import search from './search/page.server.ts';
import service from './service/page.server.ts';
import services from './services/page.server.ts';
import teamMember from './team-member/page.server.ts';
import video from './video/page.server.ts';
import wishlist from './wishlist/page.server.ts';

// Every page of the site (docs/specification.md §2), by id: the server halves of the page modules. The route
// table, the loaders and the sitemap (in this order) follow from it; pages/pages.tsx lists their
// components under the same ids. Server-only: the SSR entry and the browser never import it.
export const PAGE_MODULES = {
  home,
  about,
  services,
  service,
  video,
  productPlan,
  catalogue,
  product,
  teamMember,
  contact,
  search,
  quote,
  wishlist,
  compare,
  privacy,
  newsletter,
  quotation,
  notFound,
};

export type PageId = keyof typeof PAGE_MODULES;

/** The props a page's loader gives its component. */
export type PagePropsOf<P extends PageId> = (typeof PAGE_MODULES)[P] extends PageModule<infer Props> ? Props : never;
