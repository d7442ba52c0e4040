import type { CollectionItem } from '#shared/collections.ts';
import { mediaFileHref, type PagePhoto } from '#shared/media-library.ts';
import type { Media } from '#shared/media.ts';
import type { PageMeta } from '#shared/page-view.ts';

// docs/content.md, "SEO fields": what the head of an item's page says (its <title>, meta description, Open Graph
// and Twitter card, its JSON-LD's name and description): the SEO title and description the office typed, else
// the page's own; the share picture it chose from the library, else the site's one.

/** The width of a share picture's file: Facebook's and X's large card want 1200 px; the library's is 1280. */
const SHARE_WIDTH = 1200;

/** A page's head: its title and description, and the picture its shares show (absent: the site's). */
export interface ItemHead extends PageMeta {
  share?: Media;
}

/** The photo's WebP file fit for a share: the smallest at least SHARE_WIDTH wide, else its widest. */
export function shareFileOf(photo: Pick<PagePhoto, 'variants'>): Media | undefined {
  const files = photo.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  const file = files.find((variant) => variant.width >= SHARE_WIDTH) ?? files.at(-1);
  return file && { src: mediaFileHref(file.name), width: file.width, height: file.height };
}

// A meta description of about the length search engines show, cut at a word.
const DESCRIPTION_MAX = 160;

function summarize(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * A product page's own head (its SEO fields empty): the product's name, and its description (as plain text) cut
 * at a word to about what search engines show; the office's search preview shows the same.
 */
export const productHead = (product: { name: string; description: string }): PageMeta => ({
  title: product.name,
  description: summarize(product.description),
});

/** A typed value, else the page's own ('' and spaces are none: an optional field left empty). */
const typedOr = (typed: string | undefined, own: string) => (typed?.trim() ? typed.trim() : own);

/** The head of an item's page, from the page's own title and description and the item's SEO fields. */
export function itemHead(own: PageMeta, item: Pick<CollectionItem, 'fields' | 'photos'>): ItemHead {
  const photo = item.photos?.shareImage;
  const share = photo && shareFileOf(photo);
  return {
    title: typedOr(item.fields.seoTitle, own.title),
    // A description is one line in the head: a line break typed in it is a space.
    description: typedOr(item.fields.seoDescription?.replace(/\s+/g, ' '), own.description),
    ...(share ? { share } : {}),
  };
}
