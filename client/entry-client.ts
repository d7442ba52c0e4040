import '@vitejs/plugin-react/preamble';
import { applyDeferredStyles } from './enhancements/deferred-styles.ts';
import { enhanceHeaderLists, hasSavedLists } from './enhancements/header-lists.ts';
import { enhanceHeroSlider } from './enhancements/hero-slider.ts';
import { enhanceSiteHeader } from './enhancements/site-header.ts';
import { cacheWebFonts } from './enhancements/web-fonts.ts';
import { holdEarlyClicks, whenDue } from './hydration-schedule.ts';
import type { HydrateStrategy } from './render-context.ts';

// The page loader, the only script every page loads up front: a few kilobytes with no framework. It runs the
// header's behaviour at once, starts the home hero's slider (Swiper, no React) when idle, and hydrates each
// island when its strategy says so; React and the island's chunk are fetched only then.
const stylesReady = applyDeferredStyles();
enhanceSiteHeader();
enhanceHeaderLists();
enhanceHeroSlider(stylesReady);
cacheWebFonts();
// Lets a saved-list page show its "empty" state at once when nothing is saved (blocks/list-empty.css).
const savedLists = hasSavedLists();
document.documentElement.dataset.savedLists = savedLists ? 'some' : 'none';

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const declared = (el.dataset.hydrate ?? 'load') as HydrateStrategy;
  const strategy = declared === 'saved' ? (savedLists ? 'load' : 'interaction') : declared;
  const replayClicks = strategy === 'load' ? undefined : holdEarlyClicks(el);
  whenDue(el, strategy, () => {
    const done = Promise.all([import('./islands/hydrate-island.tsx'), stylesReady]).then(([{ hydrateIsland }]) =>
      hydrateIsland(el),
    );
    replayClicks?.(done);
    done.catch((err: unknown) => {
      // A failed island stays server HTML; the others still hydrate.
      el.dataset.hydrateError = '';
      console.error(`island ${el.dataset.island ?? ''} failed to hydrate`, err);
    });
  });
}
