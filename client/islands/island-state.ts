import type { i18n as I18n } from 'i18next';
import type { Language } from '#shared/constants.ts';
import type { IslandRecord, IslandState } from '#shared/render-contract.ts';
import { isIslandName, textsFor } from './island-meta.ts';

type Tree = Record<string, unknown>;

/** `tree` with the value at `path` (dot-separated keys) copied into it from `source`. */
function copyAt(tree: Tree, source: Tree, path: readonly string[]): void {
  const [key, ...rest] = path;
  if (key === undefined || !(key in source)) return;
  if (rest.length === 0) {
    tree[key] = source[key];
    return;
  }
  const from = source[key];
  if (typeof from !== 'object' || from === null) return;
  const into = (tree[key] ??= {}) as Tree;
  copyAt(into, from as Tree, rest);
}

/**
 * What a rendered page's islands read in the browser: the texts they use (whole namespaces, or one key's texts
 * where an island needs no more: island-meta.ts). Only the page language: the key-parity test guarantees every
 * key exists in both, so the fallback would be bytes for nothing.
 */
export function islandStateFor(lng: Language, i18n: I18n, islands: readonly IslandRecord[]): IslandState {
  const texts = textsFor(islands.map((island) => island.name).filter(isIslandName));
  const whole = new Set(texts.filter((entry) => !entry.includes(':')));
  const bundles: Record<string, Tree> = {};
  for (const entry of texts) {
    const [ns = '', path] = entry.split(':', 2);
    const bundle = i18n.getResourceBundle(lng, ns) as Tree;
    if (path === undefined) bundles[ns] = bundle;
    else if (!whole.has(ns)) copyAt((bundles[ns] ??= {}), bundle, path.split('.'));
  }
  return { lng, ns: Object.keys(bundles), resources: { [lng]: bundles } };
}
