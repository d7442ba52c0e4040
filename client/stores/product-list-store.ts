import { action, computed, makeObservable, observable } from 'mobx';
import type { z } from 'zod/mini';
import { parseStoredList } from './stored-product.ts';

// What the cart, wishlist and compare stores share: products listed once each by id, read back from storage
// entry by entry. Each subclass annotates its own actions: MobX's makeAutoObservable refuses subclasses.
export class ProductListStore<T extends { id: number }> {
  items: T[] = [];
  readonly #schema: z.ZodMiniType<T>;
  readonly #max: number | undefined;

  /** `max`: entries beyond it are dropped when the list is read back. */
  constructor(schema: z.ZodMiniType<T>, max?: number) {
    this.#schema = schema;
    this.#max = max;
    makeObservable(this, { items: observable, count: computed, remove: action, restore: action });
  }

  get count(): number {
    return this.items.length;
  }

  has(productId: number): boolean {
    return this.items.some((item) => item.id === productId);
  }

  find(productId: number): T | undefined {
    return this.items.find((item) => item.id === productId);
  }

  /** Present: 'removed'; absent: 'missing'. */
  remove(productId: number): 'removed' | 'missing' {
    const index = this.items.findIndex((item) => item.id === productId);
    if (index < 0) return 'missing';
    this.items.splice(index, 1);
    return 'removed';
  }

  /** Restored or received data, checked entry by entry. */
  restore(value: unknown): void {
    this.items = parseStoredList(value, this.#schema, this.#max);
  }
}
