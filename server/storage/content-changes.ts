// How word of each publish reaches the store's listeners (ContentStore.onChange): the engine's part of the content
// store besides its transactions. SQLite's is here, in the one process; PostgreSQL's in postgres-content-changes.ts.
import type { Compilable } from 'kysely';
import type { ContentChangeListener } from './content-store.ts';

/** What a store's listeners are told of (ContentChangeListener). */
export type ContentChange = Parameters<ContentChangeListener>[0];

/** How a publish is told to every store using the database, this one included. */
export interface ContentChanges {
  /** ContentStore.onChange: adds `listener`; returns the unsubscribe function. */
  onChange(listener: ContentChangeListener): () => void;
  /** The statements that, inside the publish's transaction, tell every store (PostgreSQL's NOTIFY). */
  sentWith(change: ContentChange): Compilable[];
  /** Called once a publish has committed. */
  published(change: ContentChange): void;
}

export interface ContentListeners {
  add(listener: ContentChangeListener): () => void;
  /** Tells every listener of `change`. */
  tell(change: ContentChange): void;
}

/**
 * A store's listeners, each told of a change on a turn of its own: a throw neither stops the others nor fails what
 * told them (a publish, or pg's handling of a notification).
 */
export function contentListeners(): ContentListeners {
  const listeners = new Set<ContentChangeListener>();
  return {
    add(listener) {
      // A wrapper of its own, so the same function subscribed twice is called twice and unsubscribed once each.
      const own: ContentChangeListener = (change) => listener(change);
      listeners.add(own);
      return () => listeners.delete(own);
    },
    tell(change) {
      for (const listener of listeners) queueMicrotask(() => listener(change));
    },
  };
}

/**
 * SQLite's: only this process's listeners hear of a publish (SQLite is the one-process engine), after it has
 * committed, as on PostgreSQL, where they hear the notification after publish resolves.
 */
export function inProcessContentChanges(): ContentChanges {
  const listeners = contentListeners();
  return { onChange: listeners.add, sentWith: () => [], published: listeners.tell };
}
