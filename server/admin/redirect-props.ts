import type { Request } from 'express';
import type { AdminNotice } from '#shared/admin-view.ts';
import { normalisePath, type Redirect } from '#shared/redirects.ts';
import type { RedirectRefusal, RedirectsProps } from '#shared/redirects-view.ts';
import type { Redirects } from '../content/redirects.ts';
import { automaticRedirects, servedBySite } from '../content/site-addresses.ts';
import type { Collections } from '../content/collections.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { RedirectHit } from '../storage/redirect-hits.ts';

// What the office's redirects page shows (docs/content.md, "Redirects"): the office's redirects and the automatic
// ones, each with its hits, the forms' addresses, and what was refused.

export interface RedirectSources {
  redirects: Redirects;
  products: Pick<ProductCatalogue, 'entries' | 'service'>;
  collections: Pick<Collections, 'entries' | 'view'>;
}

/** The automatic redirects in the stored spelling, to compare with the office's. */
export const automaticOf = (sources: RedirectSources): Redirect[] =>
  automaticRedirects(sources).map(({ from, to }) => ({ from: normalisePath(from), to: normalisePath(to) }));

/** Every redirect a new one is checked against: the office's, then the automatic ones. */
export const everyRedirect = (sources: RedirectSources): Redirect[] => [
  ...sources.redirects.current().redirects,
  ...automaticOf(sources),
];

/** Why `from` may not be redirected at all: an address the site serves. */
export const servedRefusal = (from: string, sources: RedirectSources): RedirectRefusal | undefined =>
  servedBySite(from, sources) ? { key: 'redirects.errors.fromServed' } : undefined;

interface PageState {
  typed?: { from: string; to: string };
  refusal?: RedirectRefusal;
  refusedRows?: RedirectsProps['refusedRows'];
  notice?: RedirectsProps['notice'];
}

export function redirectsProps(
  req: Request,
  sources: RedirectSources,
  hits: ReadonlyMap<string, RedirectHit>,
  state: PageState = {},
): RedirectsProps {
  const { redirects, revision } = sources.redirects.current();
  const row = (redirect: Redirect, automatic: boolean) => {
    const hit = automatic ? undefined : hits.get(redirect.from);
    return {
      ...redirect,
      hits: hit?.hits ?? 0,
      ...(hit ? { lastHit: localTime(hit.lastHitAt).slice(0, 16) } : {}),
      automatic,
    };
  };
  const base = `${req.baseUrl}/redirects`;
  return {
    rows: [...redirects.map((redirect) => row(redirect, false)), ...automaticOf(sources).map((r) => row(r, true))],
    revision,
    actions: { add: base, remove: `${base}/remove`, upload: `${base}/upload` },
    typed: state.typed ?? { from: '', to: '' },
    ...(state.refusal ? { refusal: state.refusal } : {}),
    ...(state.refusedRows ? { refusedRows: state.refusedRows } : {}),
    ...(state.notice ? { notice: state.notice } : {}),
  };
}

/** What a done change says on the page it returns to (asked for again: a reload does not repeat it). */
export function doneNotice(query: Request['query']): (AdminNotice & { count?: number }) | undefined {
  const done = query.done;
  const count = Number(query.count);
  if (done === 'added') return { key: 'redirects.added', kind: 'info' };
  if (done === 'removed') return { key: 'redirects.removed', kind: 'info' };
  if (done === 'uploaded' && Number.isSafeInteger(count)) return { key: 'redirects.uploaded', kind: 'info', count };
  return undefined;
}
