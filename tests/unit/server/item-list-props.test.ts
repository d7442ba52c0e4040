// The office's lists in pages: a catalogue of hundreds is sent 25 rows at a time, with links to the neighbouring
// pages that keep the search and filter, and positions that stay those of the whole list; every list is searched
// by its items' names in both languages.
import { describe, expect, it } from '@jest/globals';
import { collectionListProps, type ListedItem } from '#server/admin/collection-props.ts';
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

  it("finds a list's entries by their name in either language or their address, each at its own position", () => {
    const team: ListedItem[] = [
      {
        kind: 'draft',
        id: 1,
        form: { 'name.mn': 'Доржийн Батбаяр', 'name.en': 'Batbayar Dorj', slug: 'batbayar-dorj' },
      },
      { kind: 'draft', id: 2, form: { 'name.mn': 'Гансүхийн Энхтуяа', 'name.en': 'Enkhtuya Gansukh' } },
      { kind: 'draft', id: 3, form: { 'name.mn': 'Болдын Төмөр', 'name.en': 'Tumur Bold', slug: 'tumur-bold' } },
    ];
    const find = (q: string) =>
      collectionListProps('/admin', 'mn', 'team', team, { ...query, show: 'all', q, page: 1 });
    expect(find('ЭНХТУЯА').rows.map((row) => [row.id, row.position])).toEqual([[2, 2]]);
    expect(find('bold').rows.map((row) => row.title.en)).toEqual(['Tumur Bold']);
    expect(find('batbayar-').matches).toBe(1);
    expect(find('').canReorder).toBe(true);
    expect(find('dorj').canReorder).toBe(false);
  });
});
