import type { i18n as I18n } from 'i18next';
import type { Product } from '#shared/schemas/product-schema.ts';
import { DEFAULT_SOCIAL_LINKS } from '#shared/site.ts';
import type { SiteConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { VideoCatalogue } from '../services/video-catalogue.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { createCompanyLinks } from './company-links.ts';
import { createProductCatalogue } from './product-catalogue.ts';
import { createSiteTexts } from './site-texts.ts';
import { createCollections } from './collections.ts';
import { createPageSeo } from './page-seo.ts';
import { COLLECTION_IMAGES, shippedCollections } from './shipped-collections.ts';
import { readShippedTexts, textCatalogue } from './text-catalogue.ts';

/**
 * What the office edits, as the app shows it (docs/content.md, "The office's content"): the shipped texts with the
 * published edits laid over them in `i18n`, the company's links, the product catalogue, the site's lists (team,
 * testimonials: shipped items with the office's edits) and the site pages' SEO records, each read again whenever
 * any process publishes.
 */
export async function openSiteContent({
  i18n,
  content,
  site,
  products,
  videos = {},
  logger,
}: {
  i18n: I18n;
  content: ContentStore;
  site: Pick<SiteConfig, 'messengerPageId'>;
  /** The catalogue shipped with the site (data/products.json): the office's initial content. */
  products: readonly Product[];
  /** The shipped services' videos (data/videos.json). */
  videos?: VideoCatalogue;
  logger: Pick<Logger, 'error' | 'info'>;
}) {
  const shippedTexts = readShippedTexts();
  const catalogue = textCatalogue(shippedTexts);
  const texts = await createSiteTexts({ i18n, catalogue, content, logger });
  const company = await createCompanyLinks({
    defaults: { messengerPageId: site.messengerPageId, social: DEFAULT_SOCIAL_LINKS },
    shipped: shippedTexts,
    i18n,
    content,
    logger,
  });
  const productCatalogue = await createProductCatalogue({ shipped: products, content, logger });
  const collections = await createCollections({
    shipped: shippedCollections(shippedTexts, videos),
    images: COLLECTION_IMAGES,
    content,
    logger,
  });
  const pageSeo = await createPageSeo({ content, logger });
  return { catalogue, texts, company, productCatalogue, collections, pageSeo };
}
