// Every island, with the translation namespaces it reads. The server inlines exactly these
// namespaces for the islands a page renders; each island's code is its own chunk (registry.ts).
export const ISLAND_META = {
  'site-header': { ns: ['common', 'stores'] },
  'hero-slider': { ns: ['common', 'home'] },
  'partners-carousel': { ns: ['home'] },
  'fun-facts': { ns: ['facts'] },
  catalogue: { ns: ['catalogue', 'forms', 'stores'] },
  'product-actions': { ns: ['stores'] },
  'quote-list': { ns: ['stores', 'forms', 'catalogue'] },
  'saved-products': { ns: ['stores', 'catalogue'] },
  'compare-table': { ns: ['stores', 'catalogue'] },
  'contact-form': { ns: ['forms'] },
  'service-form': { ns: ['forms'] },
  'subscribe-form': { ns: ['forms'] },
  'ticker-rates': { ns: ['ticker'] },
} as const satisfies Record<string, { ns: readonly string[] }>;

export type IslandName = keyof typeof ISLAND_META;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_META, name);
}

export function namespacesFor(names: readonly IslandName[]): string[] {
  return [...new Set(['common', ...names.flatMap((name) => ISLAND_META[name].ns)])];
}
