import { createHash } from 'node:crypto';
import { Router } from 'express';
import { catalogueAddress, readFilters } from '#shared/catalogue-filters.ts';
import type { Language } from '#shared/constants.ts';
import { isCatalogueSort } from '#shared/money.ts';
import { pathsIn } from '#shared/routes.ts';
import { findProductGroup } from '#shared/site.ts';
import { requestLanguage } from '../request-language.ts';
import type { ProductService } from '../services/product-service.ts';

const MAX_AGE_S = 300;

interface CachedBody {
  json: string;
  etag: string;
}

// docs/specification.md §3/§7: GET /api/products answers the array of products (plus id and slug), in the visitor's
// language, optionally of one category. Each answer is built once per version of the catalogue (the office's
// publishes make a new one).
//
// The language (from ?lng= or the i18next cookie) changes the body under the same URL, so the answer is private
// and varies on Cookie, and the ETag names the language: a shared cache can never hand one visitor's language to
// another, and a revalidation after switching language never gets a 304 for the other language's body.
export function productsRoutes({ products }: { products: ProductService }): Router {
  const cache = new Map<string, CachedBody>();
  let cachedVersion = products.version();

  function body(category: string | undefined, language: Language): CachedBody {
    if (cachedVersion !== products.version()) {
      cache.clear();
      cachedVersion = products.version();
    }
    const key = `${language}\n${category?.toLowerCase() ?? ''}`;
    let cached = cache.get(key);
    if (!cached) {
      const json = JSON.stringify(products.list({ category, language }));
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
      cached = { json, etag: `"${language}-${hash}"` };
      cache.set(key, cached);
    }
    return cached;
  }

  return (
    Router()
      .get('/api/products', (req, res) => {
        const asked = req.query.category;
        const category = typeof asked === 'string' && asked.trim() !== '' ? asked : undefined;
        const { json, etag } = body(category, requestLanguage(req));
        res.set({
          ETag: etag,
          'Cache-Control': `private, max-age=${MAX_AGE_S}`,
          Vary: 'Cookie',
          'Content-Language': requestLanguage(req),
        });
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        res.type('application/json').send(json);
      })
      // A product whose address the office changed: its old address moves, permanently, to the new one.
      .get(['/shop-single/:slug', '/en/shop-single/:slug'], (req, res, next) => {
        const slug = String(req.params.slug);
        const moved = products.findBySlug(slug, 'en') ? undefined : products.redirectFor(slug);
        if (moved === undefined) return next();
        const [, query = ''] = req.originalUrl.split(/\?(.*)/s, 2);
        res.redirect(301, pathsIn(requestLanguage(req)).product(moved) + (query ? `?${query}` : ''));
      })
      // The catalogue's filter posted without script is a GET form (?category=…&sort=…&diameter_min=…); the category
      // is a path segment (docs/specification.md §2), so the choice is redirected to its address, with the order
      // chosen beside it (a price order; none is the office's) and the category's filters as the island spells
      // them (shared/catalogue-filters.ts: ?diameter=250-320&iadc=6). '' is 'All'.
      .get(['/products', '/shop', '/en/products', '/en/shop'], (req, res, next) => {
        const asked = req.query.category;
        if (typeof asked !== 'string') {
          next();
          return;
        }
        const group = findProductGroup(asked);
        if (asked.trim() !== '' && !group) {
          next();
          return;
        }
        const sort = req.query.sort;
        const query = new URLSearchParams(req.originalUrl.split(/\?(.*)/s, 2)[1] ?? '');
        const address = catalogueAddress(pathsIn(requestLanguage(req)).catalogue(group?.category), {
          filters: readFilters(group?.category, query),
          sort: isCatalogueSort(sort) ? sort : 'listed',
        });
        res.redirect(303, address);
      })
  );
}
