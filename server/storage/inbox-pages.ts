import { setImmediate as nextTurn } from 'node:timers/promises';
import type { InboxCursor, InboxEntry, InboxPage, InboxPosition } from './inbox-store.ts';

// Paging by keyset for both engines, over a function that reads one page of either.

/** The list's order: by time, then enquiries before sign-ups (or after), then by id in the time's direction. */
export interface InboxOrder {
  time: 'asc' | 'desc';
  source: 'asc' | 'desc';
}
export const NEWEST_FIRST: InboxOrder = { time: 'desc', source: 'asc' };
/** NEWEST_FIRST read backwards (the page before a cursor). */
export const NEWEST_FIRST_REVERSED: InboxOrder = { time: 'asc', source: 'desc' };
/** The exports' order. */
export const OLDEST_FIRST: InboxOrder = { time: 'asc', source: 'asc' };

/** Reads at most `limit` matching entries after `cursor` (from the start without one) in `order`. */
export type ReadPage = (order: InboxOrder, cursor: InboxCursor | undefined, limit: number) => Promise<InboxEntry[]>;

export const cursorOf = ({ createdAt, source, id }: InboxEntry): InboxCursor => ({ createdAt, source, id });

/** One page newest first; one more entry is read to tell whether the list goes on. */
export async function listPage(read: ReadPage, position: InboxPosition, limit: number): Promise<InboxPage> {
  if (position.after) {
    const rows = await read(NEWEST_FIRST_REVERSED, position.after, limit + 1);
    const entries = rows.slice(0, limit).reverse();
    const [first] = entries;
    const last = entries.at(-1);
    return {
      entries,
      newer: rows.length > limit && first ? cursorOf(first) : undefined,
      older: last && cursorOf(last),
    };
  }
  const rows = await read(NEWEST_FIRST, position.before, limit + 1);
  const entries = rows.slice(0, limit);
  const [first] = entries;
  const last = entries.at(-1);
  return {
    entries,
    older: rows.length > limit && last ? cursorOf(last) : undefined,
    newer: position.before && first ? cursorOf(first) : undefined,
  };
}

/**
 * Every matching entry oldest first, `pageSize` at a time. Each page is read when the one before has been taken,
 * and the event loop gets a turn in between, so that other requests are served while an export runs.
 */
export async function* allPages(read: ReadPage, pageSize: number): AsyncGenerator<InboxEntry[]> {
  let cursor: InboxCursor | undefined;
  for (;;) {
    const entries = await read(OLDEST_FIRST, cursor, pageSize);
    const last = entries.at(-1);
    if (last) yield entries;
    if (!last || entries.length < pageSize) return;
    cursor = cursorOf(last);
    await nextTurn();
  }
}
