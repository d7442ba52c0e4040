import type { i18n as I18n } from 'i18next';
import { createClientI18n } from './i18n-client.ts';
import { ISLAND_STATE_ID, type IslandState } from '#shared/render-contract.ts';

let shared: I18n | undefined;

/**
 * The page's one i18n instance, shared by every island root and the toast region, made on first use from the
 * inlined island state: no island ever renders raw keys.
 */
export function pageI18n(): I18n {
  if (!shared) {
    const script = document.getElementById(ISLAND_STATE_ID);
    shared = createClientI18n(JSON.parse(script?.textContent ?? '{}') as IslandState);
  }
  return shared;
}
