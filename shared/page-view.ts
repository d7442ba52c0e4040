// The contract between a page's server half (pages/<page>/page.server.ts: its loader) and its component
// (pages/<page>/page.tsx), as the renderer and the SSR entry see it. Each pair is checked where the pages
// are listed (pages/pages.tsx), so a loader and a component that disagree fail the type check.

/** A page's <title> and meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The props of a page that shows its title and description as its heading. */
export interface WithMeta {
  meta: PageMeta;
}

/** The props of a page that takes none. */
export type NoProps = Record<never, never>;

/** What a page's head tells search engines. */
export interface PageSeo {
  /** The page's one address without its language (/about, /products/?page=2); undefined: not indexed. */
  canonicalPath: string | undefined;
  /** Not indexed, though it names its canonical (a filtered list of the catalogue: its unfiltered list). */
  noindex?: boolean;
  /** schema.org items about the page itself (the company's own item is on every page). */
  jsonLd: object[];
}

/** The SEO of a page that is not indexed (search results, the visitor's own lists, error pages). */
export const NOT_INDEXED: PageSeo = { canonicalPath: undefined, jsonLd: [] };

/** What a page loader returns: everything the renderer prints, known before the first byte. */
export interface LoadedPage<Props> {
  /** 200, or 404 for a page that names nothing (the not-found page, an unknown service). */
  status: number;
  meta: PageMeta;
  seo: PageSeo;
  props: Props;
  /**
   * The product's or service's slug the page shows, for the page-view count (docs/privacy.md, "Page-view
   * statistics"); none for a page of no one item.
   */
  item?: string;
}

/** A loaded page and its id (its folder's key in pages/): the SSR entry renders that page's component. */
export interface PageView<Props extends object = object> extends LoadedPage<Props> {
  page: string;
}
