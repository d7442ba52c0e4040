import { withSeo, type CollectionDefinition } from './collections.ts';
import { paths } from './routes.ts';

// The site's pages that are no item's page (docs/content.md, "SEO of the site's pages"), each with an SEO record the
// office edits: the SEO fields of an item with a page (withSeo), alone. Each is named by its page module's id
// (pages/pages.server.ts), which is also the key of its shipped title and description, pages:meta.<id>: what its
// head says while the record's fields are empty.

export interface SeoPage {
  /** Its address, without the language. */
  path: string;
  /** The namespace of texts only this page shows: their last publish is its sitemap's lastmod too. */
  texts?: string;
}

export const SEO_PAGES = {
  home: { path: paths.home(), texts: 'home' },
  about: { path: paths.about() },
  services: { path: paths.services() },
  productPlan: { path: paths.productPlan(), texts: 'product-plan' },
  catalogue: { path: paths.catalogue() },
  contact: { path: paths.contact(), texts: 'contact' },
  search: { path: paths.search() },
  quote: { path: paths.quote() },
  wishlist: { path: paths.wishlist() },
  compare: { path: paths.compare() },
  privacy: { path: paths.privacy(), texts: 'privacy' },
} as const satisfies Record<string, SeoPage>;

export type SeoPageId = keyof typeof SEO_PAGES;
export const SEO_PAGE_IDS = Object.keys(SEO_PAGES) as SeoPageId[];

/** A page's entry, as its interface says (SEO_PAGES keeps each one's literal shape). */
export const seoPageOf = (id: SeoPageId): SeoPage => SEO_PAGES[id];

export const isSeoPageId = (id: string): id is SeoPageId => (SEO_PAGE_IDS as readonly string[]).includes(id);

/** A page's SEO record: its form, checks and stored shape are a list item's (shared/schemas/collection-schema.ts). */
export const PAGE_SEO: CollectionDefinition = withSeo({ titleField: '', fields: [] });
