import { WEB_FONTS_KEY } from '#shared/constants.ts';

// A browser's first page paints in the metric-matched local fonts and fetches no web font before its content
// (server/render/web-fonts-script.ts says why). Once that page has loaded and the browser is idle, the web
// fonts are fetched into the cache, not applied (swapping them in now would move the text under the reader);
// when all have arrived, the mark in storage lets the next pages use them from their first paint.
export function cacheWebFonts(win: Window = window): void {
  const doc = win.document;
  if (doc.documentElement.hasAttribute('data-web-fonts')) return;
  const fetchFonts = () => {
    const faces = Array.from(doc.fonts).filter((face) => !face.family.includes('Fallback'));
    if (faces.length === 0) return;
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        try {
          win.localStorage.setItem(WEB_FONTS_KEY, '1');
        } catch {
          // Storage off: every page keeps the local fonts.
        }
      },
      () => undefined, // Not fetched this time: the next page tries again.
    );
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(fetchFonts) : setTimeout(fetchFonts, 200);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
