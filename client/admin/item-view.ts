import type { VersionedItemProps } from '#shared/admin-view.ts';

// What the parts of an item's page (a product's, a list item's) read of its props, and where its kind's texts are.

/** What the parts read of the page's props (a product's and a list item's say it alike): all but its form's. */
export type ItemView = Omit<VersionedItemProps, 'fields' | 'images' | 'fieldErrors'>;

/** Whose page: a product's or a list item's. Its ids are product-… or collection-…. */
export type ItemKind = 'product' | 'collection';

/** Where a kind's own texts are (neverEdited, shippedChanged, visibilityNow.*, hints.buttons, reset, resetHint,
 *  wasReset): admin:products.* or admin:collections.*; the others are the product page's for both. */
const TEXTS = { product: 'products', collection: 'collections' } as const;

/** The key of one of a kind's own texts ("reset" → collections.reset). */
export const kindText = (kind: ItemKind, key: string) => `${TEXTS[kind]}.${key}`;
