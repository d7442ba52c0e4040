import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/constants.ts';
import { PAGE_MODULES } from '#pages/pages.server.ts';
import { escapeHtml } from '../html-escaping.ts';
import type { SitemapContent } from '../loaders/loader.ts';
import { PAGE_IDS } from '../loaders/page-loader.ts';
import { languageUrl } from './head-tags.ts';

/** Every indexable page's canonical path, in the order of the page modules, with a page per product and member. */
export function sitemapPaths(content: SitemapContent = { productSlugs: [], lists: { slugs: () => [] } }): string[] {
  return PAGE_IDS.flatMap((page): string[] => PAGE_MODULES[page].sitemap?.(content) ?? []);
}

/** A sitemap's W3C datetime: the moment to the second, in UTC. */
const lastmodOf = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

// One <url> per language version, each listing all versions as alternates (Google's hreflang sitemap form), with
// the time its content was last published when there is one (last-published.ts; none is ever made up).
export function sitemapXml(
  origin: string,
  pagePaths: readonly string[] = sitemapPaths(),
  published: ReadonlyMap<string, Date> = new Map(),
): string {
  const alternates = (path: string) =>
    [
      ...LANGUAGES.map(
        (lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${escapeHtml(languageUrl(origin, path, lng))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, path, DEFAULT_LANGUAGE))}"/>`,
    ].join('');
  const urls = pagePaths.flatMap((path) => {
    const at = published.get(path);
    const lastmod = at ? `<lastmod>${lastmodOf(at)}</lastmod>` : '';
    return LANGUAGES.map(
      (lng) => `<url><loc>${escapeHtml(languageUrl(origin, path, lng))}</loc>${lastmod}${alternates(path)}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /search',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
