import { PRODUCT_LIST_FILTERS, type ProductListFilter, type ProductVisibility } from '#shared/admin-view.ts';
import { noticeReader } from './edit-notices.ts';

// What the office's product pages and its lists' pages share (docs/office-guide.md, "Editing the site"): an item is
// moved within an order, added under a free id, counted and filtered by how it is shown; its page's notices.

/** The notices of an item's page after each change (admin:<part>.notices.<name>). */
export const itemNotices = (part: string) =>
  noticeReader(part, [
    'draft-saved',
    'published',
    'discarded',
    'reset',
    'restored',
    'hidden',
    'shown',
    'deleted',
    'moved',
  ]);

/** `ids` with `id` moved to the 1-based position `to` (brought within the list); undefined when `id` is not in it. */
export function moved(ids: readonly number[], id: number, to: number): { ids: number[]; position: number } | undefined {
  if (!ids.includes(id)) return undefined;
  const index = Math.min(Math.max(Math.trunc(to) || 1, 1), ids.length) - 1;
  const reordered = ids.filter((other) => other !== id);
  reordered.splice(index, 0, id);
  return { ids: reordered, position: index + 1 };
}

/** How many ids a new item tries: two editors adding at once take the same next id, the later the one after. */
const NEW_ID_ATTEMPTS = 5;

/** Saves a new item under the first id from `first` that `attempt` can take; undefined when none could. */
export async function saveUnderFreeId(
  first: number,
  attempt: (id: number) => Promise<boolean>,
): Promise<number | undefined> {
  for (let id = first; id < first + NEW_ID_ATTEMPTS; id += 1) if (await attempt(id)) return id;
  return undefined;
}

/**
 * An item of an office list: published (with its state) or only drafted so far (shown as hidden); with what its
 * translation needs, when it needs a translator (translation-needs.ts).
 */
export type ListedState = ({ kind: 'entry'; entry: { visibility: ProductVisibility } } | { kind: 'draft' }) & {
  translation?: unknown;
};

export const visibilityOf = (item: ListedState): ProductVisibility =>
  item.kind === 'entry' ? item.entry.visibility : 'hidden';

/** The filter keeping what needs a translator (the texts' list takes it too: text-props.ts). */
export const NEEDS_TRANSLATION = 'translation' satisfies ProductListFilter;

/** Whether the filter shows the item ('all' and 'translation': none in the bin). */
export function inFilter(show: ProductListFilter, item: ListedState): boolean {
  const visibility = visibilityOf(item);
  if (show === 'all') return visibility !== 'deleted';
  if (show === NEEDS_TRANSLATION) return visibility !== 'deleted' && item.translation !== undefined;
  return visibility === show;
}

/** How many items each filter shows. */
export function filterCounts(items: readonly ListedState[]): Record<ProductListFilter, number> {
  const counts = Object.fromEntries(PRODUCT_LIST_FILTERS.map((filter) => [filter, 0])) as Record<
    ProductListFilter,
    number
  >;
  for (const item of items) for (const filter of PRODUCT_LIST_FILTERS) if (inFilter(filter, item)) counts[filter] += 1;
  return counts;
}
