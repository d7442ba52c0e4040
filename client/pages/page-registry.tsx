import type { ComponentType } from 'react';
import type { PageProps } from '#shared/page-props.ts';
import type { PageId } from '#shared/routes.ts';
import { AboutPage } from './about-page.tsx';
import { CataloguePage } from './catalogue-page.tsx';
import { ComparePage } from './compare-page.tsx';
import { ContactPage } from './contact-page.tsx';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ProductPage } from './product-page.tsx';
import { ProductPlanPage } from './product-plan-page.tsx';
import { QuotePage } from './quote-page.tsx';
import { SearchPage } from './search-page.tsx';
import { ServicePage } from './service-page.tsx';
import { ServicesPage } from './services-page.tsx';
import { TeamMemberPage } from './team-member-page.tsx';
import { VideoPage } from './video-page.tsx';
import { WishlistPage } from './wishlist-page.tsx';

/** Each page's component takes the props its loader returns (shared/page-props.ts). */
export type PageComponents = { [P in PageId]: ComponentType<PageProps[P]> };

export const PAGES = {
  home: HomePage,
  about: AboutPage,
  services: ServicesPage,
  service: ServicePage,
  productPlan: ProductPlanPage,
  catalogue: CataloguePage,
  product: ProductPage,
  contact: ContactPage,
  search: SearchPage,
  video: VideoPage,
  teamMember: TeamMemberPage,
  quote: QuotePage,
  wishlist: WishlistPage,
  compare: ComparePage,
  notFound: NotFoundPage,
} satisfies PageComponents;
