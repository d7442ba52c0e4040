// The product plan page's offers beyond supply as shipped (the office's list 'plans', docs/content.md, "Lists"): the
// n-th is the list's item n, its texts product-plan:<key>.* in locales/, its icon one of the list's icon choices.

export const SHIPPED_PLANS = [
  { key: 'rental', icon: 'truck' },
  { key: 'support', icon: 'wrench' },
] as const;

/**
 * The anchor of an offer's card on the page: a shipped offer's key, since search links its section by it
 * (/productgrouppage#rental, server/services/search-sources.ts); `plan-<id>` for one the office added.
 */
export const planAnchor = (id: number): string => SHIPPED_PLANS[id - 1]?.key ?? `plan-${id}`;
