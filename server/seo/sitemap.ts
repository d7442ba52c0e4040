import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/constants.ts';
import { paths } from '#shared/routes.ts';
import { PRODUCT_GROUPS, SERVICES, TEAM } from '#shared/site.ts';
import { escapeHtml } from '../html-escaping.ts';
import { languageUrl } from './head-tags.ts';

/** Every indexable page, by canonical path, with a page per product of the catalogue. */
export function sitemapPaths(productSlugs: readonly string[] = []): string[] {
  return [
    paths.home(),
    paths.about(),
    paths.services(),
    ...SERVICES.flatMap((service) => [paths.service(service.slug), paths.video(service.slug)]),
    paths.productPlan(),
    paths.catalogue(),
    ...PRODUCT_GROUPS.map((group) => paths.catalogue(group.category)),
    ...productSlugs.map((slug) => paths.product(slug)),
    ...TEAM.map((member) => paths.teamMember(member.slug)),
    paths.contact(),
  ];
}

// One <url> per language version, each listing all versions as alternates (Google's hreflang sitemap form).
export function sitemapXml(origin: string, pagePaths: readonly string[] = sitemapPaths()): string {
  const alternates = (path: string) =>
    [
      ...LANGUAGES.map(
        (lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${escapeHtml(languageUrl(origin, path, lng))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, path, DEFAULT_LANGUAGE))}"/>`,
    ].join('');
  const urls = pagePaths.flatMap((path) =>
    LANGUAGES.map((lng) => `<url><loc>${escapeHtml(languageUrl(origin, path, lng))}</loc>${alternates(path)}</url>`),
  );
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
