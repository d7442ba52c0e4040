import { Router } from 'express';
import { robotsTxt, sitemapXml } from '../seo/sitemap.ts';

const ONE_HOUR_S = 3600;

export function seoRoutes({ origin }: { origin: string }): Router {
  const sitemap = sitemapXml(origin);
  const robots = robotsTxt(origin);
  return Router()
    .get('/sitemap.xml', (_req, res) => {
      res.type('application/xml').set('Cache-Control', `public, max-age=${ONE_HOUR_S}`).send(sitemap);
    })
    .get('/robots.txt', (_req, res) => {
      res.type('text/plain').set('Cache-Control', `public, max-age=${ONE_HOUR_S}`).send(robots);
    });
}
