import { Router, type Request } from 'express';
import type { CollectionName } from '#shared/collections.ts';
import { pathsIn, type Paths } from '#shared/routes.ts';
import type { CollectionView } from '../content/collections.ts';
import { requestLanguage } from '../request-language.ts';

/** The pages of the lists' items: the list, the route and the page's path for a slug. */
const ITEM_PAGES: ReadonlyArray<{ list: CollectionName; route: string; path: (paths: Paths, slug: string) => string }> =
  [
    { list: 'team', route: '/team/:slug', path: (paths, slug) => paths.teamMember(slug) },
    { list: 'services', route: '/service-single/:slug', path: (paths, slug) => paths.service(slug) },
    { list: 'services', route: '/video/:slug', path: (paths, slug) => paths.video(slug) },
  ];

/**
 * An item (a team member, a service) whose address the office changed: its old pages move, permanently, to the
 * new ones (README, "Office editing"); kept in the item's versions, so across restarts too.
 */
export function listRoutes({ lists }: { lists: (req: Request) => CollectionView }): Router {
  const router = Router();
  for (const { list, route, path } of ITEM_PAGES) {
    router.get([route, `/en${route}`], (req, res, next) => {
      const slug = String(req.params.slug);
      const view = lists(req);
      const moved = view.findBySlug(list, slug, 'en') ? undefined : view.redirectFor(list, slug);
      if (moved === undefined) return next();
      const [, query = ''] = req.originalUrl.split(/\?(.*)/s, 2);
      res.redirect(301, path(pathsIn(requestLanguage(req)), moved) + (query ? `?${query}` : ''));
    });
  }
  return router;
}
