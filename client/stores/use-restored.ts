import { reaction } from 'mobx';
import { useCallback, useSyncExternalStore } from 'react';
import { useStores } from './stores-context.ts';

/**
 * False on the server, while an island hydrates, and until the persisted lists are read back; true afterwards.
 * Components showing persisted data render the server default (empty lists) until then, so an island hydrating
 * late (idle, visible) still matches its server HTML.
 */
export function useRestored(): boolean {
  const stores = useStores();
  const subscribe = useCallback(
    (onChange: () => void) =>
      reaction(
        () => stores.isRestored,
        () => onChange(),
      ),
    [stores],
  );
  return useSyncExternalStore(
    subscribe,
    () => stores.isRestored,
    () => false,
  );
}
