import type { ComponentType } from 'react';
import type { IslandName } from './island-meta.ts';

// Client side: one lazy import per island, so each island is its own chunk, loaded only where rendered.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked by each island
type AnyComponent = ComponentType<any>;

export const ISLAND_LOADERS: Record<IslandName, () => Promise<AnyComponent>> = {
  'partners-carousel': () => import('./partners-carousel.tsx').then((module) => module.PartnersCarousel),
  'fun-facts': () => import('./fun-facts.tsx').then((module) => module.FunFacts),
  catalogue: () => import('./catalogue.tsx').then((module) => module.Catalogue),
  'contact-form': () => import('./contact-form.tsx').then((module) => module.ContactForm),
  'service-form': () => import('./service-form.tsx').then((module) => module.ServiceForm),
  'subscribe-form': () => import('./subscribe-form.tsx').then((module) => module.SubscribeForm),
  'product-actions': () => import('./product-actions.tsx').then((module) => module.ProductActionsIsland),
  'quote-list': () => import('./quote-list.tsx').then((module) => module.QuoteList),
  'saved-products': () => import('./saved-products.tsx').then((module) => module.SavedProducts),
  'compare-table': () => import('./compare-table.tsx').then((module) => module.CompareTable),
  'ticker-rates': () => import('./ticker-rates.tsx').then((module) => module.TickerRates),
};
