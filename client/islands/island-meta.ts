import type { ComponentType } from 'react';

interface IslandSpec<P> {
  /** The texts it reads: a namespace ('forms'), or one key's texts of a namespace ('home:partners.logoAlt'). */
  ns: readonly string[];
  stores?: true;
  load: () => Promise<ComponentType<P>>;
}

/** Keeps each island's props type (a plain annotation would widen them all to one); none when it takes none. */
const island = <P extends object = Record<string, never>>(spec: IslandSpec<P>): IslandSpec<P> => spec;

// The one table of islands: each one's code (client/islands/<name>.tsx, a lazy import, so its own chunk in the
// browser; the server finds that chunk in the build manifest by this path), the translation namespaces it reads
// (inlined into pages that render it) and whether it uses the MobX stores (the saved lists: their code loads
// only with an island that uses them). The browser's registry and the server's map are derived from it.
export const ISLAND_META = {
  'partners-carousel': island({
    ns: ['home:partners.logoAlt', 'home:partners.previous', 'home:partners.next'],
    load: () => import('./partners-carousel.tsx').then((m) => m.PartnersCarousel),
  }),
  'fun-facts': island({
    ns: ['facts:home.title', 'facts:about.title'],
    load: () => import('./fun-facts.tsx').then((m) => m.FunFacts),
  }),
  catalogue: island({
    ns: ['catalogue', 'forms', 'stores'],
    stores: true,
    load: () => import('./catalogue.tsx').then((m) => m.Catalogue),
  }),
  'product-actions': island({
    ns: ['stores'],
    stores: true,
    load: () => import('./product-actions.tsx').then((m) => m.ProductActionsIsland),
  }),
  'quote-list': island({
    ns: ['stores', 'forms', 'catalogue'],
    stores: true,
    load: () => import('./quote-list.tsx').then((m) => m.QuoteList),
  }),
  'saved-products': island({
    ns: ['stores', 'catalogue'],
    stores: true,
    load: () => import('./saved-products.tsx').then((m) => m.SavedProducts),
  }),
  'compare-table': island({
    ns: ['stores', 'catalogue'],
    stores: true,
    load: () => import('./compare-table.tsx').then((m) => m.CompareTable),
  }),
  'contact-form': island({ ns: ['forms'], load: () => import('./contact-form.tsx').then((m) => m.ContactForm) }),
  'service-form': island({ ns: ['forms'], load: () => import('./service-form.tsx').then((m) => m.ServiceForm) }),
  'subscribe-form': island({ ns: ['forms'], load: () => import('./subscribe-form.tsx').then((m) => m.SubscribeForm) }),
  /** The office sign-in (client/admin/login-page.tsx). */
  'sign-in-form': island({
    ns: ['admin', 'forms'],
    load: () => import('./sign-in-form.tsx').then((m) => m.SignInForm),
  }),
  /** An office list's select-all box and count of rows ticked (client/admin/bulk-parts.tsx). */
  'bulk-selection': island({
    ns: ['admin:bulk.selection'],
    load: () => import('./bulk-selection.tsx').then((m) => m.BulkSelection),
  }),
  /** An office edit page's "also editing now" and its draft saved as one types (client/admin/edit-presence-parts.tsx). */
  'edit-presence': island({
    ns: ['admin:editing'],
    load: () => import('./edit-presence.tsx').then((m) => m.EditPresence),
  }),
  /** The office's quotation form's totals as typed (client/admin/quotation-form.tsx). */
  'quotation-totals': island({
    ns: ['quotations:office.live', 'quotations:office.liveIncomplete'],
    load: () => import('./quotation-totals.tsx').then((m) => m.QuotationTotalsLive),
  }),
  'ticker-rates': island({ ns: ['ticker'], load: () => import('./ticker-rates.tsx').then((m) => m.TickerRates) }),
};

export type IslandName = keyof typeof ISLAND_META;

/** The props island `N`'s component takes: what `<Island name={N} props={…}>` is checked against. */
export type IslandProps<N extends IslandName> = (typeof ISLAND_META)[N] extends IslandSpec<infer P> ? P : never;

export const ISLAND_NAMES = Object.keys(ISLAND_META) as IslandName[];

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_META, name);
}

/** The texts the islands read (as in IslandSpec.ns), 'common' first: every island may use it. */
export function textsFor(names: readonly IslandName[]): string[] {
  return [...new Set(['common', ...names.flatMap((name) => ISLAND_META[name].ns)])];
}

/** The namespaces the islands read from. */
export function namespacesFor(names: readonly IslandName[]): string[] {
  return [...new Set(textsFor(names).map((texts) => texts.split(':', 1)[0] ?? texts))];
}

export function usesStores(name: IslandName): boolean {
  return 'stores' in ISLAND_META[name];
}
