import { COLLECTION_NAMES, definitionOf } from '#shared/collections.ts';
import { SEO_PAGE_IDS, seoPageOf, type SeoPageId } from '#shared/page-seo.ts';
import { paths } from '#shared/routes.ts';
import type { Collections } from '../content/collections.ts';
import type { PageSeoSource } from '../content/page-seo.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import type { SiteTexts } from '../content/site-texts.ts';

// When each page's content was last published (docs/content.md, "SEO fields"), for the sitemap's lastmod: an item's
// page, its last publish (a product's, a list item's, each page of it); a site page, the latest publish of its SEO
// record and of its texts (its pages:meta.<page> texts and those of the namespace only it shows). A page never
// published has none: the sitemap leaves its lastmod out rather than invent one.

export interface LastPublishedSources {
  products: Pick<ProductCatalogue, 'entries'>;
  collections: Pick<Collections, 'entries'>;
  pageSeo: Pick<PageSeoSource, 'publishedAt'>;
  texts: Pick<SiteTexts, 'publishedAt'>;
}

const later = (a: Date | undefined, b: Date | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The page's texts: its own head's, and those of the namespace only it shows. */
const isTextOf = (page: SeoPageId, id: string) => {
  const { texts } = seoPageOf(page);
  return id.startsWith(`pages:meta.${page}.`) || (texts !== undefined && id.startsWith(`${texts}:`));
};

/** By canonical path (without the language), when what the page shows was last published. */
export function lastPublished({ products, collections, pageSeo, texts }: LastPublishedSources): Map<string, Date> {
  const times = new Map<string, Date>();
  for (const entry of products.entries()) {
    if (entry.visibility === 'shown' && entry.publishedAt)
      times.set(paths.product(entry.fields.slug), entry.publishedAt);
  }
  for (const name of COLLECTION_NAMES) {
    const pages = definitionOf(name).pages ?? [];
    for (const entry of collections.entries(name)) {
      const { slug, publishedAt } = entry;
      if (entry.visibility !== 'shown' || !slug || !publishedAt) continue;
      for (const page of pages) times.set(page.path(slug), publishedAt);
    }
  }
  const textTimes = [...texts.publishedAt()];
  for (const page of SEO_PAGE_IDS) {
    const text = textTimes.reduce<Date | undefined>(
      (at, [id, published]) => (isTextOf(page, id) ? later(at, published) : at),
      undefined,
    );
    const at = later(pageSeo.publishedAt(page), text);
    if (at) times.set(seoPageOf(page).path, at);
  }
  return times;
}
