import type { ComponentType } from 'react';
import type { IslandName } from './island-meta.ts';
import { SiteHeader } from './site-header.tsx';

// Server side: the same islands, imported statically into the SSR bundle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked by each island
export const SERVER_ISLANDS: Record<IslandName, ComponentType<any>> = {
  'site-header': SiteHeader,
};
