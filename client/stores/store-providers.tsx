import { useEffect, type ReactNode } from 'react';
import { startPersistence } from './persistence.ts';
import type { RootStore } from './root-store.ts';
import { StoresContext } from './stores-context.ts';

// Restores the persisted lists once the first island root using them has hydrated (effects never run on the
// server), so the first client render of every island equals its server HTML. Later roots find it started.
function PersistenceStart({ stores }: { stores: RootStore }) {
  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      // Storage disabled: the lists work for this page only.
      stores.markRestored();
      return;
    }
    void startPersistence(stores, storage, window);
  }, [stores]);
  return null;
}

/** The stores around an island that uses them: the same tree on the server and in the browser. */
export function StoreProviders({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return (
    <StoresContext.Provider value={stores}>
      {children}
      <PersistenceStart stores={stores} />
    </StoresContext.Provider>
  );
}
