import { Router } from 'express';
import type { ProductService } from '../services/product-service.ts';
import { robotsTxt, sitemapPaths, sitemapXml } from '../seo/sitemap.ts';

const ONE_HOUR_S = 3600;

/** `products`: the catalogue, each of whose products has its own page in the sitemap (built again after a publish). */
export function seoRoutes({
  origin,
  products,
}: {
  origin: string;
  products: Pick<ProductService, 'slugs' | 'version'>;
}): Router {
  let built: { version: number; xml: string } | undefined;
  const sitemapOf = () => {
    if (built?.version !== products.version()) {
      built = { version: products.version(), xml: sitemapXml(origin, sitemapPaths(products.slugs())) };
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
