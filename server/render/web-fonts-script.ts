import { createHash } from 'node:crypto';
import { WEB_FONTS_KEY } from '#shared/constants.ts';

// A first visit paints in the metric-matched local fonts and downloads no web font before its main content:
// on a slow phone the fonts would share the line with the page and its main image, and arrive too late to be
// used anyway (font-display: optional). When the page has loaded, the loader fetches them into the cache
// (client/enhancements/web-fonts.ts); from then on this script, run in the head before the first paint,
// switches the browser's pages to them (tokens.css), and they come from the cache at once.
export const WEB_FONTS_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)}))` +
  `document.documentElement.setAttribute('data-web-fonts','')}catch(e){}`;

/** The CSP source allowing that inline script, and nothing else inline. */
export const WEB_FONTS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WEB_FONTS_SCRIPT).digest('base64')}'`;
