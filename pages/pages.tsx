import { createElement, type ComponentType, type ReactElement } from 'react';
import type { PageView } from '#shared/page-view.ts';
import { AboutPage } from './about/page.tsx';
import { CataloguePage } from './catalogue/page.tsx';
import { ComparePage } from './compare/page.tsx';
import { ContactPage } from './contact/page.tsx';
import { HomePage } from './home/page.tsx';
import { NewsletterPage } from './newsletter/page.tsx';
import { NotFoundPage } from './not-found/page.tsx';
import type { PageId, PagePropsOf } from './pages.server.ts';
import { PrivacyPage } from './privacy/page.tsx';
import { ProductPage } from './product/page.tsx';
import { ProductPlanPage } from './product-plan/page.tsx';
import { QuotePage } from './quote/page.tsx';
import { QuotationPage } from './quotation/page.tsx';
import { SearchPage } from './search/page.tsx';
import { ServicePage } from './service/page.tsx';
import { ServicesPage } from './services/page.tsx';
import { TeamMemberPage } from './team-member/page.tsx';
import { VideoPage } from './video/page.tsx';
import { WishlistPage } from './wishlist/page.tsx';

// The components of the page modules (their server halves: pages.server.ts), for the SSR entry. Checked against
// the loaders: a page missing here, or a component whose props are not what its loader returns, fails to compile.
const PAGE_COMPONENTS: { [P in PageId]: ComponentType<PagePropsOf<P>> } = {
  home: HomePage,
  about: AboutPage,
  services: ServicesPage,
  service: ServicePage,
  video: VideoPage,
  productPlan: ProductPlanPage,
  catalogue: CataloguePage,
  product: ProductPage,
  teamMember: TeamMemberPage,
  contact: ContactPage,
  search: SearchPage,
  quote: QuotePage,
  wishlist: WishlistPage,
  compare: ComparePage,
  privacy: PrivacyPage,
  newsletter: NewsletterPage,
  quotation: QuotationPage,
  notFound: NotFoundPage,
};

function isPageId(page: string): page is PageId {
  return Object.hasOwn(PAGE_COMPONENTS, page);
}

/** The component of the page the view names, with the props its loader returned. */
export function pageElement(view: PageView): ReactElement {
  if (!isPageId(view.page)) throw new Error(`no page component for "${view.page}"`);
  // The server built the view with this page's loader (server/loaders/page-loader.ts), so its props are these.
  const Page = PAGE_COMPONENTS[view.page] as ComponentType<object>;
  return createElement(Page, view.props);
}
