import { z } from 'zod/mini';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '#shared/money.ts';

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
});

export type StoredProduct = z.infer<typeof storedProductSchema>;

export function toStoredProduct(product: StoredProduct | CatalogueProduct): StoredProduct {
  const { id, slug, name, image, category, length, diameter, length1, price, currency, discount } = product;
  return { id, slug, name, image, category, length, diameter, length1, price, currency, discount };
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
