import type { Language } from '#shared/constants.ts';

// The one JSON document a page inlines for its islands (script#island-state, type application/json).
export const ISLAND_STATE_ID = 'island-state';

export interface IslandState {
  lng: Language;
  ns: string[];
  /** resources[lng][ns]: the page language, only the namespaces the page's islands use. */
  resources: Record<string, Record<string, Record<string, unknown>>>;
}
