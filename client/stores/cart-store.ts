import { action, makeObservable } from 'mobx';
import { z } from 'zod/mini';
import { clampQuantity } from '#shared/cart-rules.ts';
import { DEFAULT_ADD_QTY } from '#shared/constants.ts';
import { ProductListStore } from './product-list-store.ts';
import { storedProductSchema, toStoredProduct, type StoredProduct } from './stored-product.ts';

export const cartItemSchema = z.extend(storedProductSchema, {
  qty: z.int().check(z.minimum(1)),
  selectedColor: z.nullable(z.string()),
  selectedSize: z.nullable(z.string()),
});

export type CartItem = z.infer<typeof cartItemSchema>;

export interface AddToCartOptions {
  qty?: number;
  color?: string | null;
  size?: string | null;
}

export type CartAddOutcome = 'added' | 'increased';
export type CartChangeOutcome = 'increased' | 'decreased' | 'atMinimum' | 'updated' | 'missing';

// docs/specification.md §4 cart, shown as the quote list. Actions return what happened; the islands turn that into a
// toast. Line sums and the total are worked out where they are shown, at the page's rate (shared/money.ts lineMoney,
// quoteTotal): items may be priced in ₮ or $.
export class CartStore extends ProductListStore<CartItem> {
  constructor() {
    super(cartItemSchema);
    makeObservable(this, {
      add: action,
      increment: action,
      decrement: action,
      setQuantity: action,
      clear: action,
    });
  }

  /** Present: quantity up by the amount (default 1), colour and size updated; absent: appended. */
  add(
    product: StoredProduct,
    { qty = DEFAULT_ADD_QTY, color = null, size = null }: AddToCartOptions = {},
  ): CartAddOutcome {
    const amount = clampQuantity(qty);
    const present = this.find(product.id);
    if (present) {
      present.qty += amount;
      present.selectedColor = color;
      present.selectedSize = size;
      return 'increased';
    }
    this.items.push({ ...toStoredProduct(product), qty: amount, selectedColor: color, selectedSize: size });
    return 'added';
  }

  increment(productId: number): CartChangeOutcome {
    const item = this.find(productId);
    if (!item) return 'missing';
    item.qty += 1;
    return 'increased';
  }

  /** Down by one, never below the minimum (docs/specification.md §9: 1). */
  decrement(productId: number): CartChangeOutcome {
    const item = this.find(productId);
    if (!item) return 'missing';
    const next = clampQuantity(item.qty - 1);
    if (next === item.qty) return 'atMinimum';
    item.qty = next;
    return 'decreased';
  }

  /** A quantity typed into the quote list; clamped like the buttons. */
  setQuantity(productId: number, qty: number): CartChangeOutcome {
    const item = this.find(productId);
    if (!item) return 'missing';
    item.qty = clampQuantity(qty);
    return 'updated';
  }

  clear(): void {
    this.items = [];
  }
}
