import type { Request } from 'express';
import type { AdminNotice } from '#shared/admin-view.ts';
import type { Redirect } from '#shared/redirects.ts';
import type { RedirectRefusal, RedirectsProps } from '#shared/redirects-view.ts';
import { automaticOf, type RedirectSources } from '../content/redirect-checks.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { RedirectHit } from '../storage/redirect-hits.ts';

// What the office's redirects page shows (docs/content.md, "Redirects"): the office's redirects and the automatic
// ones, each with its hits, the forms' addresses, and what was refused.

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
