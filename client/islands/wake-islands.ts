import { replayFirstActions, wakeOnFirstAction } from '../first-actions.ts';
import { whenDue } from '../hydration-schedule.ts';
import type { HydrateStrategy } from '../render-context.ts';

interface WakeOptions {
  /** Switches the page's deferred stylesheets on before an island changes its markup (none on the office pages). */
  needStyles: () => Promise<void>;
  /** Whether the visitor has saved lists: a 'saved' island then hydrates at load, else on first use. */
  hasSavedLists: boolean;
}

// The loader's island part (client/entry-client.ts, on public and office pages alike): each island of the
// document hydrates when its strategy says so; React and the island's chunk are fetched only then, and what
// the visitor did before is replayed (first-actions.ts; the loader holds it from its start).
export function wakeIslands({ needStyles, hasSavedLists }: WakeOptions): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const declared = (el.dataset.hydrate ?? 'load') as HydrateStrategy;
    const strategy = declared === 'saved' ? (hasSavedLists ? 'load' : 'interaction') : declared;
    const wake = whenDue(el, strategy, () => {
      Promise.all([import('./hydrate-island.tsx'), needStyles()])
        .then(([{ hydrateIsland }]) => hydrateIsland(el))
        .catch((err: unknown) => {
          // A failed island stays server HTML (what it held takes the no-script path); the others still hydrate.
          el.dataset.hydrateError = '';
          console.error(`island ${el.dataset.island ?? ''} failed to hydrate`, err);
        })
        .finally(() => replayFirstActions(el));
    });
    wakeOnFirstAction(el, wake);
  }
}
