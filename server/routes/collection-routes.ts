import { Router, type Request } from 'express';
import { COLLECTION_NAMES, definitionOf } from '#shared/collections.ts';
import { localizePath } from '#shared/language-link.ts';
import type { CollectionView } from '../content/collections.ts';
import { requestLanguage } from '../request-language.ts';

/** The pages of the lists' items, as each list's definition names them (shared/collections.ts). */
const ITEM_PAGES = COLLECTION_NAMES.flatMap((list) =>
  (definitionOf(list).pages ?? []).map((page) => ({ list, ...page })),
);

/**
 * An item (a team member, a service) whose address the office changed: its old pages move, permanently, to the
 * new ones (docs/content.md, "Lists"); kept in the item's versions, so across restarts too.
 */
export function collectionRoutes({ lists }: { lists: (req: Request) => CollectionView }): Router {
  const router = Router();
  for (const { list, route, path } of ITEM_PAGES) {
    router.get([route, `/en${route}`], (req, res, next) => {
      const slug = String(req.params.slug);
      const view = lists(req);
      const moved = view.findBySlug(list, slug, 'en') ? undefined : view.redirectFor(list, slug);
      if (moved === undefined) return next();
      const [, query = ''] = req.originalUrl.split(/\?(.*)/s, 2);
      res.redirect(301, localizePath(path(moved), requestLanguage(req)) + (query ? `?${query}` : ''));
    });
  }
  return router;
}
