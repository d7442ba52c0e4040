import type { HydrateStrategy } from './render-context.ts';

// When an island's code is due. idle falls back to a timeout (Safari has no requestIdleCallback);
// visible watches the wrapper's children, since a display: contents box is never intersected.
// A first pointer or focus inside an island that is not yet due hydrates it at once, so that
// interaction is not lost.
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

  for (const type of ['pointerdown', 'focusin'] as const) {
    el.addEventListener(type, fire, { once: true, capture: true });
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
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: '200px' },
  );
  for (const child of Array.from(el.children)) observer.observe(child);
  cleanups.push(() => observer.disconnect());
}
