import { matchRoutes } from 'react-router';
import type { PageView } from '#shared/page-view.ts';
import { loadNotFoundPage } from '#pages/not-found/page.server.ts';
import { PAGE_MODULES, type PageId } from '#pages/pages.server.ts';
import type { LoaderContext, PageModule } from './loader.ts';

export interface RouteMatch {
  page: PageId;
  params: LoaderContext['params'];
}

/** The page ids, in the order of the page modules. */
export const PAGE_IDS = Object.keys(PAGE_MODULES) as PageId[];

// The route table, from the page modules. Matching ranks patterns as react-router does (a static segment before
// a parameter, '*' last) and ignores case, so /About and /ProductGroupPage work; params keep their case.
const ROUTE_OBJECTS = PAGE_IDS.flatMap((page) => PAGE_MODULES[page].routes.map((path) => ({ path, handle: page })));

/** The page an address (without its language prefix) names, with its params; the not-found page if none. */
export function matchRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const match = matches?.[matches.length - 1];
  return { page: match?.route.handle ?? 'notFound', params: { ...match?.params } };
}

/** The page of a route, loaded: what the renderer prints and the page's component renders. */
export function loadPage(page: PageId, context: LoaderContext): PageView {
  const module: PageModule<object> = PAGE_MODULES[page];
  return { page, ...module.load(context) };
}

/** The not-found page: the error handler renders it for any NotFoundError, before or without a route. */
export function notFoundView(t: LoaderContext['t']): PageView {
  return { page: 'notFound', ...loadNotFoundPage({ t }) };
}
