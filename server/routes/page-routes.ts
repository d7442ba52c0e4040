import cookieParser from 'cookie-parser';
import { Router, type Request, type RequestHandler } from 'express';
import { pagePath } from '#shared/language-link.ts';
import { priceRateOf } from '#shared/money.ts';
import type { CollectionView } from '../content/collections.ts';
import { isPreviewRequest, previewPageSeo, previewProducts } from '../content/draft-preview.ts';
import type { PageSeoView } from '../content/page-seo.ts';
import { ADMIN_PATHS } from '../admin/admin-paths.ts';
import { NotFoundError } from '../errors.ts';
import { loadPage, matchRoute } from '../loaders/page-loader.ts';
import { languageRedirectOf } from '../middleware/language.ts';
import { labelPage } from '../metrics/request-metrics.ts';
import type { PageRenderer } from '../render/render-page.ts';
import { requestLanguage } from '../request-language.ts';
import type { LoaderContext } from '../loaders/loader.ts';
import type { RatesSource } from '../services/rates-service.ts';

interface PageRoutesDeps {
  renderer: PageRenderer;
  /** What loaders read: the catalogue, the lists and the pages' SEO records (an editor's preview has its own). */
  services: Omit<LoaderContext['services'], 'lists' | 'pageSeo'> & {
    lists: (req: Request) => CollectionView;
    pageSeo: () => PageSeoView;
  };
  /** The site's public origin (structured data names pages by their full address). */
  origin: string;
  /** The ticker's figures, read without waiting: the rate a page's prices are converted with. */
  rates: Pick<RatesSource, 'tickerFigures'>;
}

// Every page of docs/specification.md §2, through the route table of the page modules (pages/). Unknown
// paths render the not-found page (status 404); a NotFoundError from a loader goes to the error handler, which
// does the same.
export function pageRoutes({ renderer, services, origin, rates }: PageRoutesDeps): Router {
  return Router().get(/.*/, async (req, res) => {
    const url = new URL(req.originalUrl, 'http://site.invalid');
    if (!isDecodable(url.pathname)) throw new NotFoundError();
    const { page, params } = matchRoute(pagePath(url.pathname));
    // Its metrics' label, also when its loader or render fails.
    labelPage(res, page);
    const view = loadPage(page, {
      params,
      query: url.searchParams,
      t: req.t,
      lng: requestLanguage(req),
      origin,
      // An editor's preview shows the product and page SEO drafts (draft-preview.ts).
      services: {
        products: previewProducts(res) ?? services.products,
        lists: services.lists(req),
        pageSeo: previewPageSeo(res) ?? services.pageSeo(),
        ...(services.datasheets ? { datasheets: services.datasheets } : {}),
      },
      priceRate: priceRateOf(rates.tickerFigures()),
    });
    await renderer.sendPage(req, res, view);
  });
}

/**
 * The page routes' fast path, first in the stack after the request log: a page rendered before is sent from the cache
 * without the security middleware (its headers, the same for every answer, were worked out once: `securityHeaders`),
 * the routers of the health checks, files and the office, the static-file lookup, language detection, body parsers and
 * the page router (pages are the same document for every visitor of their address, and set no cookie). Whatever is
 * not such a page goes on as before, a language redirect and an editor's preview included.
 */
export function cachedPages({
  renderer,
  securityHeaders,
}: {
  renderer: PageRenderer;
  /** The headers the security middleware gives every answer (server/middleware/security-headers.ts). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
}): RequestHandler {
  const readCookies = cookieParser();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isOfficePath(req.path)) return next();
    // The language a visitor chose is a cookie (languageRedirectOf); read once, the later cookieParser() keeps them.
    readCookies(req, res, () => undefined);
    if (languageRedirectOf(req) || isPreviewRequest(req.originalUrl)) return next();
    // Set before the page is looked up; a miss goes on to the middleware that sets the same again.
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (!renderer.sendCachedPage(req, res)) next();
  };
}

// The office's addresses are its own sub-app's, whatever the cache holds.
const OFFICE_PREFIXES = ADMIN_PATHS.map((path) => path.toLowerCase());
const isOfficePath = (path: string) => {
  const lower = path.toLowerCase();
  return OFFICE_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
};

// A malformed percent-encoding (/%E0%A4%A) names no page of ours.
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
