import { useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { startPersistence } from '../stores/persistence.ts';
import type { RootStore } from '../stores/root-store.ts';
import { StoresContext } from '../stores/stores-context.ts';

// Restores the persisted lists once the first island root has hydrated (effects never run on the server), so
// the first client render of every island equals its server HTML. Later roots find it already started.
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

// Identical providers around every island root, on the server and in the browser:
// context does not cross roots, so each root gets the shared i18n instance and stores again.
export function IslandProviders({ i18n, stores, children }: { i18n: I18n; stores: RootStore; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <StoresContext.Provider value={stores}>
        {children}
        <PersistenceStart stores={stores} />
      </StoresContext.Provider>
    </I18nextProvider>
  );
}
