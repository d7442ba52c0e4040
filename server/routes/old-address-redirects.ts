import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { pagePath } from '#shared/language-link.ts';
import type { Redirect } from '#shared/redirects.ts';
import type { Clock } from '../clock.ts';
import type { Redirects } from '../content/redirects.ts';
import { NotFoundError } from '../errors.ts';
import type { Lifecycle } from '../lifecycle.ts';
import { matchRoute } from '../loaders/page-loader.ts';
import type { Logger } from '../logger.ts';
import type { RedirectHits } from '../storage/redirect-hits.ts';
import { flushedCounts } from '../stats/flushed-counts.ts';

// The office's redirects on the public side (docs/content.md, "Redirects"): a 301 where the site would otherwise
// answer 404, never over a page it serves; looked up in memory, and counted in memory (server/stats/flushed-counts.ts),
// the counts added to the store every few seconds and once more as the process stops, never a write a request.

const FLUSH_EVERY_MS = 5_000;
const CACHE_CONTROL = 'public, max-age=3600';
/** An English address's prefix: /en/ (or /en alone, /en?x). */
const ENGLISH = /^\/en(?:\/|(?=\?)|$)/i;

export interface RedirectCounter {
  /** Adds the counts kept since the last flush to the store; resolves once written (or failed, logged). */
  flush(): Promise<void>;
  stop(): void;
}

interface OfficeRedirectsDeps {
  redirects: Pick<Redirects, 'lookup'>;
  /** Where the counts go. */
  hits: Pick<RedirectHits, 'add'>;
  clock: Clock;
  lifecycle: Lifecycle;
  logger: Logger;
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

export function oldAddressRedirects({ redirects, hits, clock, lifecycle, logger }: OfficeRedirectsDeps) {
  // One key a redirect of the office's: as many as it added, however many addresses are asked for.
  const counts = flushedCounts({
    write: (taken) => hits.add(taken, clock.now()),
    everyMs: FLUSH_EVERY_MS,
    lifecycle,
    onFailed: (err, taken) =>
      logger.error({ err, redirects: taken.size }, 'redirect hits not counted: kept for the next flush'),
  });

  function send(res: Response, redirect: Redirect): void {
    counts.add(redirect.from);
    // The stored target, as checked when it was added: never built from the request (set as it is, since the
    // Location guard would make an https address the office chose the home page).
    res.status(301).set({ Location: redirect.to, 'Cache-Control': CACHE_CONTROL }).end();
  }

  /**
   * The redirect of the address asked for; else, for an English address, of the same address without /en: a
   * visitor who chose English is sent to the English twin of any address first (language.ts), an old one too.
   */
  const redirectOf = (req: Request): Redirect | undefined => {
    if (!isRead(req)) return undefined;
    const asked = redirects.lookup(req.originalUrl);
    if (asked || !ENGLISH.test(req.originalUrl)) return asked;
    return redirects.lookup(req.originalUrl.replace(ENGLISH, '/'));
  };

  /** Before the pages: an address no page's route matches (looked up first: nothing more for a page's address). */
  const beforePages: RequestHandler = (req, res, next) => {
    const redirect = redirectOf(req);
    if (!redirect || matchRoute(pagePath(req.path)).page !== 'notFound') return next();
    send(res, redirect);
  };

  /** Before the error handler: an address whose page found nothing there (an unknown product, a category). */
  const onNotFound: ErrorRequestHandler = (err, req, res, next) => {
    const redirect = err instanceof NotFoundError ? redirectOf(req) : undefined;
    if (!redirect || res.headersSent) return next(err);
    send(res, redirect);
  };

  const counter: RedirectCounter = { flush: counts.flush, stop: counts.stop };
  return { beforePages, onNotFound, counter };
}
