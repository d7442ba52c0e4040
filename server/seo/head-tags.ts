import type { Language } from '#shared/constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import { SHARE_IMAGE, type Media } from '#shared/media.ts';
import { escapeHtml, scriptJson } from '../html-escaping.ts';

export interface SeoInput {
  origin: string;
  lng: Language;
  title: string;
  description: string;
  siteName: string;
  /** The page's canonical path; undefined for pages that must not be indexed. */
  path: string | undefined;
  /** Not indexed, though it has a canonical path (a filtered list: its canonical is the unfiltered one). */
  noindex?: boolean;
  jsonLd: object;
  /** The picture a share shows (the site's one unless said), its path and size. */
  image?: Media;
}

const OG_LOCALES: Record<Language, string> = { mn: 'mn_MN', en: 'en_US' };

/** The address of one language version of a page: /about, /en/about. */
export function languageUrl(origin: string, path: string, lng: Language): string {
  return origin + localizePath(path, lng);
}

// Canonical and hreflang alternates (mn, en, x-default), Open Graph, Twitter card and JSON-LD.
export function seoHeadTags(input: SeoInput): string {
  const { origin, lng, title, description, siteName, path, jsonLd, image: picture = SHARE_IMAGE } = input;
  const attr = escapeHtml;
  const meta = (property: string, content: string, key = 'property') =>
    `<meta ${key}="${attr(property)}" content="${attr(content)}">`;
  const image = `${origin}${picture.src}`;
  const url = path === undefined ? undefined : languageUrl(origin, path, lng);
  const tags: string[] = [];
  if (path === undefined || input.noindex) tags.push('<meta name="robots" content="noindex">');
  if (path !== undefined) {
    tags.push(`<link rel="canonical" href="${attr(url ?? '')}">`);
    for (const other of LANGUAGES) {
      tags.push(`<link rel="alternate" hreflang="${other}" href="${attr(languageUrl(origin, path, other))}">`);
    }
    const fallback = languageUrl(origin, path, DEFAULT_LANGUAGE);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${attr(fallback)}">`);
  }
  tags.push(
    meta('og:type', 'website'),
    meta('og:site_name', siteName),
    meta('og:title', title),
    meta('og:description', description),
    ...(url ? [meta('og:url', url)] : []),
    meta('og:image', image),
    meta('og:image:width', String(picture.width)),
    meta('og:image:height', String(picture.height)),
    meta('og:locale', OG_LOCALES[lng]),
    ...LANGUAGES.filter((other) => other !== lng).map((other) => meta('og:locale:alternate', OG_LOCALES[other])),
    meta('twitter:card', 'summary_large_image', 'name'),
    meta('twitter:title', title, 'name'),
    meta('twitter:description', description, 'name'),
    meta('twitter:image', image, 'name'),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  );
  return tags.join('');
}
