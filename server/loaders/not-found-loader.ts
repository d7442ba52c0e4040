import { NOT_INDEXED, type LoadedPage, type PageView } from '#shared/page-view.ts';
import type { PageProps } from '#shared/page-props.ts';
import { pageMeta, type LoaderContext } from './loader.ts';

// Reads only the language: the error handler renders it for any NotFoundError, before or without a route.
export function loadNotFoundPage({ t }: Pick<LoaderContext, 't'>): LoadedPage<PageProps['notFound']> {
  return { status: 404, meta: pageMeta(t, 'notFound'), seo: NOT_INDEXED, props: {} };
}

export function notFoundView(t: LoaderContext['t']): PageView<'notFound'> {
  return { page: 'notFound', ...loadNotFoundPage({ t }) };
}
