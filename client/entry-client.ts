import '@vitejs/plugin-react/preamble';
import { enhanceHeaderLists } from './enhancements/header-lists.ts';
import { enhanceSiteHeader } from './enhancements/site-header.ts';
import { whenDue } from './hydration-schedule.ts';
import type { HydrateStrategy } from './render-context.ts';

// The page loader, the only script every page loads up front: a few kilobytes with no framework. It runs the
// header's behaviour at once, and hydrates each island when its strategy says so; React and the island's
// chunk are fetched only then.
enhanceSiteHeader();
enhanceHeaderLists();

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  whenDue(el, (el.dataset.hydrate ?? 'load') as HydrateStrategy, () => {
    import('./islands/hydrate-island.tsx')
      .then(({ hydrateIsland }) => hydrateIsland(el))
      .catch((err: unknown) => {
        // A failed island stays server HTML; the others still hydrate.
        el.dataset.hydrateError = '';
        console.error(`island ${el.dataset.island ?? ''} failed to hydrate`, err);
      });
  });
}
