// docs/specification.md §9: the fun-fact counters. Labels live in locales/{mn,en}/facts.json under <variant>.<key>.

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

/** How long a counter takes to count up from 0 to its target. */
export const FUN_FACT_COUNT_MS = 1800;
