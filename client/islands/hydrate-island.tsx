import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pageI18n } from '../page-i18n.ts';
import { ISLAND_META, isIslandName, usesStores } from './island-meta.ts';
import { IslandProviders } from './island-providers.tsx';

// React's part of the loader, fetched with the first island that becomes due (content pages never fetch it).

/** Renders its children as they are (no element of its own); tells when the root has committed. */
function WhenCommitted({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island from its server HTML, with the prefix and providers the server rendered it with, and
 * resolves once it is live: hydrated, its effects run, and the saved lists read back if it uses them (an action
 * replayed earlier would be overwritten by them). Then it is marked `data-hydrated`.
 */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const [Component, stores] = await Promise.all([
    ISLAND_META[name].load(),
    usesStores(name) ? import('../stores/browser-stores.ts') : null,
  ]);
  const i18n = pageI18n();
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  let content: ReactNode = createElement(Component as ComponentType<object>, props);
  if (stores) content = <stores.StoreProviders stores={stores.browserStores}>{content}</stores.StoreProviders>;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      el,
      <IslandProviders i18n={i18n}>
        <WhenCommitted onCommit={resolve}>{content}</WhenCommitted>
      </IslandProviders>,
      { identifierPrefix: `${el.dataset.id ?? ''}-` },
    );
  });
  if (stores) await stores.whenRestored();
  el.dataset.hydrated = '';
}
