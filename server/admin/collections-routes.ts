import { Router } from 'express';
import { COLLECTION_NAMES } from '#shared/collections.ts';
import { parseItemKey } from '../content/collections.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import { collectionHref } from './collection-props.ts';
import type { ListsOfCollections } from './collection-kind.ts';
import { requireRole } from './require-role.ts';

/** The office's page of every list, with how many of its items are in each state and how many drafts wait. */
export function collectionsRoutes({
  content,
  collections,
  pages,
}: {
  content: ContentStore;
  collections: Pick<ListsOfCollections, 'entries'>;
  pages: AdminPages;
}) {
  const router = Router();
  router.get('/lists', requireRole('editor'), async (req, res) => {
    const drafts = await content.drafts('collection-item');
    const lists = COLLECTION_NAMES.map((name) => {
      const counts = { shown: 0, hidden: 0, deleted: 0 };
      for (const entry of collections.entries(name)) counts[entry.visibility] += 1;
      const waiting = drafts.filter((key) => parseItemKey(key)?.[0] === name).length;
      return { name, href: collectionHref(req.baseUrl, name), counts, drafts: waiting };
    });
    await pages.send(req, res, 200, req.t('admin:lists.title'), { page: 'lists', props: { lists } });
  });
  return router;
}
