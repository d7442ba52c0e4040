import type { Language } from './constants.ts';
import { localizePath } from './language-link.ts';

const withToken = (path: string, token?: string) => (token ? `${path}?t=${encodeURIComponent(token)}` : path);

// Link builders: the only place that knows how a path is spelled (in Mongolian; pathsIn adds the language). The
// patterns they must match are each page's routes (pages/<page>/page.server.ts); tests check the pairs.
export const paths = {
  home: () => '/',
  /** docs/specification.md §3: the header's logo and the menu's Home link go to /home (the same page as /). */
  homeLink: () => '/home',
  about: () => '/about',
  services: () => '/service',
  service: (slug: string) => `/service-single/${slug}`,
  productPlan: () => '/productgrouppage',
  catalogue: (category?: string) => (category ? `/products/${encodeURIComponent(category)}` : '/products/'),
  product: (slug: string) => `/shop-single/${encodeURIComponent(slug)}`,
  contact: () => '/contact',
  search: (query?: string) => (query ? `/search?query=${encodeURIComponent(query)}` : '/search'),
  video: (slug: string) => `/Video/${slug}`,
  teamMember: (slug: string) => `/team/${slug}`,
  quote: () => '/quote',
  wishlist: () => '/wishlist',
  compare: () => '/compare',
  /**
   * The privacy notice (docs/privacy.md, "The notice"): linked from the footer and from every form that takes personal
   * data.
   */
  privacy: () => '/privacy',
  /**
   * The newsletter's links (docs/privacy.md, "Newsletter"), the e-mailed token in `t`: the page shows a button that
   * posts.
   */
  newsletterConfirm: (token?: string) => withToken('/newsletter/confirm', token),
  newsletterUnsubscribe: (token?: string) => withToken('/newsletter/unsubscribe', token),
  /**
   * The buyer's page of a quotation (docs/privacy.md, "Quotations"), by its signed token
   * (server/quotations/buyer-link.ts): never cached, indexed or in the sitemap.
   */
  quotation: (token: string) => `/quotation/${encodeURIComponent(token)}`,
} as const;

export type Paths = typeof paths;

// The endpoints forms post to. The page's language travels in the address, so the answer (the JSON error
// texts, or the page shown to a form posted without script) is in the language of the page it came from.
export const apiPaths = {
  contact: (lng: Language) => `/api/contact?lng=${lng}`,
  subscribe: (lng: Language) => `/api/subscribe?lng=${lng}`,
} as const;

function localized(lng: Language): Paths {
  const entries = Object.entries(paths).map(([name, build]) => [
    name,
    (...args: string[]) => localizePath((build as (...a: string[]) => string)(...args), lng),
  ]);
  return Object.fromEntries(entries) as Paths;
}

const PATHS_BY_LANGUAGE: Record<Language, Paths> = { mn: paths, en: localized('en') };

/** The link builders of one language: pathsIn('en').about() is /en/about. */
export function pathsIn(lng: Language): Paths {
  return PATHS_BY_LANGUAGE[lng];
}
