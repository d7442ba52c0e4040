// The page's full stylesheets come with it as media="print" links, so they download without holding up the
// first paint (the head carries the rules the page's own markup needs inline). Switched on here, in a task of
// their own: the style recalculation they cause would otherwise join the page loader's first run (and the
// parser's end) in one long task that holds up a slow phone's first tap. Whatever changes the markup (a slider
// starting, an island hydrating) waits for the promise returned: the rules for its new states are in those
// sheets. A sheet that fails to load does not hold anything up.
export function applyDeferredStyles(doc: Document = document): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(() => switchOn(doc));
}

function switchOn(doc: Document): Promise<void> {
  const links = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]'));
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
