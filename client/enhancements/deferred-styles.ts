// The page's full stylesheets come with it as media="print" links, so they download without holding up the
// first paint: the head carries inline every rule the page's own markup uses. What only the full sheets hold
// are the rules of states: hover and keyboard focus, the fixed header and the open menu, a running slider, an
// island's new markup. Switching them on restyles the whole document (a long task on a slow phone), so it
// waits until a state can change: the visitor's first input or scroll, or a script about to change the
// markup (a slider starting, an island hydrating), which waits for the promise returned. A sheet that fails
// to load holds nothing up.

const FIRST_INPUT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** Waits for the first input; the function returned switches the sheets on (once) and resolves when they apply. */
export function deferredStyles(win: Window = window): () => Promise<void> {
  let applied: Promise<void> | undefined;
  const need = () => (applied ??= switchOn(win));
  const onFirstInput = () => {
    for (const type of FIRST_INPUT) win.removeEventListener(type, onFirstInput, { capture: true });
    void need();
  };
  for (const type of FIRST_INPUT) win.addEventListener(type, onFirstInput, { capture: true, passive: true });
  return need;
}

function switchOn(win: Window): Promise<void> {
  const links = Array.from(win.document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]'));
  const loaded = links.map((link) => {
    const settled = link.sheet
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        });
    link.media = 'all';
    return settled;
  });
  return Promise.all(loaded).then(() => undefined);
}
