import type { TFunction } from 'i18next';
import type { Language } from '#shared/constants.ts';
import type { PageMeta } from '#shared/page-props.ts';
import type { LoadedPage } from '#shared/page-view.ts';
import type { RouteMatch } from '#shared/routes.ts';
import type { ProductService } from '../services/product-service.ts';
import type { VideoService } from '../services/video-catalogue.ts';

/** What a loader reads: the address, the page language and the services (in-process, never over HTTP). */
export interface LoaderContext {
  params: RouteMatch['params'];
  query: URLSearchParams;
  t: TFunction;
  lng: Language;
  /** The site's public origin, for the addresses in structured data. */
  origin: string;
  services: { products: ProductService; videos: VideoService };
}

// Loaders run before rendering, so an unknown slug is a 404 (NotFoundError) before the first byte streams.
export type Loader<Props> = (context: LoaderContext) => LoadedPage<Props>;

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
