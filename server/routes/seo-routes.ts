import { Router } from 'express';
import type { CollectionView } from '../content/collections.ts';
import type { ProductService } from '../services/product-service.ts';
import type { PageSeoSource } from '../content/page-seo.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import { lastPublished, type LastPublishedSources } from '../seo/last-published.ts';
import { robotsTxt, sitemapPaths, sitemapXml } from '../seo/sitemap.ts';

const ONE_HOUR_S = 3600;

/**
 * `products`: the catalogue, each of whose products has its own page in the sitemap; `lists`: the site's lists,
 * whose members have theirs; `published`: what tells when each page's content was last published (its lastmod),
 * the site pages' SEO records and texts among it. The sitemap is built again after a publish of any of them.
 */
export function seoRoutes({
  origin,
  products,
  lists,
  published,
}: {
  origin: string;
  products: Pick<ProductService, 'slugs' | 'version'>;
  lists: () => Pick<CollectionView, 'slugs' | 'version'>;
  published: LastPublishedSources & {
    pageSeo: Pick<PageSeoSource, 'version'>;
    texts: Pick<SiteTexts, 'version'>;
  };
}): Router {
  let built: { version: string; xml: string } | undefined;
  const sitemapOf = () => {
    const view = lists();
    const version = [products.version(), view.version(), published.pageSeo.version(), published.texts.version()];
    if (built?.version !== version.join(' ')) {
      const pagePaths = sitemapPaths({ productSlugs: products.slugs(), lists: view });
      built = { version: version.join(' '), xml: sitemapXml(origin, pagePaths, lastPublished(published)) };
    }
    return built.xml;
  };
  const robots = robotsTxt(origin);
  return Router()
    .get('/sitemap.xml', (_req, res) => {
      res.type('application/xml').set('Cache-Control', `public, max-age=${ONE_HOUR_S}`).send(sitemapOf());
    })
    .get('/robots.txt', (_req, res) => {
      res.type('text/plain').set('Cache-Control', `public, max-age=${ONE_HOUR_S}`).send(robots);
    });
}
