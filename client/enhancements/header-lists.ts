import { LISTS_CHANGED_EVENT, STORE_PERSIST_KEY, STORE_PERSIST_VERSION } from '#shared/constants.ts';

export interface ListCounts {
  quote: number;
  wishlist: number;
  compare: number;
}

const EMPTY: ListCounts = { quote: 0, wishlist: 0, compare: 0 };

const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** The counts of the lists saved under `root` (as the stores persist them); anything unreadable counts 0. */
export function readListCounts(storage: Pick<Storage, 'getItem'> | null): ListCounts {
  try {
    const saved = JSON.parse(storage?.getItem(STORE_PERSIST_KEY) ?? 'null') as Record<string, unknown> | null;
    const version = (saved?.__mps__ as { version?: unknown } | undefined)?.version;
    if (!saved || version !== STORE_PERSIST_VERSION) return EMPTY;
    return {
      quote: length(saved.cartItems),
      wishlist: length(saved.wishlistItems),
      compare: length(saved.compareItems),
    };
  } catch {
    return EMPTY;
  }
}

/** Shows the counts in the header's badges and the quote link's accessible name. */
export function showListCounts(doc: Document, counts: ListCounts): void {
  for (const badge of doc.querySelectorAll<HTMLElement>('[data-list-badge]')) {
    const count = counts[badge.dataset.listBadge as keyof ListCounts] ?? 0;
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
  const label = doc.querySelector<HTMLElement>('[data-count-label]');
  if (!label) return;
  label.dataset.plainLabel ??= label.textContent ?? '';
  label.textContent =
    counts.quote > 0
      ? (label.dataset.countLabel ?? '').replace('{{count}}', String(counts.quote))
      : label.dataset.plainLabel;
}

/** True when this browser holds any saved list item (a list page then shows them at once). */
export function hasSavedLists(win: Window = window): boolean {
  const counts = readListCounts(localStorageOrNull(win));
  return counts.quote + counts.wishlist + counts.compare > 0;
}

function localStorageOrNull(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

// The header's list counts with no framework: read at once from storage, then kept current by this tab's
// stores (LISTS_CHANGED_EVENT) and by other tabs (the storage event).
export function enhanceHeaderLists(doc: Document = document): void {
  const win = doc.defaultView ?? window;
  const refresh = () => showListCounts(doc, readListCounts(localStorageOrNull(win)));
  refresh();
  win.addEventListener('storage', (event) => {
    if (event.key === STORE_PERSIST_KEY || event.key === null) refresh();
  });
  win.addEventListener(LISTS_CHANGED_EVENT, (event) => showListCounts(doc, (event as CustomEvent<ListCounts>).detail));
}
