import { Router } from 'express';
import type { CollectionView } from '../content/collections.ts';
import type { ProductService } from '../services/product-service.ts';
import { robotsTxt, sitemapPaths, sitemapXml } from '../seo/sitemap.ts';

const ONE_HOUR_S = 3600;

/**
 * `products`: the catalogue, each of whose products has its own page in the sitemap; `lists`: the site's lists,
 * whose members have theirs. The sitemap is built again after a publish of either.
 */
export function seoRoutes({
  origin,
  products,
  lists,
}: {
  origin: string;
  products: Pick<ProductService, 'slugs' | 'version'>;
  lists: () => Pick<CollectionView, 'slugs' | 'version'>;
}): Router {
  let built: { version: string; xml: string } | undefined;
  const sitemapOf = () => {
    const view = lists();
    const version = `${products.version()} ${view.version()}`;
    if (built?.version !== version) {
      built = { version, xml: sitemapXml(origin, sitemapPaths({ productSlugs: products.slugs(), lists: view })) };
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
