import type { Language } from '#shared/constants.ts';
import {
  isPublishable,
  mediaFileHref,
  mediaRef,
  pagePhoto,
  type MediaRecord,
  type PagePhoto,
} from '#shared/media-library.ts';
import { mediaRecordSchema } from '#shared/schemas/media-schema.ts';
import type { ProductPhoto } from '#shared/schemas/product-schema.ts';
import type { ContentStore } from '../storage/content-store.ts';

// The office's photos as the public pages may show them (docs/photos.md, "Photos"): ready and described in both
// languages, by id. The product catalogue reads them with the products; a product's photos are printed as
// <picture>s (client/ui/uploaded-image.tsx), and where a page or a saved list has room for one plain file only
// (JSON-LD, the quote list, the wishlist, compare), the main photo's WebP.

export type ShownPhotos = ReadonlyMap<string, MediaRecord>;

/** Every photo a page may show now. */
export async function readShownPhotos(content: Pick<ContentStore, 'published'>): Promise<ShownPhotos> {
  const records = (await content.published('media')).flatMap((item) => {
    const parsed = mediaRecordSchema.safeParse(item.value);
    return parsed.success && isPublishable(parsed.data) ? [parsed.data] : [];
  });
  return new Map(records.map((record) => [record.id, record]));
}

/** The width of the plain file standing for a product's photo: sharp enough for a 200 px list cell at 3×, and a
 *  search engine's product image (JSON-LD) at 640 × 480 for a 4:3 photo. */
export const PLAIN_PHOTO_WIDTH = 640;

/** A file of a photo for a plain <img> (a WebP, or its SVG): the one nearest `width` wide from below. */
export function plainFileOf(photo: Pick<MediaRecord, 'variants'>, width = PLAIN_PHOTO_WIDTH): string {
  const files = photo.variants.filter((variant) => variant.format !== 'avif').sort((a, b) => a.width - b.width);
  const file = files.filter((variant) => variant.width <= width).pop() ?? files[0];
  return file ? mediaFileHref(file.name) : '';
}

/** The office's choice of a photo for an image field: what it shows (in `lng`) and a small file of it, by value. */
export const photoChoicesOf = (shown: ShownPhotos, lng: Language) =>
  Object.fromEntries(
    [...shown.values()].map((record) => [
      mediaRef(record.id),
      { label: record.alt[lng], src: plainFileOf(record, 320) },
    ]),
  );

/**
 * A product's photos that can be shown, in its order, in `lng`: each with this product's description of it. A
 * photo no longer shown (deleted from the library's view, not ready, undescribed) is left out, so the next one
 * becomes the main photo, and with none the drawing is the picture again.
 */
export function productPhotosIn(
  photos: readonly ProductPhoto[] | undefined,
  shown: ShownPhotos,
  lng: Language,
): PagePhoto[] {
  return (photos ?? []).flatMap((photo) => {
    const record = shown.get(photo.id);
    return record ? [{ ...pagePhoto(record, lng), alt: photo.alt[lng] }] : [];
  });
}

/** The photo records `ids` name (those shown), as one comparable value: a change in it changes the pages. */
export const namedPhotosKey = (ids: Iterable<string>, shown: ShownPhotos) =>
  JSON.stringify([...new Set(ids)].sort().map((id) => shown.get(id) ?? id));
