import { useTranslation } from 'react-i18next';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { mediaFileHref, type PagePhoto } from '#shared/media-library.ts';
import { MediaImage, productMedia } from './media-image.tsx';
import { UploadedImage } from './uploaded-image.tsx';

// A product's pictures (docs/photos.md, "Products' photos"): its main photo, or the shipped drawing while it has none,
// in the catalogue picture's 4:3 box (cropped around the photo's focal point, so a card, the popup and the page keep
// their layout whatever the photo's proportions), and on its own page the other photos as a gallery.

/** The layout's widths of a card's picture: one column on phones, two from 600 px, three from 992 px. */
export const CARD_PHOTO_SIZES = '(min-width: 1200px) 380px, (min-width: 992px) 31vw, (min-width: 600px) 48vw, 92vw';
/** The detail's picture: beside the text (5 of 11 parts of the container) from 768 px, else the page's width. */
export const DETAIL_PHOTO_SIZES = '(min-width: 1200px) 540px, (min-width: 768px) 44vw, 92vw';
/** A gallery thumbnail: a third of the detail's picture. */
const GALLERY_SIZES = '(min-width: 1200px) 180px, (min-width: 768px) 15vw, 30vw';

interface ProductPictureProps {
  product: Pick<CatalogueProduct, 'image' | 'name' | 'photo'>;
  sizes: string;
  /** The page's first view: fetched first, never lazy. */
  priority?: boolean;
  /** Below the first view: fetched when near. */
  isLazy?: boolean;
}

/** The main photo, or the drawing; its alt text is the product's name unless the photo's says more. */
export function ProductPicture({ product, sizes, priority = false, isLazy = false }: ProductPictureProps) {
  return (
    <MediaImage
      media={productMedia(product.image)}
      photo={product.photo}
      sizes={sizes}
      alt={product.photo?.alt || product.name}
      // A photo is lazy unless told (uploaded-image.tsx); a drawing is eager unless told.
      loading={priority ? undefined : isLazy ? 'lazy' : product.photo ? 'eager' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** The largest WebP of a photo (a plain file any browser opens), for a gallery thumbnail's link. */
function largestFile(photo: PagePhoto): string | undefined {
  const webp = photo.variants.filter((variant) => variant.format === 'webp').sort((a, b) => b.width - a.width);
  return webp[0] && mediaFileHref(webp[0].name);
}

/** The product's other photos, each linking to its large file (no script needed to see it whole). */
export function ProductGallery({ photos }: { photos: readonly PagePhoto[] | undefined }) {
  const { t } = useTranslation('catalogue');
  if (!photos || photos.length === 0) return null;
  return (
    <ul className="product-gallery" aria-label={t('detail.gallery')}>
      {photos.map((photo) => (
        <li key={photo.id} className="product-gallery__item">
          <a className="product-gallery__link" href={largestFile(photo)}>
            <UploadedImage photo={photo} box={{ width: 400, height: 300 }} alt={photo.alt} sizes={GALLERY_SIZES} />
          </a>
        </li>
      ))}
    </ul>
  );
}
