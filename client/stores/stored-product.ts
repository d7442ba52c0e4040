import { z } from 'zod/mini';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '#shared/money.ts';
import { specsOf } from '#shared/product-specs.ts';

// docs/specification.md §3: wishlist and compare items are a product copy; a cart item adds colour, size and quantity.
// Only what the quote-list, wishlist and compare screens show is kept, in the language it was added in.
export const storedProductSchema = z.object({
  id: z.int().check(z.positive()),
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
  category: z.string(),
  length: z.number(),
  diameter: z.number(),
  length1: z.number(),
  price: z.number().check(z.minimum(0)),
  // Lists saved before prices had a currency held dollars: read back as such (the stored shape's version stays).
  currency: z._default(z.enum(CURRENCIES), DEFAULT_CURRENCY),
  discount: z.number().check(z.minimum(0), z.maximum(100)),
  // Its category's specifications (shared/product-specs.ts) as the product holds them, for the compare sheet; lists
  // saved before they existed have none.
  specValues: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

export type StoredProduct = z.infer<typeof storedProductSchema>;

export function toStoredProduct(product: StoredProduct | CatalogueProduct): StoredProduct {
  const { id, slug, name, image, category, length, diameter, length1, price, currency, discount } = product;
  const stored = { id, slug, name, image, category, length, diameter, length1, price, currency, discount };
  const specValues = 'specValues' in product ? product.specValues : specValuesOf(product as CatalogueProduct);
  return specValues ? { ...stored, specValues } : stored;
}

/** The product's values of its category's specifications (not today's dimensions, kept already); none: undefined. */
function specValuesOf(product: CatalogueProduct): Record<string, string | number> | undefined {
  const fields = product as Readonly<Record<string, unknown>>;
  const entries = specsOf(product.category).flatMap((spec) => {
    const value = fields[spec.name];
    return !spec.carried && (typeof value === 'number' || (typeof value === 'string' && value !== ''))
      ? [[spec.name, value] as const]
      : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Stored data comes from another tab, an older release or a hand edit: keep the entries that still have the
 * expected shape (first of each id), drop the rest, never throw.
 */
export function parseStoredList<T extends { id: number }>(value: unknown, schema: z.ZodMiniType<T>, max?: number): T[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: T[] = [];
  for (const entry of value) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    items.push(parsed.data);
  }
  return max === undefined ? items : items.slice(0, max);
}
