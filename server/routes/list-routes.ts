import { Router, type Request } from 'express';
import { pathsIn } from '#shared/routes.ts';
import type { CollectionView } from '../content/collections.ts';
import { requestLanguage } from '../request-language.ts';

/**
 * A team member whose address the office changed: the old address moves, permanently, to the new one (README,
 * "Office editing"); kept in the member's versions, so across restarts too.
 */
export function listRoutes({ lists }: { lists: (req: Request) => CollectionView }): Router {
  return Router().get(['/team/:slug', '/en/team/:slug'], (req, res, next) => {
    const slug = String(req.params.slug);
    const view = lists(req);
    const moved = view.findBySlug('team', slug, 'en') ? undefined : view.redirectFor('team', slug);
    if (moved === undefined) return next();
    const [, query = ''] = req.originalUrl.split(/\?(.*)/s, 2);
    res.redirect(301, pathsIn(requestLanguage(req)).teamMember(moved) + (query ? `?${query}` : ''));
  });
}
