import { Router } from 'express';
import { robotsTxt, sitemapPaths, sitemapXml } from '../seo/sitemap.ts';

const ONE_HOUR_S = 3600;

/** `productSlugs`: the catalogue's products, each of which has its own page in the sitemap. */
export function seoRoutes({ origin, productSlugs }: { origin: string; productSlugs: readonly string[] }): Router {
  const sitemap = sitemapXml(origin, sitemapPaths(productSlugs));
  const robots = robotsTxt(origin);
  return Router()
    .get('/sitemap.xml', (_req, res) => {
      res.type('application/xml').set('Cache-Control', `public, max-age=${ONE_HOUR_S}`).send(sitemap);
    })
    .get('/robots.txt', (_req, res) => {
      res.type('text/plain').set('Cache-Control', `public, max-age=${ONE_HOUR_S}`).send(robots);
    });
}
