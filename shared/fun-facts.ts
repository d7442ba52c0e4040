import type { CollectionItem } from './collections.ts';

// docs/specification.md §9: the fun-fact counters, as shipped: the office keeps them as the list 'figures'
// (server/content/shipped-collections.ts). Labels ship in locales/{mn,en}/facts.json under figures.<key>.

export interface FunFact {
  /** Translation key under facts:<variant>. */
  key: string;
  value: number;
  /** Shown after the number: '+' for "more than". */
  suffix: '' | '+';
}

/** The two pages with counters, each with its own heading and look. */
export type FunFactVariant = 'home' | 'about';

/**
 * The company's figures as shipped: one set, shown alike by the home and the about page (page 'both'), so the site
 * never states two different counts of the same thing; each is a fact a buyer could check (the provinces: all 21
 * of Mongolia's aimags). The office may add a figure for one page only.
 */
export const FUN_FACTS: readonly FunFact[] = [
  { key: 'clients', value: 300, suffix: '+' },
  { key: 'teamMembers', value: 50, suffix: '' },
  { key: 'projects', value: 360, suffix: '+' },
  { key: 'provinces', value: 21, suffix: '' },
];

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
    .filter((item) => item.fields.page === variant || item.fields.page === 'both')
    .map((item) => ({
      id: item.id,
      label: item.fields.label ?? '',
      value: Number(item.fields.value ?? 0),
      suffix: item.fields.suffix ?? '',
    }));
}

/** How long a counter takes to count up from 0 to its target. */
export const FUN_FACT_COUNT_MS = 1800;
