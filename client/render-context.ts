import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Language } from '#shared/constants.ts';
import type { TickerFigures } from '#shared/rates.ts';
import type { IslandName } from './islands/island-meta.ts';
import type { RootStore } from './stores/root-store.ts';

/**
 * When an island's code loads (client/hydration-schedule.ts): load, idle, visible, interaction (first sign of
 * use), or saved: at load for a visitor with saved lists (the page shows them), else on first use (the server's
 * empty state is already right).
 */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'saved';

export interface IslandRecord {
  id: string;
  name: IslandName;
  hydrate: HydrateStrategy;
}

// Everything one server render needs. Built per request by the server; never shared between requests.
export interface RenderContext {
  lng: Language;
  i18n: I18n;
  pathname: string;
  search: string;
  now: Date;
  /** Public configuration: the site's origin, the Messenger page. */
  site: { publicUrl: string; messengerPageId: string };
  stores: RootStore;
  /** The ticker's figures, or why there are none (a fetch under way: the ticker asks for them in the browser). */
  rates: TickerFigures;
  /** Filled while rendering: the islands on this page, in document order. */
  islands: IslandRecord[];
}

export const RenderContextReact = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext {
  const ctx = useContext(RenderContextReact);
  if (!ctx) throw new Error('useRenderContext outside a server render');
  return ctx;
}
