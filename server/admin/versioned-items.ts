import type { ProductListFilter, ProductVisibility } from '#shared/admin-view.ts';
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

/** An item of an office list: published (with its state) or only drafted so far (shown as hidden). */
export type ListedState = { kind: 'entry'; entry: { visibility: ProductVisibility } } | { kind: 'draft' };

export const visibilityOf = (item: ListedState): ProductVisibility =>
  item.kind === 'entry' ? item.entry.visibility : 'hidden';

/** How many items each filter shows ('all': every one but those in the bin). */
export function filterCounts(items: readonly ListedState[]): Record<ProductListFilter, number> {
  const counts: Record<ProductListFilter, number> = { all: 0, shown: 0, hidden: 0, deleted: 0 };
  for (const item of items) {
    if (visibilityOf(item) !== 'deleted') counts.all += 1;
    counts[visibilityOf(item)] += 1;
  }
  return counts;
}

/** Whether the filter shows an item in this state. */
export const inFilter = (show: ProductListFilter, visibility: ProductVisibility) =>
  show === 'all' ? visibility !== 'deleted' : visibility === show;
