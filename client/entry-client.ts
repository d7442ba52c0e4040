import '@vitejs/plugin-react/preamble';
import { deferredStyles } from './enhancements/deferred-styles.ts';
import { enhanceHeaderLists, hasSavedLists } from './enhancements/header-lists.ts';
import { enhanceHeroSlider } from './enhancements/hero-slider.ts';
import { enhanceSiteHeader } from './enhancements/site-header.ts';
import { cacheWebFonts } from './enhancements/web-fonts.ts';
import { holdFirstActions } from './first-actions.ts';
import { wakeIslands } from './islands/wake-islands.ts';

// The page loader, the only script every page loads up front: a few kilobytes with no framework. It runs the
// header's behaviour, starts the home hero's slider (Swiper, no React) when first needed, and hydrates each
// island when its strategy says so; React and the island's chunk are fetched only then. It starts in a task of
// its own after the first frame: the task that lays out and paints the first view runs none of it (until then
// links work as they do without script and the menu opens as its :target; a visitor's action on an island is
// held from the loader's first moment until that island is live, then replayed: first-actions.ts).
function start(): void {
  const needStyles = deferredStyles();
  enhanceSiteHeader(needStyles);
  enhanceHeaderLists();
  enhanceHeroSlider(needStyles);
  cacheWebFonts();
  // Lets a saved-list page show its "empty" state when nothing is saved (blocks/list-empty.css); until then it
  // is laid out but not visible, so nothing moves.
  const savedLists = hasSavedLists();
  document.documentElement.dataset.savedLists = savedLists ? 'some' : 'none';

  wakeIslands({ needStyles, hasSavedLists: savedLists });
}

// Held from the loader's first moment: a tap or a choice before start() is replayed like any other.
holdFirstActions();
requestAnimationFrame(() => setTimeout(start, 0));
