import type { CollectionItem } from './collections.ts';

// docs/specification.md §9: the fun-fact counters, as shipped: the office keeps them as the list 'figures'
// (server/content/shipped-collections.ts). Labels ship in locales/{mn,en}/facts.json under <variant>.<key>.

export interface FunFact {
  /** Translation key under facts:<variant>. */
  key: string;
  value: number;
  /** Shown after the number: '+' for "more than". */
  suffix: '' | '+';
}

export const FUN_FACT_VARIANTS = ['home', 'about'] as const;
export type FunFactVariant = (typeof FUN_FACT_VARIANTS)[number];

export const FUN_FACTS: Record<FunFactVariant, readonly FunFact[]> = {
  home: [
    { key: 'happyClients', value: 300, suffix: '+' },
    { key: 'teamMembers', value: 50, suffix: '' },
    { key: 'completedProjects', value: 360, suffix: '+' },
    { key: 'fiveStarRatings', value: 165, suffix: '+' },
  ],
  about: [
    { key: 'yearsOfExperience', value: 2500, suffix: '' },
    { key: 'expertSpecialists', value: 3200, suffix: '' },
    { key: 'successfulProjects', value: 321, suffix: '+' },
    { key: 'happyCustomers', value: 210, suffix: '+' },
  ],
};

/** A counter as the island shows it. */
export interface FunFactItem {
  id: number;
  label: string;
  value: number;
  suffix: string;
}

/** The figures of one page, in the list's order. */
export function funFactsOf(items: readonly CollectionItem[], variant: FunFactVariant): FunFactItem[] {
  return items
    .filter((item) => item.fields.page === variant)
    .map((item) => ({
      id: item.id,
      label: item.fields.label ?? '',
      value: Number(item.fields.value ?? 0),
      suffix: item.fields.suffix ?? '',
    }));
}

/** How long a counter takes to count up from 0 to its target. */
export const FUN_FACT_COUNT_MS = 1800;
