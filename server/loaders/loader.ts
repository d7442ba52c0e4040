import type { TFunction } from 'i18next';
import type { Language } from '#shared/constants.ts';
import type { PriceRate } from '#shared/money.ts';
import type { LoadedPage, PageMeta } from '#shared/page-view.ts';
import type { CollectionView } from '../content/collections.ts';
import type { PageSeoView } from '../content/page-seo.ts';
import type { ProductService } from '../services/product-service.ts';
import type { Datasheets } from '../datasheets/datasheets.ts';

/** What a loader reads: the address, the page language and the services (in-process, never over HTTP). */
export interface LoaderContext {
  /** The route's parameters (:slug, :category), as written in the address. */
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  t: TFunction;
  lng: Language;
  /** The site's public origin, for the addresses in structured data. */
  origin: string;
  /**
   * The catalogue, the site's lists and the site pages' SEO records (an editor's preview has its drafts in them;
   * server/seo/site-page-head.ts reads the records).
   */
  services: {
    products: ProductService;
    lists: CollectionView;
    pageSeo: PageSeoView;
    /** The products' datasheets (docs/content.md, "Datasheets"); none: no page links one. */
    datasheets?: Pick<Datasheets, 'linkOf'>;
  };
  /**
   * The rate prices are converted and compared with, from the ticker's figures the page shows (their cache key);
   * null without usable figures (shared/money.ts priceRateOf).
   */
  priceRate: PriceRate | null;
}

// Loaders run before rendering, so an unknown slug is a 404 (NotFoundError) before the first byte streams.
export type Loader<Props> = (context: LoaderContext) => LoadedPage<Props>;

/** The server half of a page module (pages/<page>/page.server.ts); its component is page.tsx beside it. */
export interface PageModule<Props extends object> {
  /**
   * Its addresses without the language prefix, as react-router patterns ('/team/:slug', '*'). Matching is
   * case-insensitive (/About works); params keep their case and loaders compare them lower-cased.
   */
  routes: readonly string[];
  /** Status, meta, SEO and props, decided before rendering. */
  load: Loader<Props>;
  /**
   * True for a page that shows the catalogue's products: a publish of a product drops only such kept pages
   * (rendered-pages.ts). Its routes' first segments must name no other page.
   */
  showsProducts?: boolean;
  /** Its canonical paths in the sitemap, given the catalogue's product slugs and the lists; absent: not listed. */
  sitemap?: (content: SitemapContent) => string[];
}

/** What the sitemap is made of beside the page modules: the addresses the office's content gives pages. */
export interface SitemapContent {
  productSlugs: readonly string[];
  lists: Pick<CollectionView, 'slugs'>;
}

/** Declares a page's server half; the props its loader returns are the props its component takes. */
export function definePage<Props extends object>(module: PageModule<Props>): PageModule<Props> {
  return module;
}

/** A page's title and description from pages:meta.<page>, with the given values filled in. */
export function pageMeta(t: TFunction, page: string, vars: Record<string, string> = {}): PageMeta {
  return { title: t(`pages:meta.${page}.title`, vars), description: t(`pages:meta.${page}.description`, vars) };
}

/** A page found (status 200), indexed at its canonical path unless that is undefined. */
export function foundPage<Props>(
  canonicalPath: string | undefined,
  meta: PageMeta,
  props: Props,
  jsonLd: object[] = [],
): LoadedPage<Props> {
  return { status: 200, meta, seo: { canonicalPath, jsonLd }, props };
}
