import { action, makeObservable } from 'mobx';
import { COMPARE_MAX } from '#shared/constants.ts';
import { ProductListStore } from './product-list-store.ts';
import { storedProductSchema, toStoredProduct, type StoredProduct } from './stored-product.ts';

// docs/specification.md §4 compare list, limited to what the compare page can show side by side (COMPARE_MAX). Removing
// an absent product answers 'missing' (docs/specification.md §4: 'Target no Found').
export class CompareStore extends ProductListStore<StoredProduct> {
  constructor() {
    super(storedProductSchema, COMPARE_MAX);
    makeObservable(this, { add: action });
  }

  /** Present: 'exists' and nothing changes; full: 'full'; otherwise 'added'. */
  add(product: StoredProduct): 'added' | 'exists' | 'full' {
    if (this.has(product.id)) return 'exists';
    if (this.items.length >= COMPARE_MAX) return 'full';
    this.items.push(toStoredProduct(product));
    return 'added';
  }
}
