import '@vitejs/plugin-react/preamble';
import { hydrateRoot } from 'react-dom/client';
import { createElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { whenDue } from './hydration-schedule.ts';
import { createClientI18n } from './i18n-client.ts';
import { ISLAND_STATE_ID, type IslandState } from './island-state.ts';
import { isIslandName } from './islands/island-meta.ts';
import { IslandProviders } from './islands/island-providers.tsx';
import { ISLAND_LOADERS } from './islands/registry.ts';
import type { HydrateStrategy } from './render-context.ts';
import { createRootStore, type RootStore } from './stores/root-store.ts';

// The island loader: the only script a page with islands loads up front. The shared singletons
// (i18n, stores) exist before the first hydrateRoot, so no island ever renders raw keys.
interface Shared {
  i18n: I18n;
  stores: RootStore;
}

function readState(): IslandState {
  const script = document.getElementById(ISLAND_STATE_ID);
  return JSON.parse(script?.textContent ?? '{}') as IslandState;
}

async function hydrateIsland(el: HTMLElement, shared: Shared): Promise<void> {
  const name = el.dataset.island ?? '';
  const id = el.dataset.id ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const Component = await ISLAND_LOADERS[name]();
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(
    el,
    <IslandProviders i18n={shared.i18n} stores={shared.stores}>
      {createElement(Component, props)}
    </IslandProviders>,
    { identifierPrefix: `${id}-` },
  );
  el.dataset.hydrated = '';
}

function start(): void {
  const shared: Shared = { i18n: createClientI18n(readState()), stores: createRootStore() };
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const strategy = (el.dataset.hydrate ?? 'load') as HydrateStrategy;
    whenDue(el, strategy, () => {
      // A failed island stays server HTML; the others still hydrate.
      hydrateIsland(el, shared).catch((err: unknown) => {
        el.dataset.hydrateError = '';
        console.error(`island ${el.dataset.island ?? ''} failed to hydrate`, err);
      });
    });
  }
}

start();
