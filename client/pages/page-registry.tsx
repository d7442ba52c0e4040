import type { ComponentType } from 'react';
import type { PageId } from '#shared/routes.ts';
import { ContactPage } from './contact-page.tsx';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import type { PageMeta } from './page-props.ts';
import { ProductPlanPage } from './product-plan-page.tsx';
import { ServicesPage } from './services-page.tsx';
import { SimplePage } from './simple-page.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page declares its own props
type Page = ComponentType<any>;

function TitledPage({ meta }: { meta: PageMeta }) {
  return <SimplePage title={meta.title} lead={meta.description} />;
}

export const PAGES: Record<PageId, Page> = {
  home: HomePage,
  about: TitledPage,
  services: ServicesPage,
  service: TitledPage,
  productPlan: ProductPlanPage,
  catalogue: TitledPage,
  product: TitledPage,
  contact: ContactPage,
  search: TitledPage,
  video: TitledPage,
  notFound: NotFoundPage,
};
