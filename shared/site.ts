// The fixed lists of docs/specification.md §3: three services and three product groups. Wording lives in locales/.

export const SERVICES = [
  { key: 'consulting', slug: 'consulting-services' },
  { key: 'trading', slug: 'international-trading' },
  { key: 'logistics', slug: 'transportation-logistics' },
] as const;
export type Service = (typeof SERVICES)[number];

// `category` is the catalogue category the group links to (docs/specification.md §2: /products/{category}).
export const PRODUCT_GROUPS = [
  { key: 'mining-equipment', category: 'Mining Equipment' },
  { key: 'mining-drills', category: 'Drilling Bit' },
  { key: 'heavy-tires', category: 'Heavy Tires' },
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

export function findService(slug: string | undefined): Service | undefined {
  const wanted = slug?.toLowerCase();
  return SERVICES.find((service) => service.slug === wanted);
}

// docs/specification.md §3 team: three members as shipped (founder and consultant; partner and consultant, twice);
// the office keeps the list (server/content/shipped-collections.ts, docs/content.md, "Lists").
export const TEAM = [
  { key: 'founder', slug: 'batbayar-dorj' },
  { key: 'partner1', slug: 'oyunchimeg-bold' },
  { key: 'partner2', slug: 'ganzorig-tsend' },
] as const;

/** The product group whose catalogue category is `name` (compared case-insensitively). */
export function findProductGroup(name: string | undefined): ProductGroup | undefined {
  const wanted = name?.trim().toLowerCase();
  return PRODUCT_GROUPS.find((group) => group.category.toLowerCase() === wanted);
}

// The company's social pages as shipped; the office changes them in /admin/company
// (docs/content.md, "Company details").
export const DEFAULT_SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/altanuultrade',
  linkedin: 'https://www.linkedin.com/company/altanuultrade',
  youtube: 'https://www.youtube.com/@altanuultrade',
} as const;

/** "+976 7011 2233" → "tel:+97670112233" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
