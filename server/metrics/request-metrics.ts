import type { Request, Response } from 'express';
import { UNMATCHED_ROUTE, type SiteMetrics } from './site-metrics.ts';

// Requests by route template, never by raw path: a label value comes from our own route table (Express's matched
// route, or the page module that answered), so a scan of random paths adds no series.

const PAGE_KEY = 'metricsPage';
/** The page module that answered with the not-found page: the address named none of ours. */
const NOT_FOUND_PAGE = 'notFound';
/** Answered by middleware, not a route: static files, language redirects, a refused CSRF token or body. */
const OTHER_ROUTE = 'other';
const METHODS = new Set(['GET', 'HEAD', 'POST']);

/** Marks the response as a page module's (render-page.ts): its label is the page, whatever its address. */
export function labelPage(res: Response, page: string): void {
  (res.locals as Record<string, unknown>)[PAGE_KEY] = page;
}

// `page:<id>` made once per page id (ids come from pages.server.ts, never from a request).
const pageLabels = new Map<string, string>();
function pageLabel(page: string): string {
  let label = pageLabels.get(page);
  if (label === undefined) {
    label = page === NOT_FOUND_PAGE ? UNMATCHED_ROUTE : `page:${page}`;
    pageLabels.set(page, label);
  }
  return label;
}

/** The route template of a finished request: a page, a matched route (with its mount path), or a fixed label. */
export function routeLabel(req: Request, res: Response): string {
  const page = (res.locals as Record<string, unknown>)[PAGE_KEY];
  if (typeof page === 'string') return pageLabel(page);
  const path = (req.route as { path?: unknown } | undefined)?.path;
  // Mount paths match in any case (the office's /admin): lower-cased, so /ADMIN adds no series.
  if (typeof path === 'string') return req.baseUrl ? `${req.baseUrl.toLowerCase()}${path}` : path;
  return res.statusCode === 404 ? UNMATCHED_ROUTE : OTHER_ROUTE;
}

type Observe = (seconds: number) => void;

/**
 * Records a finished request (request-log.ts calls it with the duration it measured). The labelled children are
 * kept, so a request costs one key and prom-client's own observe.
 */
export function createRequestMetrics(metrics: Pick<SiteMetrics, 'requestDuration'>) {
  const children = new Map<string, Observe>();
  return (req: Request, res: Response, seconds: number): void => {
    const method = METHODS.has(req.method) ? req.method : 'other';
    // A client gone before its answer was sent: no status was ever sent.
    const status = res.writableFinished ? String(res.statusCode) : 'closed';
    const route = routeLabel(req, res);
    const key = `${method} ${status} ${route}`;
    let observe = children.get(key);
    if (!observe) {
      observe = metrics.requestDuration.labels({ method, route, status }).observe;
      children.set(key, observe);
    }
    observe(seconds);
  };
}

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;
