import type { HydrateStrategy } from './render-context.ts';

// Signs that a visitor is about to use an island: a pointer over it (a mouse's hover comes well before the
// click), a touch or press on it, or focus moving into it.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

// When an island's code is due. load: at once. idle: when the browser is idle (a timeout where there is no
// requestIdleCallback). visible: when it comes near the viewport (its children are watched, since a
// display: contents box is never intersected). interaction: only on the first sign of use. Every strategy but
// load also fires on that first sign, so an interaction is never lost.
export function whenDue(el: HTMLElement, strategy: HydrateStrategy, run: () => void): void {
  let done = false;
  const cleanups: Array<() => void> = [];
  const fire = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
    run();
  };
  if (strategy === 'load') return fire();

  for (const type of INTENT_EVENTS) {
    el.addEventListener(type, fire, { once: true, capture: true, passive: true });
    cleanups.push(() => el.removeEventListener(type, fire, { capture: true }));
  }
  if (strategy === 'idle') {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fire, { timeout: 2000 });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      const handle = setTimeout(fire, 200);
      cleanups.push(() => clearTimeout(handle));
    }
  } else if (strategy === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire();
      },
      { rootMargin: '200px' },
    );
    for (const child of Array.from(el.children)) observer.observe(child);
    cleanups.push(() => observer.disconnect());
  }
}

/**
 * Holds a click on a script-only button (type="button": it does nothing without script) that lands before its
 * island has hydrated; the function returned takes the hydration and clicks the button again once the island
 * is live. Links and submit buttons are left to the browser: they work without script.
 */
export function holdEarlyClicks(el: HTMLElement): (hydrated: Promise<unknown>) => void {
  let pending: HTMLElement | null = null;
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('button[type="button"]');
    if (!button || !el.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    pending = button;
  };
  el.addEventListener('click', hold, { capture: true });
  return (hydrated) =>
    void hydrated.then(
      () => {
        el.removeEventListener('click', hold, { capture: true });
        pending?.click();
      },
      () => el.removeEventListener('click', hold, { capture: true }),
    );
}
