import type { i18n as I18n } from 'i18next';
import type { Language } from '#shared/constants.ts';
import type { IslandRecord, IslandState } from '#shared/render-contract.ts';
import { isIslandName, namespacesFor } from './island-meta.ts';

/**
 * What a rendered page's islands read in the browser: the texts of the namespaces they use. Only the page
 * language: the key-parity test guarantees every key exists in both, so the fallback would be bytes for nothing.
 */
export function islandStateFor(lng: Language, i18n: I18n, islands: readonly IslandRecord[]): IslandState {
  const ns = namespacesFor(islands.map((island) => island.name).filter(isIslandName));
  const bundles = ns.map((name) => [name, i18n.getResourceBundle(lng, name) as Record<string, unknown>]);
  return { lng, ns, resources: { [lng]: Object.fromEntries(bundles) } };
}
