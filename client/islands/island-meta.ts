// Every island, with the translation namespaces it reads and whether it uses the MobX stores (the saved
// lists). The server inlines exactly these namespaces for the islands a page renders; each island's code is
// its own chunk (registry.ts), and the stores' code loads only with an island that uses them.
export const ISLAND_META = {
  'partners-carousel': { ns: ['home'] },
  'fun-facts': { ns: ['facts'] },
  catalogue: { ns: ['catalogue', 'forms', 'stores'], stores: true },
  'product-actions': { ns: ['stores'], stores: true },
  'quote-list': { ns: ['stores', 'forms', 'catalogue'], stores: true },
  'saved-products': { ns: ['stores', 'catalogue'], stores: true },
  'compare-table': { ns: ['stores', 'catalogue'], stores: true },
  'contact-form': { ns: ['forms'] },
  'service-form': { ns: ['forms'] },
  'subscribe-form': { ns: ['forms'] },
  'ticker-rates': { ns: ['ticker'] },
} as const satisfies Record<string, { ns: readonly string[]; stores?: true }>;

export type IslandName = keyof typeof ISLAND_META;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_META, name);
}

export function namespacesFor(names: readonly IslandName[]): string[] {
  return [...new Set(['common', ...names.flatMap((name) => ISLAND_META[name].ns)])];
}

export function usesStores(name: IslandName): boolean {
  return 'stores' in ISLAND_META[name];
}
