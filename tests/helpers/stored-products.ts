import type { StoredProduct } from '#client/stores/stored-product.ts';

/** A product as the stores keep it; overrides for the field a test is about. */
export function storedProduct(id: number, overrides: Partial<StoredProduct> = {}): StoredProduct {
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    image: `/images/catalogue/product-${id}.svg`,
    category: 'Mining Drills',
    length: 100 + id,
    diameter: 50 + id,
    length1: 20 + id,
    price: 1000,
    currency: 'USD',
    discount: 100,
    ...overrides,
  };
}
