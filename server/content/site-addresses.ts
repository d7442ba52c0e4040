import { COLLECTION_NAMES, definitionOf } from '#shared/collections.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { localizePath, pagePath } from '#shared/language-link.ts';
import type { Redirect } from '#shared/redirects.ts';
import { paths } from '#shared/routes.ts';
import { matchRoute } from '../loaders/page-loader.ts';
import { sitemapPaths } from '../seo/sitemap.ts';
import type { Collections } from './collections.ts';
import type { ProductCatalogue } from './product-catalogue.ts';

// What the site itself answers, for the office's redirects (docs/content.md, "Redirects"): an old address may not
// be one of them, and the renamed products' and list items' former addresses are redirects of their own.

/** Parts of the site no page is in: the office, the API, the photos' files, the checks, the build's files. */
const PREFIXES = ['/admin', '/api', '/media', '/healthz', '/readyz', '/assets', '/images'];
const FILES = ['/sitemap.xml', '/robots.txt', '/favicon.svg', '/apple-touch-icon.png'];

type Sources = {
  products: Pick<ProductCatalogue, 'entries' | 'service'>;
  collections: Pick<Collections, 'entries' | 'view'>;
};

const comparable = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Whether the site serves `address` (its path; the query does not change the page): under a prefix of its own, a
 * page of the route table with no parameter, or an address of the sitemap (each product's and item's page), in
 * either language, in any letter case.
 */
export function servedBySite(address: string, { products, collections }: Sources): boolean {
  const pathname = comparable(decoded(address.split('?')[0] ?? '/'));
  const page = pagePath(pathname);
  if ([...PREFIXES, ...PREFIXES.map((prefix) => `/en${prefix}`)].some((p) => page === p || page.startsWith(`${p}/`))) {
    return true;
  }
  if (FILES.includes(page) || pathname === '/en') return true;
  const { page: id, params } = matchRoute(page);
  if (id !== 'notFound' && Object.values(params).every((value) => value === undefined || value === '')) return true;
  const listed = sitemapPaths({ productSlugs: products.service.slugs(), lists: collections.view() });
  return listed.some((path) => comparable(decoded(path)) === page);
}

/**
 * The former addresses of the products and list items the office renamed, in both languages, each to the item's
 * page now (products-routes.ts and collection-routes.ts answer them).
 */
export function automaticRedirects({ products, collections }: Sources): Redirect[] {
  const moves: Array<{ from: string; to: string }> = [];
  const current = new Set(products.entries().map((entry) => entry.fields.slug));
  for (const entry of products.entries()) {
    if (entry.visibility !== 'shown') continue;
    for (const slug of entry.formerSlugs) {
      if (!current.has(slug)) moves.push({ from: paths.product(slug), to: paths.product(entry.fields.slug) });
    }
  }
  for (const name of COLLECTION_NAMES) {
    const entries = collections.entries(name);
    const slugs = new Set(entries.flatMap((entry) => (entry.slug ? [entry.slug] : [])));
    for (const { path } of definitionOf(name).pages ?? []) {
      for (const entry of entries) {
        if (entry.visibility !== 'shown' || !entry.slug) continue;
        for (const slug of entry.formerSlugs) {
          if (!slugs.has(slug)) moves.push({ from: path(slug), to: path(entry.slug) });
        }
      }
    }
  }
  return moves.flatMap((move) =>
    LANGUAGES.map((lng) => ({ from: localizePath(move.from, lng), to: localizePath(move.to, lng) })),
  );
}
