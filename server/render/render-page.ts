import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import type { PageView, RenderContext } from '#client/entry-server.tsx';
import type { IslandState } from '#client/island-state.ts';
import type { Clock } from '../clock.ts';
import type { SiteConfig } from '../config.ts';
import { pageLanguage } from '#shared/language-link.ts';
import { requestLanguage } from '../middleware/language.ts';
import { canonicalPath } from '../seo/canonical.ts';
import { languageUrl, seoHeadTags } from '../seo/head-tags.ts';
import { organizationLd, productLd, serviceLd, structuredData, type ProductLdInput } from '../seo/structured-data.ts';
import type { RatesSource } from '../services/rates-service.ts';
import { allowInlineStyles } from '../middleware/security-headers.ts';
import { documentHead, documentTail, escapeHtml } from './document.ts';
import { createPageCache, sendStoredPage, storePage, type RenderedPage, type StoredPage } from './page-cache.ts';
import type { EntryServer, SsrRuntime } from './ssr-runtime.ts';

export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`render did not finish within ${ms} ms`);
    this.name = 'RenderTimeoutError';
  }
}

interface RendererDeps {
  ssr: SsrRuntime;
  site: SiteConfig;
  clock: Clock;
  renderTimeoutMs: number;
  generateCsrfToken: (req: Request, res: Response) => string;
  /** How many bytes of rendered pages (all encodings) are kept in memory. */
  pageCacheBytes?: number;
  /** Development: every request renders afresh, so an edited component shows on the next reload. */
  keepsPages?: boolean;
  /** The ticker's figures, read without waiting (a due refresh starts in the background). */
  rates: Pick<RatesSource, 'current'>;
}

// Last resort when even the error page cannot render: plain HTML, no script, no dependency.
const STATIC_ERROR_BODY =
  '<main class="status-page"><h1>Unexpected Application Error!</h1><p><a href="/">Home</a></p></main>';

export function createPageRenderer({
  ssr,
  site,
  clock,
  renderTimeoutMs,
  generateCsrfToken,
  rates,
  pageCacheBytes = 32 * 1024 * 1024,
  keepsPages = true,
}: RendererDeps) {
  const cache = keepsPages ? createPageCache({ maxBytes: pageCacheBytes }) : undefined;
  const inflight = new Map<string, Promise<StoredPage>>();

  function createContext(req: Request, entry: EntryServer): RenderContext {
    const url = new URL(req.originalUrl, 'http://site.invalid');
    return {
      lng: requestLanguage(req),
      i18n: req.i18n,
      pathname: url.pathname,
      search: url.search,
      now: clock.now(),
      site,
      stores: entry.createRootStore(),
      rates: rates.current(),
      islands: [],
    };
  }

  function islandState(ctx: RenderContext, entry: EntryServer): IslandState {
    // Only the page language: the key-parity test guarantees every key exists in both languages,
    // so the fallback language would be bytes sent for nothing.
    const ns = entry.namespacesFor(ctx.islands.map((island) => island.name));
    const bundles = ns.map((name) => [name, ctx.i18n.getResourceBundle(ctx.lng, name) as Record<string, unknown>]);
    return { lng: ctx.lng, ns, resources: { [ctx.lng]: Object.fromEntries(bundles) } };
  }

  /** The document head; `view` is undefined for error pages, which are not indexed. */
  function head(ctx: RenderContext, title: string, description: string, view?: PageView): string {
    const company = ctx.i18n.t('company.name');
    const fullTitle = `${title} | ${company}`;
    const path = view && canonicalPath(ctx.pathname, view);
    const origin = site.publicUrl;
    const ld: object[] = [organizationLd(ctx.i18n.t, origin)];
    if (path && view?.page === 'service') {
      ld.push(serviceLd(origin, languageUrl(origin, path, ctx.lng), title, description));
    }
    if (path && view?.page === 'product' && view.props.product) {
      ld.push(productLd(origin, languageUrl(origin, path, ctx.lng), view.props.product as ProductLdInput));
    }
    return documentHead({
      lng: ctx.lng,
      title: fullTitle,
      description,
      islands: ctx.islands,
      assets: ssr.assets,
      extraHead: seoHeadTags({
        origin,
        lng: ctx.lng,
        title: fullTitle,
        description,
        siteName: company,
        path,
        jsonLd: structuredData(ld),
      }),
    });
  }

  function tail(ctx: RenderContext, entry: EntryServer): string {
    return documentTail({
      state: islandState(ctx, entry),
      hasIslands: ctx.islands.length > 0,
      assets: ssr.assets,
    });
  }

  /** The error page, in the visitor's language; for a 5xx, the generic text and the request id. */
  async function sendErrorPage(req: Request, res: Response, status: number, messageKey?: string): Promise<void> {
    const t: TFunction = req.t;
    let body: string;
    let ctx: RenderContext | undefined;
    let entry: EntryServer | undefined;
    try {
      entry = await ssr.loadEntry();
      ctx = createContext(req, entry);
      body = entry.renderErrorPage(ctx, { messageKey, requestId: status >= 500 ? String(req.id) : undefined });
    } catch (err) {
      ssr.fixStack(err);
      req.log.error({ err }, 'error page failed to render');
      body = STATIC_ERROR_BODY;
    }
    const html =
      ctx && entry && body !== STATIC_ERROR_BODY
        ? head(ctx, t('pages:meta.error.title'), t('pages:meta.error.description')) + body + tail(ctx, entry)
        : `<!doctype html><html lang="${escapeHtml(requestLanguage(req))}"><head><meta charset="utf-8"><title>Error</title></head><body>${body}</body></html>`;
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.send(html);
  }

  /** The answer to a form posted without script: its messages and a link back to the page of the form. */
  async function sendMessagePage(
    req: Request,
    res: Response,
    status: number,
    { messageKeys, backHref }: { messageKeys: string[]; backHref: string },
  ): Promise<void> {
    const entry = await ssr.loadEntry();
    const ctx = createContext(req, entry);
    const isSuccess = status < 400;
    const body = entry.renderMessagePage(ctx, { isSuccess, messageKeys, backHref });
    const title = req.t(isSuccess ? (messageKeys[0] ?? 'pages:error.text') : 'pages:error.rejectedHeading');
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.send(head(ctx, title, title) + body + tail(ctx, entry));
  }

  /** The whole document of a page, rendered once all of it is ready (it is kept and sent as it is). */
  async function renderDocument(req: Request, view: PageView): Promise<RenderedPage> {
    const entry = await ssr.loadEntry();
    const ctx = createContext(req, entry);
    const body = await renderBody(entry, ctx, view);
    const document = head(ctx, view.meta.title, view.meta.description, view) + body + tail(ctx, entry);
    const html = ssr.firstViewImage?.inline(document) ?? document;
    // Kept pages carry their critical CSS inline; error and message pages link the stylesheets as usual.
    if (!ssr.criticalCss) return { status: view.status, html };
    return { status: view.status, ...(await ssr.criticalCss.inline(html)) };
  }

  function renderBody(entry: EntryServer, ctx: RenderContext, view: PageView): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
      });
      sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
      const stream = entry.renderPage(ctx, view, {
        onAllReady() {
          clearTimeout(timer);
          stream.pipe(sink);
        },
        onShellError(err) {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
        onError(err) {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      });
      const timer = setTimeout(() => stream.abort(new RenderTimeoutError(renderTimeoutMs)), renderTimeoutMs);
    });
  }

  // One document per URL (which says the language), currency figures and year: every visitor of it gets the
  // same bytes.
  // The figures' fingerprint is worked out once per set of figures, not per request.
  const fingerprints = new WeakMap<object, string>();
  function figuresFingerprint(): string {
    const figures = rates.current();
    if (!figures) return 'none';
    let fingerprint = fingerprints.get(figures);
    if (!fingerprint) {
      fingerprint = createHash('sha256').update(JSON.stringify(figures)).digest('base64url');
      fingerprints.set(figures, fingerprint);
    }
    return fingerprint;
  }

  // The address decides the language (/en/…), so it is not a part of its own.
  function cacheKey(req: Request): string {
    return `${clock.now().getFullYear()} ${figuresFingerprint()} ${req.originalUrl}`;
  }

  function respondWith(req: Request, res: Response, page: StoredPage): void {
    generateCsrfToken(req, res);
    res.setHeader('Content-Language', pageLanguage(req.path));
    res.setHeader('Cache-Control', 'private, no-cache');
    res.append('Vary', 'Cookie');
    if (page.styleHashes.length > 0) {
      const policy = res.getHeader('Content-Security-Policy');
      if (typeof policy === 'string')
        res.setHeader('Content-Security-Policy', allowInlineStyles(policy, page.styleHashes));
    }
    sendStoredPage(req, res, page);
  }

  function storedPage(key: string, req: Request, view: PageView): Promise<StoredPage> {
    const cached = cache?.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = inflight.get(key);
    if (!pending) {
      pending = renderDocument(req, view).then(storePage);
      inflight.set(key, pending);
      void pending
        .then(
          (page) => cache?.set(key, page),
          () => undefined,
        )
        .finally(() => inflight.delete(key));
    }
    return pending;
  }

  /** Sends the page of this request if it was rendered before (no loader, no render); false otherwise. */
  function sendCachedPage(req: Request, res: Response): boolean {
    const page = cache?.get(cacheKey(req));
    if (!page) return false;
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
      page = await storedPage(cacheKey(req), req, view);
    } catch (err) {
      ssr.fixStack(err);
      req.log.error({ err }, 'page render failed');
      await sendErrorPage(req, res, 500);
      return;
    }
    respondWith(req, res, page);
  }

  return { sendPage, sendCachedPage, sendErrorPage, sendMessagePage };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
