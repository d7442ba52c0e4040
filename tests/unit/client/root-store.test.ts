import { describe, expect, it } from '@jest/globals';
import { STORE_PERSIST_KEY } from '#shared/constants.ts';
import { startPersistence } from '#client/stores/persistence.ts';
import { RootStore } from '#client/stores/root-store.ts';
import { storedProduct } from '../../helpers/stored-products.ts';

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('store persistence under the key root', () => {
  it('writes the lists and reads them back into a new page', async () => {
    const storage = new MemoryStorage();
    const first = new RootStore();
    await startPersistence(first, storage);
    expect(first.isRestored).toBe(true);
    first.cart.add(storedProduct(1), { qty: 3 });
    first.wishlist.toggle(storedProduct(2));
    first.compare.add(storedProduct(3));
    await settle();
    expect(JSON.parse(storage.getItem(STORE_PERSIST_KEY) ?? '{}')).toMatchObject({
      cartItems: [{ id: 1, qty: 3 }],
      wishlistItems: [{ id: 2 }],
      compareItems: [{ id: 3 }],
    });

    const second = new RootStore();
    expect(second.cart.count).toBe(0);
    await startPersistence(second, storage);
    expect(second.cart.items[0]).toMatchObject({ id: 1, qty: 3 });
    expect(second.wishlist.has(2)).toBe(true);
    expect(second.compare.has(3)).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ cartItems: [storedProduct(1)], __mps__: { version: 0 } })],
    ['wrong shapes', JSON.stringify({ cartItems: 'x', wishlistItems: [{ id: -1 }], __mps__: { version: 1 } })],
    ['null', 'null'],
  ])('discards %s and starts empty', async (_label, stored) => {
    const storage = new MemoryStorage();
    storage.setItem(STORE_PERSIST_KEY, stored);
    const root = new RootStore();
    await startPersistence(root, storage);
    expect(root.isRestored).toBe(true);
    expect(root.cart.items).toEqual([]);
    expect(root.wishlist.items).toEqual([]);
    expect(root.compare.items).toEqual([]);
  });

  it('still works when storage refuses', async () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('denied');
    };
    const root = new RootStore();
    await startPersistence(root, storage);
    expect(root.isRestored).toBe(true);
    expect(root.cart.add(storedProduct(1))).toBe('added');
  });
});
