// Issue #9's budgets for the first view of a page, in bytes on the wire (compressed body and headers), as a
// first-time visitor on a phone loads it: the JavaScript before any interaction, the fonts, the stylesheets.
// Checked by tests/e2e/budgets.spec.ts and reported by `npm run bench`.

export interface Budget {
  js: number;
  font: number;
  css: number;
}

const KB = 1024;
const CSS = 20 * KB;
const FONT = 60 * KB;
/** Pages whose only interactive part is the header: no React before the first interaction. */
const CONTENT: Budget = { js: 10 * KB, font: FONT, css: CSS };
/** Pages with a form, the catalogue and the saved lists. */
const INTERACTIVE: Budget = { js: 75 * KB, font: FONT, css: CSS };
/** Home: hero slider, counters, partners carousel. */
const HOME: Budget = { js: 90 * KB, font: FONT, css: CSS };

/** Issue #26: the images in a 390 px phone's first view, with real photos, on the wire. Reported by the bench. */
export const IMAGE_FIRST_VIEW_BUDGET = 100 * KB;

export const PAGE_BUDGETS: ReadonlyArray<{ path: string; budget: Budget }> = [
  { path: '/', budget: HOME },
  { path: '/about', budget: CONTENT },
  { path: '/service', budget: CONTENT },
  { path: '/service-single/consulting-services', budget: INTERACTIVE },
  { path: '/productgrouppage', budget: CONTENT },
  { path: '/products/', budget: INTERACTIVE },
  { path: '/shop-single/otr-tyre-40-00r57-e4', budget: INTERACTIVE },
  { path: '/contact', budget: INTERACTIVE },
  { path: '/search?query=bit', budget: CONTENT },
  { path: '/Video/transportation-logistics', budget: CONTENT },
  { path: '/team/batbayar-dorj', budget: CONTENT },
  { path: '/quote', budget: INTERACTIVE },
  { path: '/wishlist', budget: INTERACTIVE },
  { path: '/compare', budget: INTERACTIVE },
  { path: '/privacy', budget: CONTENT },
  { path: '/404', budget: CONTENT },
];
