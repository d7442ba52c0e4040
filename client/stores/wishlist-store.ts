import { makeAutoObservable } from 'mobx';
import { parseStoredList, storedProductSchema, toStoredProduct, type StoredProduct } from './stored-product.ts';

// SPEC §4 wishlist: adding toggles; explicit remove by id.
export class WishlistStore {
  items: StoredProduct[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  get count(): number {
    return this.items.length;
  }

  has(productId: number): boolean {
    return this.items.some((item) => item.id === productId);
  }

  /** Present: removed ('Item Removed from Wishlist'); absent: added ('Item Added to Wishlist'). */
  toggle(product: StoredProduct): 'added' | 'removed' {
    if (this.remove(product.id) === 'removed') return 'removed';
    this.items.push(toStoredProduct(product));
    return 'added';
  }

  remove(productId: number): 'removed' | 'missing' {
    const index = this.items.findIndex((item) => item.id === productId);
    if (index < 0) return 'missing';
    this.items.splice(index, 1);
    return 'removed';
  }

  restore(value: unknown): void {
    this.items = parseStoredList(value, storedProductSchema);
  }
}
