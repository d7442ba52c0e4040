import type { CataloguePageData, CatalogueProduct } from './catalogue.ts';
import type { PageId } from './routes.ts';
import type { SearchResult } from './search.ts';
import type { Service, TeamMember } from './site.ts';

// The page contract: what each page's loader (server/loaders/) gives the page's component (client/pages/).
// Type-only; both tables are checked against it with `satisfies`.

/** A page's <title> and meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Pages that show their title and description as their heading get them from the loader. */
interface WithMeta {
  meta: PageMeta;
}

type NoProps = Record<never, never>;

interface PagePropsById {
  home: NoProps;
  about: WithMeta;
  services: WithMeta;
  service: WithMeta & {
    /** null: the slug named no service (the page then says so, with status 404). */
    serviceKey: Service['key'] | null;
  };
  productPlan: WithMeta;
  catalogue: { catalogue: CataloguePageData; categories: string[] };
  product: { product: CatalogueProduct };
  contact: WithMeta;
  search: WithMeta & { query: string; results: SearchResult[] };
  video: WithMeta & {
    serviceKey: Service['key'];
    /** From data/videos.json; null while no video is configured for this service. */
    video: { src: string; type: string } | null;
  };
  teamMember: { memberKey: TeamMember['key'] };
  quote: NoProps;
  wishlist: NoProps;
  compare: NoProps;
  notFound: NoProps;
}

/** Each page's props, by page id (a page missing here fails to compile). */
export type PageProps = { [P in PageId]: PagePropsById[P] };
