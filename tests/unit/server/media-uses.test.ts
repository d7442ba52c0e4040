import { describe, expect, it } from '@jest/globals';
import { photoUses } from '../../../server/admin/media-uses.ts';
import type { ContentKind, ContentStore, PublishedItem } from '../../../server/storage/content-store.ts';

// The photo library's grid says how many of the site's items show each photo: their published versions, a
// product's photo rows and a list item's `media:<id>` alike.

const A = '0123456789abcdef';
const B = 'fedcba9876543210';

const item = (key: string, value: unknown) => ({ key, revision: 1, at: new Date(0), value }) as PublishedItem;

const content = {
  published: async (kind: ContentKind) =>
    kind === 'product'
      ? [item('1', { photos: [{ id: A }, { id: B }] }), item('2', { photos: [{ id: A }] }), item('3', {})]
      : kind === 'collection-item'
        ? [item('team:1', { image: `media:${A}` })]
        : [item('x', { image: `media:${B}` })],
} as unknown as Pick<ContentStore, 'published'>;

describe("a photo's uses", () => {
  it('counts the published products and list items naming it, once each, and nothing else', async () => {
    const uses = await photoUses(content);
    expect(Object.fromEntries(uses)).toEqual({ [A]: 3, [B]: 1 });
  });
});
