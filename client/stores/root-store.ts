import { action, makeObservable, observable } from 'mobx';
import { CartStore, type CartItem } from './cart-store.ts';
import { CompareStore } from './compare-store.ts';
import { DataStore } from './data-store.ts';
import type { StoredProduct } from './stored-product.ts';
import { WishlistStore } from './wishlist-store.ts';

// One set of stores per page in the browser (shared by every island), one per request on the server.
export class RootStore {
  readonly data = new DataStore();
  readonly cart = new CartStore();
  readonly wishlist = new WishlistStore();
  readonly compare = new CompareStore();
  /** True once the persisted lists were read back (never on the server). */
  isRestored = false;

  constructor() {
    makeObservable(this, { isRestored: observable, markRestored: action });
  }

  markRestored(): void {
    this.isRestored = true;
  }

  // What mobx-persist-store reads and writes under the key `root`: plain arrays, never the store instances
  // (they would come back as plain objects). Writing goes through restore(), which drops bad entries.
  get cartItems(): CartItem[] {
    return this.cart.items;
  }
  set cartItems(value: unknown) {
    this.cart.restore(value);
  }
  get wishlistItems(): StoredProduct[] {
    return this.wishlist.items;
  }
  set wishlistItems(value: unknown) {
    this.wishlist.restore(value);
  }
  get compareItems(): StoredProduct[] {
    return this.compare.items;
  }
  set compareItems(value: unknown) {
    this.compare.restore(value);
  }
}

export function createRootStore(): RootStore {
  return new RootStore();
}
