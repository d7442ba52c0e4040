// The office's product list in pages: a catalogue of hundreds is sent 25 rows at a time, with links to the
// neighbouring pages that keep the search and filter, and positions that stay those of the whole catalogue.
import { describe, expect, it } from '@jest/globals';
import { productsProps, type ListedProduct } from '#server/admin/product-props.ts';

const listed: ListedProduct[] = Array.from({ length: 120 }, (_, i) => ({
  kind: 'draft',
  id: i + 1,
  form: { 'name.en': `Bit ${i + 1}`, 'name.mn': `Хошуу ${i + 1}`, category: 'Drilling Bit', price: '100' },
}));
const query = { q: '', show: 'hidden' as const, page: 2, orderRevision: 0 };

describe('office product list', () => {
  it('shows one page of rows, its place among the pages, and links to the pages beside it', () => {
    const props = productsProps('/en/admin', 'en', listed, query);
    expect(props.matches).toBe(120);
    expect(props.rows.map((row) => row.position)).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
    expect(props.pager).toEqual({
      page: 2,
      pageCount: 5,
      previous: '/en/admin/products?show=hidden',
      next: '/en/admin/products?show=hidden&page=3',
    });
  });

  it('brings a page out of range back to the last one, and counts only the matches when searching', () => {
    const last = productsProps('/admin', 'mn', listed, { ...query, page: 99 });
    expect(last.pager.page).toBe(5);
    expect(last.rows).toHaveLength(20);
    const found = productsProps('/admin', 'mn', listed, { ...query, q: 'хошуу 11', page: 1 });
    expect(found.matches).toBe(11); // 11 and 110–119
    expect(found.pager).toEqual({ page: 1, pageCount: 1 });
    expect(found.canReorder).toBe(false);
  });
});
