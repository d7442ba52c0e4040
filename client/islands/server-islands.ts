import type { ComponentType } from 'react';
import { FunFacts } from './fun-facts.tsx';
import { HeroSlider } from './hero-slider.tsx';
import type { IslandName } from './island-meta.ts';
import { PartnersCarousel } from './partners-carousel.tsx';
import { SiteHeader } from './site-header.tsx';

// Server side: the same islands, imported statically into the SSR bundle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked by each island
export const SERVER_ISLANDS: Record<IslandName, ComponentType<any>> = {
  'site-header': SiteHeader,
  'hero-slider': HeroSlider,
  'partners-carousel': PartnersCarousel,
  'fun-facts': FunFacts,
};
