import { NOT_INDEXED, type LoadedPage, type NoProps } from '#shared/page-view.ts';
import { definePage, pageMeta, type LoaderContext } from '#server/loaders/loader.ts';

/** Reads only the language: the error handler renders this page for any NotFoundError, before or without a route. */
export function loadNotFoundPage({ t }: Pick<LoaderContext, 't'>): LoadedPage<NoProps> {
  return { status: 404, meta: pageMeta(t, 'notFound'), seo: NOT_INDEXED, props: {} };
}

// Every address no other page claims.
export default definePage({ routes: ['/404', '*'], load: loadNotFoundPage });
