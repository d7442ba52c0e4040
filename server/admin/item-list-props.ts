import type { AdminNotice, ItemListProps, ListRowState, ProductListFilter } from '#shared/admin-view.ts';
import type { BulkAction } from '#shared/bulk-actions.ts';
import { bulkOutcome, type BulkResult } from './bulk-outcome.ts';
import type { ItemEntry, Listed } from './item-kind.ts';
import { filterCounts, inFilter, visibilityOf } from './versioned-items.ts';

// What every kind's list page shows (ItemListProps in shared/admin-view.ts): the items in the site's order with
// their state, found by a search and a filter, a page of them at a time with links to the pages beside it, and
// moving one within the whole order when the whole list is shown, and the bulk form acting on the rows ticked
// (item-bulk.ts) with what its last post did. Each kind adds its rows' own cells (product-props.ts,
// collection-props.ts).

/** Rows of a list per page: a catalogue of hundreds stays quick to send and to read. */
export const LIST_PAGE_SIZE = 25;

export interface ListQuery {
  q: string;
  show: ProductListFilter;
  /** 1-based; brought within the pages there are. */
  page: number;
  orderRevision: number;
  notice?: AdminNotice;
  /** What the last bulk post did. */
  bulk?: BulkResult;
}

/** How a kind's list is shown: where it and its items are, what a search reads, each row's own cells. */
export interface ListShape<Entry extends ItemEntry, Form, Row> {
  listHref: string;
  itemHref(id: number | 'new'): string;
  /** What a search looks in (names in both languages, the address). */
  searchText(item: Listed<Entry, Form>): readonly string[];
  /** What names an item to the staff, in each language (its row and a bulk action's notice say it). */
  names(item: Listed<Entry, Form>): { mn: string; en: string };
  /** The public page of a shown entry, when it has one. */
  publicHref(entry: Entry): string | undefined;
  /** A row's own cells, given its names. */
  row(item: Listed<Entry, Form>, names: { mn: string; en: string }): Row;
}

const fold = (text: string) => text.toLocaleLowerCase();

const idOf = <Entry extends ItemEntry>(item: Listed<Entry, unknown>) =>
  item.kind === 'entry' ? item.entry.id : item.id;

/** The bulk form's actions in a view: back from the bin where the bin is shown, the others elsewhere. */
const bulkActionsIn = (show: ProductListFilter): readonly BulkAction[] =>
  show === 'deleted' ? ['restore', 'publish'] : ['publish', 'hidden', 'shown', 'deleted'];

export function itemListProps<Entry extends ItemEntry, Form, Row>(
  listed: ReadonlyArray<Listed<Entry, Form>>,
  { q, show, page, orderRevision, notice, bulk }: ListQuery,
  shape: ListShape<Entry, Form, Row>,
): ItemListProps<ListRowState & Row> {
  const needle = fold(q.trim());
  // Which items the filter and search keep, read from what a search looks in alone; only the page's rows are then
  // built (a catalogue of 500 asks for 25 of them).
  const matching = listed.flatMap((item, index) =>
    inFilter(show, item) && (!needle || shape.searchText(item).some((text) => fold(text).includes(needle)))
      ? [{ item, position: index + 1 }]
      : [],
  );
  const rowOf = ({ item, position }: (typeof matching)[number]): ListRowState & Row => {
    const id = idOf(item);
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
      ...(item.translation ? { translation: item.translation } : {}),
      ...shape.row(item, shape.names(item)),
    };
  };
  const pageCount = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const view = { ...(q ? { q } : {}), ...(show !== 'all' ? { show } : {}) };
  const pageHref = (to: number) => {
    const query = new URLSearchParams(view);
    if (to > 1) query.set('page', String(to));
    return `${shape.listHref}${query.size > 0 ? `?${query.toString()}` : ''}`;
  };
  const shown = matching.slice((current - 1) * LIST_PAGE_SIZE, current * LIST_PAGE_SIZE);
  const byId = new Map(listed.map((item) => [String(idOf(item)), item]));
  const named = (id: string) => {
    const item = byId.get(id);
    return item && shape.names(item);
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
    rows: shown.map(rowOf),
    bulk: {
      action: `${shape.listHref}/bulk`,
      formId: 'bulk-form',
      actions: bulkActionsIn(show),
      view: { ...view, ...(current > 1 ? { page: String(current) } : {}) },
      // What each row is as the page shows it: the post leaves an item changed since unchanged.
      seen: shown.map(({ item }) => `${idOf(item)}:${item.kind === 'entry' ? item.entry.revision : 0}`).join(' '),
      ...(bulk ? { outcome: bulkOutcome(bulk, named) } : {}),
    },
    ...(notice ? { notice } : {}),
  };
}
