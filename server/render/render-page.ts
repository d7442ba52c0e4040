import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { pageLanguage } from '#shared/language-link.ts';
import type { PageView } from '#shared/page-view.ts';
import type { RenderContext } from '#shared/render-contract.ts';
import type { Clock } from '../clock.ts';
import type { MessagePage } from '../middleware/form-post.ts';
import type { SiteConfig } from '../config.ts';
import type { ContentSecurityPolicy } from '../middleware/content-security-policy.ts';
import { escapeHtml } from '../html-escaping.ts';
import { requestLanguage } from '../request-language.ts';
import type { RatesSource } from '../services/rates-service.ts';
import { assembleDocument, type AssembledDocument } from './assemble-document.ts';
import { sendStoredPage, type RenderedPage, type StoredPage } from './page-cache.ts';
import { createPageFrame, type HeadContent } from './page-frame.ts';
import { renderBody } from './render-body.ts';
import type { CollectionView } from '../content/collections.ts';
import { createRenderedPages, type PageCacheCounts } from './rendered-pages.ts';
import { labelPage } from '../metrics/request-metrics.ts';
import { storePage } from './page-cache.ts';
import type { SsrRuntime } from './ssr-runtime.ts';
import type { SentPage } from '../stats/page-view-counter.ts';
import type { Language } from '#shared/constants.ts';
import { companyViewOf, SOCIAL_NETWORKS, type CompanyDetails } from '#shared/schemas/company-schema.ts';
import { DEFAULT_SOCIAL_LINKS } from '#shared/site.ts';
import { shippedCompany } from '../content/company-links.ts';
import { readShippedTexts } from '../content/text-catalogue.ts';

interface RendererDeps {
  ssr: SsrRuntime;
  site: SiteConfig;
  /** The policy each document's Content-Security-Policy header is written from. */
  contentSecurityPolicy: ContentSecurityPolicy;
  clock: Clock;
  renderTimeoutMs: number;
  /** How many bytes of rendered pages (all encodings) are kept in memory. */
  pageCacheBytes?: number;
  /** Development: every request renders afresh, so an edited component shows on the next reload. */
  keepsPages?: boolean;
  /** The page cache's hits, misses and evictions (metrics). */
  cacheCounts?: PageCacheCounts;
  /** The ticker's figures, read without waiting (a due refresh starts in the background). */
  rates: Pick<RatesSource, 'tickerFigures'>;
  /**
   * The company's details and links a request shows: as the office last published them
   * (server/content/company-links.ts), or its draft's in an editor's preview (server/content/draft-preview.ts);
   * without it, the shipped ones.
   */
  companyLinks?: (req: Request) => CompanyDetails;
  /** The site's lists a request shows: the published ones, or an editor's preview (server/content/collections.ts). */
  lists: (req: Request) => CollectionView;
  /** The lists a request has read (its loader's and its render's): what its kept page shows. */
  listsRead?: (req: Request) => readonly string[];
  /** Counts a public page as it is sent, kept or fresh (server/stats/page-view-counter.ts); none: nothing counted. */
  countView?: (req: Request, res: Response, page: SentPage) => void;
}

/**
 * The site's public configuration with the company's details in the page language and its links; a social page
 * left empty is not shown.
 */
function siteOf(site: SiteConfig, details: CompanyDetails, lng: Language): RenderContext['site'] {
  const socialLinks = SOCIAL_NETWORKS.filter((network) => details.social[network] !== '').map((network) => ({
    network,
    url: details.social[network],
  }));
  return {
    publicUrl: site.publicUrl,
    messengerPageId: details.messengerPageId,
    socialLinks,
    company: companyViewOf(details, lng),
  };
}

// Last resort when even the error page cannot render: plain HTML, no script, no dependency.
const STATIC_ERROR_BODY =
  '<main class="status-page"><h1>Unexpected Application Error!</h1><p><a href="/">Home</a></p></main>';

// Prints what it is given: a loaded page (status, meta, SEO, props), an error or a form's answer.
export function createPageRenderer({
  ssr,
  site,
  contentSecurityPolicy,
  clock,
  renderTimeoutMs,
  rates,
  pageCacheBytes = 32 * 1024 * 1024,
  keepsPages = true,
  cacheCounts,
  companyLinks,
  lists,
  listsRead,
  countView,
}: RendererDeps) {
  // Without the office's details (a renderer of its own in a test), the shipped ones, read once.
  let shipped: CompanyDetails | undefined;
  const shippedLinks = { messengerPageId: site.messengerPageId, social: DEFAULT_SOCIAL_LINKS };
  const companyDetails = companyLinks ?? (() => (shipped ??= shippedCompany(readShippedTexts(), shippedLinks)));
  const pages = createRenderedPages({ clock, rates, maxBytes: pageCacheBytes, keepsPages, counts: cacheCounts });
  const frame = createPageFrame({ assets: ssr.assets, origin: site.publicUrl });

  function createContext(req: Request): RenderContext {
    const url = new URL(req.originalUrl, 'http://site.invalid');
    const lng = requestLanguage(req);
    const view = lists(req);
    return {
      lng,
      lists: (name) => view.items(name, lng),
      i18n: req.i18n,
      pathname: url.pathname,
      search: url.search,
      now: clock.now(),
      site: siteOf(site, companyDetails(req), lng),
      rates: rates.tickerFigures(),
      drawings: ssr.drawings,
      islands: [],
    };
  }

  /** A document sent at once (error and message pages): never kept, so it links its stylesheets as usual. */
  function sendDocument(res: Response, status: number, { html, contentSecurityPolicy }: AssembledDocument): void {
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy);
    res.send(html);
  }

  /** The error page, in the visitor's language; for a 5xx, the generic text and the request id. */
  async function sendErrorPage(req: Request, res: Response, status: number, messageKey?: string): Promise<void> {
    const t: TFunction = req.t;
    let document: AssembledDocument;
    try {
      const entry = await ssr.loadEntry();
      const ctx = createContext(req);
      const body = entry.renderErrorPage(ctx, { messageKey, requestId: status >= 500 ? String(req.id) : undefined });
      const head = { title: t('pages:meta.error.title'), description: t('pages:meta.error.description') };
      document = assembleDocument(frame(ctx, entry, head, body), contentSecurityPolicy);
    } catch (err) {
      ssr.fixStack(err);
      req.log.error({ err }, 'error page failed to render');
      const html = `<!doctype html><html lang="${escapeHtml(requestLanguage(req))}"><head><meta charset="utf-8"><title>Error</title></head><body>${STATIC_ERROR_BODY}</body></html>`;
      document = { html, contentSecurityPolicy: contentSecurityPolicy.header() };
    }
    sendDocument(res, status, document);
  }

  /** The answer to a form posted without script: its messages and a link back to the page of the form. */
  async function sendMessagePage(
    req: Request,
    res: Response,
    status: number,
    { messageKeys, backHref, resend }: MessagePage,
  ): Promise<void> {
    const entry = await ssr.loadEntry();
    const ctx = createContext(req);
    const isSuccess = status < 400;
    const body = entry.renderMessagePage(ctx, { isSuccess, messageKeys, backHref, ...(resend ? { resend } : {}) });
    const title = req.t(isSuccess ? (messageKeys[0] ?? 'pages:error.text') : 'pages:error.rejectedHeading');
    const head: HeadContent = { title, description: title };
    sendDocument(res, status, assembleDocument(frame(ctx, entry, head, body), contentSecurityPolicy));
  }

  /** The whole document of a page, rendered once all of it is ready (it is kept and sent as it is). */
  async function renderDocument(req: Request, view: PageView): Promise<RenderedPage> {
    const entry = await ssr.loadEntry();
    const ctx = createContext(req);
    const body = await renderBody(entry, ctx, view, renderTimeoutMs);
    const parts = frame(ctx, entry, { ...view.meta, seo: view.seo }, body);
    // Kept pages carry their critical CSS inline; error and message pages link the stylesheets as usual.
    const criticalStyles = await ssr.criticalCss?.styles(parts);
    const document = assembleDocument(criticalStyles ? { ...parts, criticalStyles } : parts, contentSecurityPolicy);
    return { status: view.status, page: view.page, item: view.item, lists: listsRead?.(req), ...document };
  }

  function respondWith(req: Request, res: Response, page: StoredPage): void {
    if (page.page) labelPage(res, page.page);
    res.setHeader('Content-Language', pageLanguage(req.path));
    res.setHeader('Cache-Control', res.locals.preview ? 'no-store' : 'private, no-cache');
    res.append('Vary', 'Cookie');
    res.setHeader('Content-Security-Policy', page.contentSecurityPolicy);
    // The one place both kept and fresh pages are sent: each is a view (docs/privacy.md, "Page-view statistics").
    countView?.(req, res, page);
    sendStoredPage(req, res, page);
  }

  /**
   * Sends the page of this request if it was rendered before and found (no loader, no render); false otherwise. A
   * kept not-found page is left to the stack: a router ahead of the pages may come to answer its address (a
   * datasheet uploaded since), which a 404 kept from before would hide.
   */
  function sendCachedPage(req: Request, res: Response): boolean {
    const page = pages.cached(req);
    if (page?.status !== 200) return false;
    respondWith(req, res, page);
    return true;
  }

  /**
   * Sends a page: from the cache when this document was rendered before, else rendered once (concurrent
   * requests for it wait for the same render), compressed and kept. Only the visitor's own values differ
   * between two responses, and they travel in headers: the XSRF-TOKEN cookie for script posts, the request id.
   */
  async function sendPage(req: Request, res: Response, view: PageView): Promise<void> {
    let page: StoredPage;
    try {
      // A preview of the office's drafts (server/content/draft-preview.ts) is rendered for its editor alone.
      page = res.locals.preview
        ? await storePage(await renderDocument(req, view), { quick: true })
        : await pages.get(req, () => renderDocument(req, view));
    } catch (err) {
      ssr.fixStack(err);
      req.log.error({ err }, 'page render failed');
      await sendErrorPage(req, res, 500);
      return;
    }
    respondWith(req, res, page);
  }

  /**
   * Sends a page rendered for this request alone and never kept (a buyer's quotation page: its address is a secret
   * and its content one person's, docs/privacy.md, "Quotations"): no-store, like the error and message pages.
   */
  async function sendPrivatePage(req: Request, res: Response, view: PageView): Promise<void> {
    let page: RenderedPage;
    try {
      page = await renderDocument(req, view);
    } catch (err) {
      ssr.fixStack(err);
      req.log.error({ err }, 'page render failed');
      await sendErrorPage(req, res, 500);
      return;
    }
    labelPage(res, view.page);
    res.setHeader('Content-Language', pageLanguage(req.path));
    sendDocument(res, page.status, page);
  }

  return {
    sendPage,
    sendPrivatePage,
    sendCachedPage,
    sendErrorPage,
    sendMessagePage,
    contentChanged: pages.contentChanged,
    productsChanged: pages.productsChanged,
    listsChanged: pages.listsChanged,
    /** Bytes of the pages kept (metrics). */
    cachedBytes: pages.bytes,
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
