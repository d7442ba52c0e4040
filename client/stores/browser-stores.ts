import { when } from 'mobx';
import { createRootStore } from './root-store.ts';

// The browser's one set of stores, shared by every island of the page that uses the saved lists. A module of
// its own, loaded only with such an island, so pages without one never download MobX.
export const browserStores = createRootStore();
export { StoreProviders } from './store-providers.tsx';

/** Resolves once the persisted lists have been read back (started by the first island using them). */
export const whenRestored = (): Promise<void> => when(() => browserStores.isRestored);
