import { createContext, useContext } from 'react';
import type { RenderContext } from '#shared/render-contract.ts';
import type { RootStore } from './stores/root-store.ts';

export type { HydrateStrategy, IslandRecord, RenderContext } from '#shared/render-contract.ts';

/** The server's render context as the page's components see it: with the page's stores, which the server never reads. */
export interface PageRenderContext extends RenderContext {
  stores: RootStore;
}

export const RenderContextReact = createContext<PageRenderContext | null>(null);

export function useRenderContext(): PageRenderContext {
  const ctx = useContext(RenderContextReact);
  if (!ctx) throw new Error('useRenderContext outside a server render');
  return ctx;
}
