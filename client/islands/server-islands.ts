import type { ComponentType } from 'react';
import { ISLAND_META, ISLAND_NAMES, type IslandName, type IslandProps } from './island-meta.ts';

// Server side: every island loaded once, when the SSR bundle starts, so a page renders them synchronously.
const loaded = await Promise.all(ISLAND_NAMES.map(async (name) => [name, await ISLAND_META[name].load()] as const));

export const SERVER_ISLANDS = Object.fromEntries(loaded) as { [N in IslandName]: ComponentType<IslandProps<N>> };
