import type { PageMeta } from '#shared/page-view.ts';
import type { SeoPageId } from '#shared/page-seo.ts';
import { foundPage, pageMeta, type Loader, type LoaderContext } from '../loaders/loader.ts';
import { languageUrl } from './head-tags.ts';
import type { ItemHead } from './item-head.ts';
import { webPageLd } from './structured-data.ts';

// The head of a site page that is no item's (docs/content.md, "SEO of the site's pages"): its title and description
// from pages:meta.<page>, under the SEO record the office published for it (server/content/page-seo.ts; a preview's
// draft for an editor), as an item's page has its SEO fields over its own (item-head.ts). Its heading stays its own.

/** The page's head in the request's language. */
export function sitePageHead(
  { t, lng, services }: Pick<LoaderContext, 't' | 'lng' | 'services'>,
  page: SeoPageId,
  own: PageMeta = pageMeta(t, page),
): ItemHead {
  return services.pageSeo.head(page, own, lng);
}

/**
 * The loader of a page whose content is all in its component and the site's texts and lists: its meta (the
 * heading's), its head and, indexed at its canonical path, its WebPage JSON-LD.
 */
export function sitePageLoader(page: SeoPageId, canonicalPath?: string): Loader<{ meta: PageMeta }> {
  return (context) => {
    const meta = pageMeta(context.t, page);
    const head = sitePageHead(context, page, meta);
    const url = canonicalPath === undefined ? undefined : languageUrl(context.origin, canonicalPath, context.lng);
    return foundPage(canonicalPath, head, { meta }, url ? [webPageLd(context.origin, url, head)] : []);
  };
}
