import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page as rendered: the same document for every visitor of its URL. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Its Content-Security-Policy header (allowing its inline styles). */
  contentSecurityPolicy: string;
  /** The page module's id (the metrics' route label); none for a page without a module. */
  page?: string;
  /** The product's or service's slug it shows (the page-view count's item, server/stats/). */
  item?: string;
  /** The office's lists it shows (server/content/collection-readings.ts): a publish in one of them drops it. */
  lists?: readonly string[];
}

/** A rendered page compressed once, ready to be sent as it is. */
export interface StoredPage {
  status: number;
  etag: string;
  /** Its brotli bytes are the quick compression's (storePage). */
  quickBrotli: boolean;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  contentSecurityPolicy: string;
  page?: string;
  item?: string;
  lists?: readonly string[];
}

/** Brotli quality of a page first sent: about 2 ms for an 80 KB page, 8 % larger than the kept one's. */
const QUICK_BROTLI = 6;
/** Brotli quality of a kept page: 10 (level 11 took three times as long for 0.4 % less), about 40 ms. */
const KEPT_BROTLI = 10;

/**
 * Compresses a page (off the event loop) and names it by its content. `quick`: the first visitor of a page just
 * rendered is not kept waiting for the best compression (rendered-pages.ts keeps the best one for the next ones);
 * the brotli ETag says so, as its bytes differ (gzip's are the same).
 */
export async function storePage(page: RenderedPage, { quick = false }: { quick?: boolean } = {}): Promise<StoredPage> {
  const identity = Buffer.from(page.html);
  const quality = quick ? QUICK_BROTLI : KEPT_BROTLI;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const { status, contentSecurityPolicy, page: id, item, lists } = page;
  const stored = { status, etag: hash, quickBrotli: quick, identity, br, gzip: gz, contentSecurityPolicy, lists };
  return { ...stored, page: id, item };
}

/**
 * At most `maxBytes` of pages (all three encodings counted), the least recently used dropped first; `onEvict` is
 * told of each page dropped for room (not of those deleted or replaced).
 */
export function createPageCache({ maxBytes, onEvict }: { maxBytes: number; onEvict?: () => void }) {
  return new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.identity.length + page.br.length + page.gzip.length,
    dispose: (_page, _key, reason) => {
      if (reason === 'evict') onEvict?.();
    },
  });
}

type Encoding = 'br' | 'gzip' | undefined;

// Browsers send a handful of distinct Accept-Encoding values: each is negotiated once.
const encodings = new Map<string, Encoding>();
const MAX_REMEMBERED_ENCODINGS = 64;

function encodingFor(req: Request): Encoding {
  const header = req.get('accept-encoding') ?? '';
  let encoding = encodings.get(header);
  if (encoding === undefined && !encodings.has(header)) {
    // Brotli whenever accepted: browsers list gzip first with the same weight, and accepts() would pick it.
    encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
    if (encodings.size >= MAX_REMEMBERED_ENCODINGS) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

/**
 * Sends a stored page in the best encoding the client accepts, with a strong ETag per encoding; a request
 * that already holds it (If-None-Match) gets 304 and no body. Compression middleware leaves it alone, as it
 * is already encoded.
 */
export function sendStoredPage(req: Request, res: Response, page: StoredPage): void {
  const encoding = encodingFor(req);
  const variant = encoding === 'br' && page.quickBrotli ? `br${QUICK_BROTLI}` : encoding;
  const etag = `"${page.etag}${variant ? `-${variant}` : ''}"`;
  res.setHeader('ETag', etag);
  res.append('Vary', 'Accept-Encoding');
  const held = req.get('if-none-match') ?? '';
  if (page.status === 200 && held.split(/\s*,\s*/).includes(etag)) {
    res.status(304).end();
    return;
  }
  const body = encoding ? page[encoding] : page.identity;
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
