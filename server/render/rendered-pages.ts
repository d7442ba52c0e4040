import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { pagePath } from '#shared/language-link.ts';
import { PAGE_MODULES } from '#pages/pages.server.ts';
import type { Clock } from '../clock.ts';
import type { RatesSource } from '../services/rates-service.ts';
import { createPageCache, storePage, type RenderedPage, type StoredPage } from './page-cache.ts';

interface RenderedPagesDeps {
  clock: Clock;
  rates: Pick<RatesSource, 'tickerFigures'>;
  /** How many bytes of rendered pages (all encodings) are kept in memory. */
  maxBytes: number;
  /** False in development: every request renders afresh, so an edited component shows on the next reload. */
  keepsPages: boolean;
  /** Told of each page sent from the cache, rendered for want of it, and dropped from it for room (metrics). */
  counts?: PageCacheCounts;
}

export interface PageCacheCounts {
  hit(): void;
  miss(): void;
  evicted(): void;
}

// The first path segments of the pages that show products (/products, /shop-single/…, /search): a publish of a
// product drops only these (docs/content.md, "Products": only the pages a change affects).
const PRODUCT_SEGMENTS = new Set(
  Object.values(PAGE_MODULES)
    .filter((module) => module.showsProducts)
    .flatMap((module) => module.routes.map((route) => route.split('/')[1]?.toLowerCase() ?? '')),
);

function showsProducts(url: string): boolean {
  const segment = pagePath(url.split('?', 1)[0] ?? '/').split('/')[1] ?? '';
  return PRODUCT_SEGMENTS.has(segment.toLowerCase());
}

// One document per URL (which says the language), currency figures and year: every visitor of it gets the
// same bytes.
export function createRenderedPages({ clock, rates, maxBytes, keepsPages, counts }: RenderedPagesDeps) {
  const cache = keepsPages ? createPageCache({ maxBytes, onEvict: counts?.evicted }) : undefined;
  const inflight = new Map<string, Promise<StoredPage>>();
  // Counts the office's publishes: a page rendered before one, even one still rendering, is never served after.
  let contentVersion = 0;
  // Counts the publishes of products: only the pages showing products carry it in their key.
  let productsVersion = 0;
  // Counts the publishes of lists; each list's last one. A page rendered before a publish in a list it shows is
  // sent but not kept, and no request after the publish waits for such a render.
  let listsVersion = 0;
  const listChangedAt = new Map<string, number>();
  const showsChangedList = (page: StoredPage, since: number) =>
    (page.lists ?? []).some((name) => (listChangedAt.get(name) ?? 0) > since);

  // The figures' fingerprint is worked out once per set of figures, not per request.
  const fingerprints = new WeakMap<object, string>();
  function figuresFingerprint(): string {
    const figures = rates.tickerFigures();
    if (typeof figures === 'string') return figures;
    let fingerprint = fingerprints.get(figures);
    if (!fingerprint) {
      fingerprint = createHash('sha256').update(JSON.stringify(figures)).digest('base64url');
      fingerprints.set(figures, fingerprint);
    }
    return fingerprint;
  }

  // The address decides the language (/en/…), so it is not a part of its own.
  function cacheKey(req: Request): string {
    const url = req.originalUrl;
    const products = showsProducts(url) ? productsVersion : '';
    return `${contentVersion}.${products} ${clock.now().getFullYear()} ${figuresFingerprint()} ${url}`;
  }

  return {
    /** The page of this request if it was rendered before. */
    cached(req: Request): StoredPage | undefined {
      // Not a miss when absent: every GET asks here first, static files and API reads included.
      const page = cache?.get(cacheKey(req));
      if (page) counts?.hit();
      return page;
    },

    /** The page of this request: kept, or rendered once (concurrent requests wait for the same render). */
    get(req: Request, render: () => Promise<RenderedPage>): Promise<StoredPage> {
      const key = cacheKey(req);
      const cached = cache?.get(key);
      if (cached) {
        counts?.hit();
        return Promise.resolve(cached);
      }
      counts?.miss();
      const rendering = `${listsVersion} ${key}`;
      let pending = inflight.get(rendering);
      if (!pending) {
        // Sent at once compressed quickly, kept meanwhile; the best compression then takes its place.
        const startedAt = listsVersion;
        const rendered = render();
        pending = rendered.then((page) => storePage(page, { quick: cache !== undefined }));
        inflight.set(rendering, pending);
        void pending.then(
          async (quick) => {
            inflight.delete(rendering);
            if (showsChangedList(quick, startedAt)) return;
            cache?.set(key, quick);
            if (!cache) return;
            const best = await storePage(await rendered).catch(() => undefined);
            // Unless dropped (a publish) or replaced meanwhile; a failure leaves the quick one kept.
            if (best && cache.peek(key) === quick) cache.set(key, best);
          },
          () => inflight.delete(rendering),
        );
      }
      return pending;
    },

    /** Bytes of the pages kept (all encodings). */
    bytes: (): number => cache?.calculatedSize ?? 0,

    /**
     * The office published a change: every kept page is dropped (a text may appear on any page; the pages are
     * rendered again as they are asked for).
     */
    contentChanged(): void {
      contentVersion += 1;
      cache?.clear();
    },

    /** The office published in these lists: the kept pages showing any of them are dropped, no other. */
    listsChanged(names: readonly string[]): void {
      if (names.length === 0) return;
      listsVersion += 1;
      for (const name of names) listChangedAt.set(name, listsVersion);
      if (!cache) return;
      for (const [key, page] of [...cache.entries()]) {
        if (showsChangedList(page, listsVersion - 1)) cache.delete(key);
      }
    },

    /** The office published a product (or the order): the kept pages showing products are dropped, no other. */
    productsChanged(): void {
      productsVersion += 1;
      if (!cache) return;
      for (const key of [...cache.keys()]) {
        if (showsProducts(key.slice(key.lastIndexOf(' ') + 1))) cache.delete(key);
      }
    },
  };
}
