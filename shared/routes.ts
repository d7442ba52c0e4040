import { matchRoutes } from 'react-router';
import type { Language } from './constants.ts';
import { localizePath } from './language-link.ts';

// docs/specification.md §2: every route of the site, in one table. Matching is case-insensitive (react-router's
// default), so /About and /ProductGroupPage work; params keep their case and are compared lower-cased by loaders.
export const PAGE_IDS = [
  'home',
  'about',
  'services',
  'service',
  'productPlan',
  'catalogue',
  'product',
  'contact',
  'search',
  'video',
  'teamMember',
  'quote',
  'wishlist',
  'compare',
  'notFound',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

export interface RouteEntry {
  path: string;
  page: PageId;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'home' },
  { path: '/home', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/service', page: 'services' },
  { path: '/service-single/:slug', page: 'service' },
  { path: '/productgrouppage', page: 'productPlan' },
  { path: '/products', page: 'catalogue' },
  { path: '/products/:category', page: 'catalogue' },
  { path: '/shop', page: 'catalogue' },
  { path: '/shop-single/:slug', page: 'product' },
  { path: '/contact', page: 'contact' },
  { path: '/search', page: 'search' },
  { path: '/video/:slug', page: 'video' },
  { path: '/team/:slug', page: 'teamMember' },
  { path: '/quote', page: 'quote' },
  { path: '/wishlist', page: 'wishlist' },
  { path: '/compare', page: 'compare' },
  { path: '/404', page: 'notFound' },
  { path: '*', page: 'notFound' },
];

export interface RouteMatch {
  page: PageId;
  params: Record<string, string | undefined>;
}

const ROUTE_OBJECTS = ROUTES.map((route) => ({ path: route.path, handle: route.page }));

export function matchRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const match = matches?.[matches.length - 1];
  return { page: (match?.route.handle as PageId | undefined) ?? 'notFound', params: { ...match?.params } };
}

// Link builders: the only place that knows how a path is spelled (in Mongolian; pathsIn adds the language).
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
