import { checkFrom, checkTo, conflictOf, normalisePath, type Redirect } from '#shared/redirects.ts';
import type { RedirectRefusal } from '#shared/redirects-view.ts';
import type { Collections } from './collections.ts';
import type { ProductCatalogue } from './product-catalogue.ts';
import type { Redirects } from './redirects.ts';
import { automaticRedirects, servedBySite } from './site-addresses.ts';

// The checks every new redirect of the office goes through (docs/content.md, "Redirects"), whether typed, uploaded as
// a CSV or brought by a content file: its old address a path of this site the site does not serve, its new one a
// path of this site or an https address, and neither a loop nor a chain with the redirects it joins (the office's and
// the automatic ones of renamed products and list items).

export interface RedirectSources {
  redirects: Pick<Redirects, 'current'>;
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

export type CheckedRedirect = { ok: true; redirect: Redirect } | { ok: false; refusal: RedirectRefusal };

/** One redirect as typed, checked against `existing` (the list it joins, the automatic ones included). */
export function checkRedirect(
  typedFrom: string,
  typedTo: string,
  existing: readonly Redirect[],
  sources: RedirectSources,
): CheckedRedirect {
  const from = checkFrom(typedFrom);
  if (!from.ok) return { ok: false, refusal: { key: from.reason } };
  const served = servedRefusal(from.value, sources);
  if (served) return { ok: false, refusal: served };
  const to = checkTo(typedTo);
  if (!to.ok) return { ok: false, refusal: { key: to.reason } };
  const redirect = { from: from.value, to: to.value };
  const conflict = conflictOf(redirect, existing);
  if (conflict && !conflict.ok) return { ok: false, refusal: { key: conflict.reason, other: conflict.other } };
  return { ok: true, redirect };
}
