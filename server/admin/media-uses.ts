import type { ContentStore } from '../storage/content-store.ts';
import { photoIdsIn } from '../media/media-sweep.ts';

// What the photo library's grid says of each photo: how many of the site's items show it now (docs/photos.md,
// "Photos"). Their published versions are read, as the site shows them; a draft's choice is not a use yet.

/** By photo id, how many published products and list items name it. */
export async function photoUses(content: Pick<ContentStore, 'published'>): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  for (const kind of ['product', 'collection-item'] as const)
    for (const item of await content.published(kind))
      for (const id of photoIdsIn(item.value)) uses.set(id, (uses.get(id) ?? 0) + 1);
  return uses;
}
