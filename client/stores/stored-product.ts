import { z } from 'zod';
import type { CatalogueProduct } from '../ui/catalogue-product.ts';

// SPEC §3: wishlist and compare items are a product copy; a cart item adds colour, size and quantity.
// Only what the quote-list, wishlist and compare screens show is kept, in the language it was added in.
export const storedProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  image: z.string().min(1),
  category: z.string(),
  length: z.number(),
  diameter: z.number(),
  length1: z.number(),
  price: z.number().min(0),
  discount: z.number().min(0).max(100),
});

export type StoredProduct = z.infer<typeof storedProductSchema>;

export function toStoredProduct(product: StoredProduct | CatalogueProduct): StoredProduct {
  const { id, slug, name, image, category, length, diameter, length1, price, discount } = product;
  return { id, slug, name, image, category, length, diameter, length1, price, discount };
}

/**
 * Stored data comes from another tab, an older release or a hand edit: keep the entries that still have the
 * expected shape (first of each id), drop the rest, never throw.
 */
export function parseStoredList<T extends { id: number }>(value: unknown, schema: z.ZodType<T>, max?: number): T[] {
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
