import { makeAutoObservable } from 'mobx';
import { COMPARE_MAX } from '#shared/constants.ts';
import { parseStoredList, storedProductSchema, toStoredProduct, type StoredProduct } from './stored-product.ts';

// SPEC §4 compare list, limited to what the compare page can show side by side (COMPARE_MAX).
export class CompareStore {
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

  /** Present: 'exists' and nothing changes; full: 'full'; otherwise 'added'. */
  add(product: StoredProduct): 'added' | 'exists' | 'full' {
    if (this.has(product.id)) return 'exists';
    if (this.items.length >= COMPARE_MAX) return 'full';
    this.items.push(toStoredProduct(product));
    return 'added';
  }

  /** Present: 'removed'; absent: 'missing' (SPEC §4: 'Target no Found'). */
  remove(productId: number): 'removed' | 'missing' {
    const index = this.items.findIndex((item) => item.id === productId);
    if (index < 0) return 'missing';
    this.items.splice(index, 1);
    return 'removed';
  }

  restore(value: unknown): void {
    this.items = parseStoredList(value, storedProductSchema, COMPARE_MAX);
  }
}
