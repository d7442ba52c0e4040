import type { Request } from 'express';
import type { CollectionName } from '#shared/collections.ts';
import type { CollectionView } from './collections.ts';

/**
 * Which of the office's lists each request reads, its loader and its render alike: a kept page is dropped when
 * (and only when) a list it shows changes (docs/content.md, "Lists": only the pages a change affects).
 */
export function collectionReadings() {
  const read = new WeakMap<Request, Set<CollectionName>>();
  return {
    /** `view` for `req`, noting each list it is asked for. */
    view(req: Request, view: CollectionView): CollectionView {
      let names = read.get(req);
      if (!names) read.set(req, (names = new Set()));
      const seen = names;
      return {
        version: () => view.version(),
        items: (name, lng) => (seen.add(name), view.items(name, lng)),
        findBySlug: (name, slug, lng) => (seen.add(name), view.findBySlug(name, slug, lng)),
        redirectFor: (name, slug) => (seen.add(name), view.redirectFor(name, slug)),
        slugs: (name) => (seen.add(name), view.slugs(name)),
      };
    },
    /** The lists `req` has read so far. */
    of: (req: Request): CollectionName[] => [...(read.get(req) ?? [])],
  };
}
