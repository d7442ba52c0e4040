import type { ComponentType } from 'react';
import { Catalogue } from './catalogue.tsx';
import { ContactForm } from './contact-form.tsx';
import { FunFacts } from './fun-facts.tsx';
import type { IslandName } from './island-meta.ts';
import { PartnersCarousel } from './partners-carousel.tsx';
import { ProductActionsIsland } from './product-actions.tsx';
import { QuoteList } from './quote-list.tsx';
import { SavedProducts } from './saved-products.tsx';
import { CompareTable } from './compare-table.tsx';
import { ServiceForm } from './service-form.tsx';
import { SubscribeForm } from './subscribe-form.tsx';
import { TickerRates } from './ticker-rates.tsx';

// Server side: the same islands, imported statically into the SSR bundle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked by each island
export const SERVER_ISLANDS: Record<IslandName, ComponentType<any>> = {
  'partners-carousel': PartnersCarousel,
  'fun-facts': FunFacts,
  catalogue: Catalogue,
  'contact-form': ContactForm,
  'service-form': ServiceForm,
  'subscribe-form': SubscribeForm,
  'ticker-rates': TickerRates,
  'product-actions': ProductActionsIsland,
  'quote-list': QuoteList,
  'saved-products': SavedProducts,
  'compare-table': CompareTable,
};
