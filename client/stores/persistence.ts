import { reaction, runInAction } from 'mobx';
import { makePersistable, type PersistStore } from 'mobx-persist-store';
import { LISTS_CHANGED_EVENT, STORE_PERSIST_KEY, STORE_PERSIST_VERSION } from '#shared/constants.ts';
import type { RootStore } from './root-store.ts';

type Persisted = PersistStore<RootStore, 'cartItems' | 'wishlistItems' | 'compareItems'>;

const started = new WeakMap<RootStore, Promise<void>>();

/**
 * Reads the lists back from storage and keeps them written there. Called in the browser after the first island
 * has hydrated (so server HTML and first render agree); later calls return the same promise. Another tab's
 * write (the `storage` event) re-reads them. Unreadable storage leaves the lists empty. Every change of a list's
 * length is announced on `events` (LISTS_CHANGED_EVENT) for the header's counts, which are not a React island.
 */
export function startPersistence(
  root: RootStore,
  storage: Storage,
  events?: Pick<Window, 'addEventListener' | 'dispatchEvent'>,
) {
  const existing = started.get(root);
  if (existing) return existing;
  const done = (async () => {
    let persisted: Persisted | null = null;
    try {
      persisted = (await makePersistable(root, {
        name: STORE_PERSIST_KEY,
        properties: ['cartItems', 'wishlistItems', 'compareItems'],
        storage,
        version: STORE_PERSIST_VERSION,
        stringify: true,
      })) as Persisted;
    } catch {
      // Storage refused (private mode, quota, disabled): the lists still work for this page.
    }
    runInAction(() => root.markRestored());
    reaction(
      () => ({ quote: root.cart.count, wishlist: root.wishlist.count, compare: root.compare.count }),
      (counts) => events?.dispatchEvent(new CustomEvent(LISTS_CHANGED_EVENT, { detail: counts })),
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    );
    events?.addEventListener('storage', (event: Event) => {
      const key = (event as StorageEvent).key;
      if (persisted && (key === STORE_PERSIST_KEY || key === null)) void persisted.hydrateStore();
    });
  })();
  started.set(root, done);
  return done;
}
