import { describe, expect, it } from '@jest/globals';
import { COMPARE_MAX } from '#shared/constants.ts';
import { CompareStore } from '#client/stores/compare-store.ts';
import { storedProduct } from '../../helpers/stored-products.ts';

describe('CompareStore', () => {
  it('adds an absent product', () => {
    const compare = new CompareStore();
    expect(compare.add(storedProduct(1))).toBe('added');
    expect(compare.count).toBe(1);
  });

  it('adding a present product changes nothing', () => {
    const compare = new CompareStore();
    compare.add(storedProduct(1, { name: 'First' }));
    expect(compare.add(storedProduct(1, { name: 'Second' }))).toBe('exists');
    expect(compare.items).toHaveLength(1);
    expect(compare.items[0]?.name).toBe('First');
  });

  it(`holds at most ${COMPARE_MAX} products`, () => {
    const compare = new CompareStore();
    for (let id = 1; id <= COMPARE_MAX; id += 1) expect(compare.add(storedProduct(id))).toBe('added');
    expect(compare.add(storedProduct(99))).toBe('full');
    expect(compare.count).toBe(COMPARE_MAX);
  });

  it('removes a present product and reports an absent one', () => {
    const compare = new CompareStore();
    compare.add(storedProduct(1));
    expect(compare.remove(1)).toBe('removed');
    expect(compare.remove(1)).toBe('missing');
    expect(compare.remove(42)).toBe('missing');
  });

  it('restores at most the limit', () => {
    const compare = new CompareStore();
    compare.restore([1, 2, 3, 4, 5, 6].map((id) => storedProduct(id)));
    expect(compare.count).toBe(COMPARE_MAX);
  });
});
