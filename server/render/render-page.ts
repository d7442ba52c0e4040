import { Transform } from 'node:stream';
import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import type { PageView, RenderContext } from '#client/entry-server.tsx';
import type { IslandState } from '#client/island-state.ts';
import type { Clock } from '../clock.ts';
import type { SiteConfig } from '../config.ts';
import { requestLanguage } from '../middleware/language.ts';
import { canonicalPath } from '../seo/canonical.ts';
import { languageUrl, seoHeadTags } from '../seo/head-tags.ts';
import { organizationLd, productLd, serviceLd, structuredData, type ProductLdInput } from '../seo/structured-data.ts';
import type { RatesSource } from '../services/rates-service.ts';
import { documentHead, documentTail, escapeHtml } from './document.ts';
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
  /** The ticker's figures, read without waiting (a due refresh starts in the background). */
  rates: Pick<RatesSource, 'current'>;
}

// Last resort when even the error page cannot render: plain HTML, no script, no dependency.
const STATIC_ERROR_BODY =
  '<main class="status-page"><h1>Unexpected Application Error!</h1><p><a href="/">Home</a></p></main>';

export function createPageRenderer({ ssr, site, clock, renderTimeoutMs, generateCsrfToken, rates }: RendererDeps) {
  function createContext(req: Request, res: Response, entry: EntryServer): RenderContext {
    const url = new URL(req.originalUrl, 'http://site.invalid');
    return {
      lng: requestLanguage(req),
      i18n: req.i18n,
      pathname: url.pathname,
      search: url.search,
      now: clock.now(),
      csrfToken: generateCsrfToken(req, res),
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
  function head(ctx: RenderContext, res: Response, title: string, description: string, view?: PageView): string {
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
        nonce: res.locals.cspNonce as string,
        jsonLd: structuredData(ld),
      }),
    });
  }

  function tail(ctx: RenderContext, entry: EntryServer, res: Response): string {
    return documentTail({
      nonce: res.locals.cspNonce as string,
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
      ctx = createContext(req, res, entry);
      body = entry.renderErrorPage(ctx, { messageKey, requestId: status >= 500 ? String(req.id) : undefined });
    } catch (err) {
      ssr.fixStack(err);
      req.log.error({ err }, 'error page failed to render');
      body = STATIC_ERROR_BODY;
    }
    const html =
      ctx && entry && body !== STATIC_ERROR_BODY
        ? head(ctx, res, t('pages:meta.error.title'), t('pages:meta.error.description')) + body + tail(ctx, entry, res)
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
    const ctx = createContext(req, res, entry);
    const isSuccess = status < 400;
    const body = entry.renderMessagePage(ctx, { isSuccess, messageKeys, backHref });
    const title = req.t(isSuccess ? (messageKeys[0] ?? 'pages:error.text') : 'pages:error.rejectedHeading');
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.send(head(ctx, res, title, title) + body + tail(ctx, entry, res));
  }

  /** Streams a page: the head and shell as soon as the shell is ready, then the rest, then the island state. */
  async function streamPage(req: Request, res: Response, view: PageView): Promise<void> {
    const entry = await ssr.loadEntry();
    const ctx = createContext(req, res, entry);
    await new Promise<void>((resolve) => {
      const stream = entry.renderPage(ctx, view, {
        nonce: res.locals.cspNonce as string,
        onShellReady() {
          res.status(view.status).type('html').setHeader('Cache-Control', 'no-store');
          res.write(head(ctx, res, view.meta.title, view.meta.description, view));
          const withTail = new Transform({
            transform: (chunk, _encoding, done) => done(null, chunk),
            flush: (done) => done(null, tail(ctx, entry, res)),
          });
          withTail.pipe(res);
          stream.pipe(withTail);
          resolve();
        },
        onShellError() {
          clearTimeout(timer);
          void sendErrorPage(req, res, 500).then(resolve);
        },
        onError(err) {
          ssr.fixStack(err);
          req.log.error({ err }, 'page render failed');
        },
      });
      const timer = setTimeout(() => stream.abort(new RenderTimeoutError(renderTimeoutMs)), renderTimeoutMs);
      res.on('close', () => clearTimeout(timer));
    });
  }

  return { streamPage, sendErrorPage, sendMessagePage };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
