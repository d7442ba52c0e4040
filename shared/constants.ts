// docs/specification.md §9: business constants and limits. One place; imported wherever they are needed.

export const LANGUAGES = ['mn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'mn';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_QUERY = 'lng';

export const HEADER_FIXED_AFTER_PX = 80;

export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 1200;

export const FOOTER_MAX_SERVICES = 5;
export const FOOTER_MAX_PRODUCTS = 3;
export const SERVICES_BLOCK_MAX = 6;
export const RELATED_SERVICES_MAX = 5;

export const CATALOGUE_PAGE_SIZE = 6;
export const QUOTATION_CLOSE_MS = 2000;

// docs/specification.md §9: a ₮ amount converted from dollars is whole tögrög, to the nearest ₮1,000 above ₮100,000
// (shared/money.ts).
export const MNT_ROUND_ABOVE = 100_000;
export const MNT_ROUND_TO = 1_000;
export const MIN_CART_QTY = 1;
export const DEFAULT_ADD_QTY = 1;

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** Gives a visitor the session and the XSRF-TOKEN cookie before their first script post (docs/specification.md §7). */
export const CSRF_SESSION_PATH = '/api/session';
// A form field people never see (hidden by CSS); simple bots fill it in.
export const HONEYPOT_FIELD = 'website';

// Issue #6: the compare page shows at most four products side by side.
export const COMPARE_MAX = 4;
// docs/specification.md §9 toast defaults.
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;
/**
 * At most this many toasts show at once; the rest wait their turn (docs/specification.md §4: queued when a limit is
 * set).
 */
export const TOAST_LIMIT = 3;
export const STORE_PERSIST_KEY = 'root';
// Raised when the stored shape changes: a stored value of another version is discarded, not misread.
export const STORE_PERSIST_VERSION = 1;
/** Set in localStorage once this browser holds the web fonts: its pages then use them from the first paint. */
export const WEB_FONTS_KEY = 'web-fonts';
/** Fired on window whenever the saved lists change in this tab (detail: ListCounts). */
export const LISTS_CHANGED_EVENT = 'site:lists-changed';
