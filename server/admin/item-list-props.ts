import type { AdminNotice, ItemListProps, ListRowState, ProductListFilter } from '#shared/admin-view.ts';
import type { ItemEntry, Listed } from './item-kind.ts';
import { filterCounts, inFilter, visibilityOf } from './versioned-items.ts';

// What every kind's list page shows (ItemListProps in shared/admin-view.ts): the items in the site's order with
// their state, found by a search and a filter, a page of them at a time with links to the pages beside it, and
// moving one within the whole order when the whole list is shown. Each kind adds its rows' own cells
// (product-props.ts, collection-props.ts).

/** Rows of a list per page: a catalogue of hundreds stays quick to send and to read. */
export const LIST_PAGE_SIZE = 25;

export interface ListQuery {
  q: string;
  show: ProductListFilter;
  /** 1-based; brought within the pages there are. */
  page: number;
  orderRevision: number;
  notice?: AdminNotice;
}

/** How a kind's list is shown: where it and its items are, what a search reads, each row's own cells. */
export interface ListShape<Entry extends ItemEntry, Form, Row> {
  listHref: string;
  itemHref(id: number | 'new'): string;
  /** What a search looks in (names in both languages, the address). */
  searchText(item: Listed<Entry, Form>): readonly string[];
  /** The public page of a shown entry, when it has one. */
  publicHref(entry: Entry): string | undefined;
  row(item: Listed<Entry, Form>): Row;
}

const fold = (text: string) => text.toLocaleLowerCase();

export function itemListProps<Entry extends ItemEntry, Form, Row>(
  listed: ReadonlyArray<Listed<Entry, Form>>,
  { q, show, page, orderRevision, notice }: ListQuery,
  shape: ListShape<Entry, Form, Row>,
): ItemListProps<ListRowState & Row> {
  const needle = fold(q.trim());
  // Which items the filter and search keep, read from what a search looks in alone; only the page's rows are then
  // built (a catalogue of 500 asks for 25 of them).
  const matching = listed.flatMap((item, index) =>
    inFilter(show, visibilityOf(item)) &&
    (!needle || shape.searchText(item).some((text) => fold(text).includes(needle)))
      ? [{ item, position: index + 1 }]
      : [],
  );
  const rowOf = ({ item, position }: (typeof matching)[number]): ListRowState & Row => {
    const id = item.kind === 'entry' ? item.entry.id : item.id;
    const visibility = visibilityOf(item);
    const publicHref = item.kind === 'entry' && visibility === 'shown' ? shape.publicHref(item.entry) : undefined;
    return {
      id,
      position,
      href: shape.itemHref(id),
      visibility,
      unpublished: item.kind === 'draft',
      hasDraft: item.kind === 'draft' || item.hasDraft,
      asShipped: item.kind === 'entry' && item.entry.revision === 0,
      ...(publicHref ? { publicHref } : {}),
      ...shape.row(item),
    };
  };
  const pageCount = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const pageHref = (to: number) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(show !== 'all' ? { show } : {}) });
    if (to > 1) query.set('page', String(to));
    return `${shape.listHref}${query.size > 0 ? `?${query.toString()}` : ''}`;
  };
  return {
    newHref: shape.itemHref('new'),
    orderAction: `${shape.listHref}/order`,
    orderRevision,
    fields: { q, show },
    counts: filterCounts(listed),
    canReorder: !needle && show === 'all',
    matches: matching.length,
    lastPosition: listed.length,
    pager: {
      page: current,
      pageCount,
      ...(current > 1 ? { previous: pageHref(current - 1) } : {}),
      ...(current < pageCount ? { next: pageHref(current + 1) } : {}),
    },
    rows: matching.slice((current - 1) * LIST_PAGE_SIZE, current * LIST_PAGE_SIZE).map(rowOf),
    ...(notice ? { notice } : {}),
  };
}
