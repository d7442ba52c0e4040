import { action, makeObservable } from 'mobx';
import { ProductListStore } from './product-list-store.ts';
import { storedProductSchema, toStoredProduct, type StoredProduct } from './stored-product.ts';

// docs/specification.md §4 wishlist: adding toggles; explicit remove by id.
export class WishlistStore extends ProductListStore<StoredProduct> {
  constructor() {
    super(storedProductSchema);
    makeObservable(this, { toggle: action });
  }

  /** Present: removed ('Item Removed from Wishlist'); absent: added ('Item Added to Wishlist'). */
  toggle(product: StoredProduct): 'added' | 'removed' {
    if (this.remove(product.id) === 'removed') return 'removed';
    this.items.push(toStoredProduct(product));
    return 'added';
  }
}
