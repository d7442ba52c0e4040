// A link inside an island that does something else once the island is live (a product card's link opens the
// popup, a pager link shows the page in place). Until then the loader holds a click on it and replays it when
// the island is live (client/first-actions.ts), instead of letting the browser follow it. Links that stay
// plain links are not marked: they are never held.
export const SCRIPT_LINK_ATTRIBUTE = 'data-script-link';

/** Spread onto such an `<a>`: `<a {...SCRIPT_LINK} href=…>`. */
export const SCRIPT_LINK = { [SCRIPT_LINK_ATTRIBUTE]: '' } as const;
