import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { IslandRecord } from '#shared/render-contract.ts';
import type { RootStore } from '../stores/root-store.ts';

/**
 * What a server render gives its islands: the list they record themselves in, the i18n instance, and on the
 * public pages the stores (the office pages have none: no island of theirs uses the saved lists).
 */
export interface IslandScope {
  islands: IslandRecord[];
  i18n: I18n;
  stores?: RootStore;
}

export const IslandScopeContext = createContext<IslandScope | null>(null);

export function useIslandScope(): IslandScope {
  const scope = useContext(IslandScopeContext);
  if (!scope) throw new Error('an island outside a server render');
  return scope;
}
