import type { HydrateStrategy } from './render-context.ts';

// Signs that a visitor is about to use an island: a pointer over it (a mouse's hover comes well before the
// click), a touch or press on it, focus moving into it, a key pressed or text entered in it (autofill, assistive
// technology). An action the loader holds (client/first-actions.ts) wakes it too.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

// When an island's code is due. load: at once. idle: when the browser is idle (a timeout where there is no
// requestIdleCallback). visible: when it comes near the viewport (its children are watched, since a
// display: contents box is never intersected). interaction: only on the first sign of use. Every strategy but
// load also fires on that first sign. Returns the function that makes it due at once (it runs `run` only once).
export function whenDue(el: HTMLElement, strategy: HydrateStrategy, run: () => void): () => void {
  let done = false;
  const cleanups: Array<() => void> = [];
  const fire = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
    run();
  };
  if (strategy === 'load') {
    fire();
    return fire;
  }

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
  return fire;
}
