import { describe, expect, it } from '@jest/globals';
import { clampQuantity } from '#shared/cart-rules.ts';
import { lineMoney, quoteTotal } from '#shared/money.ts';
import { CartStore } from '#client/stores/cart-store.ts';
import { storedProduct } from '../../helpers/stored-products.ts';

describe('cart rules', () => {
  it('line sum is price × discount / 100 × quantity, in the price’s currency without a rate', () => {
    const usd = (price: number, discount: number) => ({ price, discount, currency: 'USD' as const });
    expect(lineMoney(usd(1000, 100), 3, null)).toEqual([{ currency: 'USD', value: 3000, isConverted: false }]);
    expect(lineMoney(usd(1000, 85), 2, null)).toEqual([{ currency: 'USD', value: 1700, isConverted: false }]);
    expect(lineMoney(usd(0, 100), 5, null)).toBeNull();
  });

  it('quantities are whole and never below 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('CartStore', () => {
  it('appends an absent product with quantity 1 by default', () => {
    const cart = new CartStore();
    expect(cart.add(storedProduct(1))).toBe('added');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: 1, qty: 1, selectedColor: null, selectedSize: null });
  });

  it('raises the quantity of a present product by the amount and updates colour and size', () => {
    const cart = new CartStore();
    cart.add(storedProduct(1), { color: 'red', size: 'S' });
    expect(cart.add(storedProduct(1), { qty: 3, color: 'blue', size: 'L' })).toBe('increased');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ qty: 4, selectedColor: 'blue', selectedSize: 'L' });
  });

  it('removes by product id, and reports an absent one', () => {
    const cart = new CartStore();
    cart.add(storedProduct(1));
    cart.add(storedProduct(2));
    expect(cart.remove(1)).toBe('removed');
    expect(cart.items.map((item) => item.id)).toEqual([2]);
    expect(cart.remove(1)).toBe('missing');
  });

  it('increments by one and decrements by one, never below 1', () => {
    const cart = new CartStore();
    cart.add(storedProduct(1));
    expect(cart.increment(1)).toBe('increased');
    expect(cart.items[0]?.qty).toBe(2);
    expect(cart.decrement(1)).toBe('decreased');
    expect(cart.items[0]?.qty).toBe(1);
    expect(cart.decrement(1)).toBe('atMinimum');
    expect(cart.items[0]?.qty).toBe(1);
    expect(cart.increment(9)).toBe('missing');
    expect(cart.decrement(9)).toBe('missing');
  });

  it('sets a typed quantity, clamped to 1', () => {
    const cart = new CartStore();
    cart.add(storedProduct(1));
    cart.setQuantity(1, 12);
    expect(cart.items[0]?.qty).toBe(12);
    cart.setQuantity(1, 0);
    expect(cart.items[0]?.qty).toBe(1);
  });

  it('sums each line with its discount, and the whole list', () => {
    const cart = new CartStore();
    cart.add(storedProduct(1, { price: 2000, discount: 90 }), { qty: 2 });
    cart.add(storedProduct(2, { price: 0 }), { qty: 5 });
    const [discounted, onRequest] = cart.items;
    expect(discounted && lineMoney(discounted, discounted.qty, null)).toEqual([
      { currency: 'USD', value: 3600, isConverted: false },
    ]);
    expect(onRequest && lineMoney(onRequest, onRequest.qty, null)).toBeNull();
    expect(quoteTotal(cart.items, null)).toEqual({
      amounts: [{ currency: 'USD', value: 3600, isConverted: false }],
      isPerCurrency: false,
      unpriced: 1,
    });
    expect(cart.count).toBe(2);
  });

  it('restores valid entries and drops bad ones', () => {
    const cart = new CartStore();
    cart.restore([
      { ...storedProduct(1), qty: 2, selectedColor: null, selectedSize: null },
      { ...storedProduct(2), qty: 0, selectedColor: null, selectedSize: null },
      { id: 'x' },
      null,
    ]);
    expect(cart.items.map((item) => item.id)).toEqual([1]);
    cart.restore('garbage');
    expect(cart.items).toEqual([]);
  });

  it('clear empties the list', () => {
    const cart = new CartStore();
    cart.add(storedProduct(1));
    cart.clear();
    expect(cart.count).toBe(0);
  });
});
