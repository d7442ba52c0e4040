import type { Request, Response } from 'express';
import { pageLanguage } from '#shared/language-link.ts';
import type { Clock } from '../clock.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { Logger } from '../logger.ts';
import { ulaanbaatarDay } from '../services/rates-calendar.ts';
import type { PageViewRow, PageViews } from '../storage/page-views.ts';
import type { DeviceClass } from './device-class.ts';
import { flushedCounts } from './flushed-counts.ts';
import { OTHER_REFERRER, referrerHost } from './referrer-host.ts';
import { visitorAgents } from './visitor-agents.ts';

// The public pages' views, counted by the server as it sends each page (docs/privacy.md, "Page-view statistics"):
// no script, no cookie, nothing of the visitor kept. A view is one Map increment under its row's key (day, page,
// language, device, item, referrer); the rows are added to the store every PAGE_VIEW_FLUSH_MS, and as the process
// stops, so a crash loses those seconds at most.

/** How often the counts are added to the store. */
export const PAGE_VIEW_FLUSH_MS = 5_000;
/**
 * The distinct rows held between two flushes: past it, a new row is counted with the referrer OTHER_REFERRER. The
 * other parts of a row come from the site's own route table and catalogue, so a flood of made-up referrers grows
 * neither the memory nor the table beyond that.
 */
export const MAX_PAGE_VIEW_ROWS = 5_000;

/** What the metrics are told: views added to the store, and failed flushes (server/metrics/metric-counts.ts). */
export interface PageViewCounts {
  added(views: number): void;
  failed(): void;
}

/** What the renderer knows of a page it sends (server/render/page-cache.ts's StoredPage). */
export interface SentPage {
  status: number;
  /** The page module's id; none for a page without one. */
  page?: string;
  /** The product's or service's slug it shows. */
  item?: string;
}

interface PageViewCounterDeps {
  views: Pick<PageViews, 'add'>;
  clock: Clock;
  lifecycle: Pick<Lifecycle, 'beforeStoreCloses'>;
  logger: Logger;
  /** The site's own address (PUBLIC_URL): a visitor coming from one of its pages came from no other site. */
  publicUrl: string;
  counts?: PageViewCounts;
}

// Between the parts of a row's key: no part can hold it (a URL's host name never does; the rest are our own ids).
const SEPARATOR = '\t';
const rowKey = (day: string, page: string, language: string, device: DeviceClass, item: string, referrer: string) =>
  `${day}${SEPARATOR}${page}${SEPARATOR}${language}${SEPARATOR}${device}${SEPARATOR}${item}${SEPARATOR}${referrer}`;

function rowOf(key: string, views: number): PageViewRow {
  const [day = '', page = '', language = '', device = 'desk', item = '', referrer = ''] = key.split(SEPARATOR);
  return { day, page, language, device: device as DeviceClass, item, referrer, views };
}

/** The same row with its referrer OTHER_REFERRER (the referrer is the key's last part). */
const withOtherReferrer = (key: string) => key.slice(0, key.lastIndexOf(SEPARATOR) + 1) + OTHER_REFERRER;

// A browser's prefetch or prerender of a page the visitor may never see (Chrome's Sec-Purpose, the older
// Purpose and Firefox's X-Moz; Safari's X-Purpose: preview).
const FORESEEN = /prefetch|prerender|preview/i;
const isForeseen = ({ headers }: Request) =>
  [headers['sec-purpose'], headers.purpose, headers['x-purpose'], headers['x-moz']].some(
    (value) => typeof value === 'string' && FORESEEN.test(value),
  );

export function pageViewCounter({ views, clock, lifecycle, logger, publicUrl, counts }: PageViewCounterDeps) {
  const ownHost = new URL(publicUrl).hostname;
  const deviceOf = visitorAgents();
  const rows = flushedCounts({
    async write(taken) {
      await views.add([...taken].map(([key, count]) => rowOf(key, count)));
      let added = 0;
      for (const count of taken.values()) added += count;
      counts?.added(added);
    },
    everyMs: PAGE_VIEW_FLUSH_MS,
    lifecycle,
    onFailed(err, taken) {
      counts?.failed();
      logger.error({ err, rows: taken.size }, 'page views not added to the store: kept for the next flush');
    },
    maxKeys: MAX_PAGE_VIEW_ROWS,
    overflow: withOtherReferrer,
  });

  /**
   * Counts a page as it is sent, unless it is no view: not a GET (HEAD), not found (only 200 is, and the 304 a
   * revalidation gets), an editor's preview, a prefetch or prerender, or a bot's request (or one naming no
   * browser). A buyer's quotation page is never counted (render-page.ts does not ask).
   */
  function count(req: Request, res: Response, page: SentPage): void {
    if (page.status !== 200 || page.page === undefined || req.method !== 'GET' || res.locals.preview) return;
    const device = deviceOf(req.headers['user-agent']);
    if (device === undefined || isForeseen(req)) return;
    const referer = req.headers.referer;
    const referrer = referer === undefined || referer === '' ? '' : referrerHost(referer, ownHost);
    const day = ulaanbaatarDay(clock.now());
    rows.add(rowKey(day, page.page, pageLanguage(req.path), device, page.item ?? '', referrer));
  }

  return { count, flush: rows.flush, stop: rows.stop };
}

export type PageViewCounter = ReturnType<typeof pageViewCounter>;
