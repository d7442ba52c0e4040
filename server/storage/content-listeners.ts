import type { ContentChangeListener } from './content-store.ts';

/** What a store's listeners are told of (ContentChangeListener). */
export type ContentChange = Parameters<ContentChangeListener>[0];

export interface ContentListeners {
  /** ContentStore.onChange: adds `listener`; returns the unsubscribe function. */
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
