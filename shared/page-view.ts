import type { PageMeta, PageProps } from './page-props.ts';
import type { PageId } from './routes.ts';

/** What a page's head tells search engines. */
export interface PageSeo {
  /** The page's one address without its language (/about, /products/?page=2); undefined: not indexed. */
  canonicalPath: string | undefined;
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
}

/** A loaded page and its id: the server builds it, the SSR entry renders the page's component with its props. */
export type PageView<P extends PageId = PageId> = LoadedPage<PageProps[P]> & { page: P };
