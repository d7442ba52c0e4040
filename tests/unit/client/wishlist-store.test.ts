import { describe, expect, it } from '@jest/globals';
import { WishlistStore } from '#client/stores/wishlist-store.ts';
import { storedProduct } from '../../helpers/stored-products.ts';

describe('WishlistStore', () => {
  it('adding an absent product adds it, adding it again removes it', () => {
    const wishlist = new WishlistStore();
    expect(wishlist.toggle(storedProduct(1))).toBe('added');
    expect(wishlist.has(1)).toBe(true);
    expect(wishlist.toggle(storedProduct(1))).toBe('removed');
    expect(wishlist.has(1)).toBe(false);
  });

  it('removes by id explicitly', () => {
    const wishlist = new WishlistStore();
    wishlist.toggle(storedProduct(1));
    wishlist.toggle(storedProduct(2));
    expect(wishlist.remove(2)).toBe('removed');
    expect(wishlist.items.map((item) => item.id)).toEqual([1]);
    expect(wishlist.remove(2)).toBe('missing');
  });

  it('keeps only the fields the screens need', () => {
    const wishlist = new WishlistStore();
    wishlist.toggle({ ...storedProduct(1), description: 'long text' } as ReturnType<typeof storedProduct>);
    expect(wishlist.items[0]).not.toHaveProperty('description');
  });
});
