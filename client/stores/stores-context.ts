import { createContext, useContext } from 'react';
import type { RootStore } from './root-store.ts';

export const StoresContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside IslandProviders');
  return stores;
}
