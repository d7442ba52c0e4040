import type { ImgHTMLAttributes } from 'react';
import { CATALOGUE_IMAGE_SIZE } from '#shared/catalogue.ts';
import type { Media } from '#shared/media.ts';
import type { PagePhoto } from '#shared/media-library.ts';
import { PageImage } from './first-view-image.tsx';
import { UploadedImage } from './uploaded-image.tsx';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  media: Media;
  /** What the picture says; '' where it only decorates, or its words are written beside it. */
  alt: string;
  /** An uploaded photo the office chose instead of the shipped drawing (a list item's `photos`): shown as a
   *  <picture> in `media`'s box, its own alt text where `alt` is empty. */
  photo?: PagePhoto | undefined;
  /** With a photo: the layout's widths for its srcset (default: the box's width at most). */
  sizes?: string;
};

/** A catalogue product's picture as a Media: every catalogue picture has the same intrinsic size. */
export function productMedia(src: string): Media {
  return { src, ...CATALOGUE_IMAGE_SIZE };
}

// An image at its intrinsic size (width and height on every <img>: nothing shifts when it arrives); marked
// fetchPriority="high", it may be the page's lead image (PageImage).
export function MediaImage({ media, className, alt, photo, sizes, ...attributes }: MediaImageProps) {
  if (photo) {
    return (
      <UploadedImage
        photo={photo}
        box={{ width: media.width, height: media.height }}
        alt={alt || photo.alt}
        sizes={sizes ?? `(max-width: ${media.width}px) 100vw, ${media.width}px`}
        priority={attributes.fetchPriority === 'high'}
        {...(attributes.loading === undefined ? {} : { lazy: attributes.loading === 'lazy' })}
        className={className}
      />
    );
  }
  return (
    <PageImage
      className={className}
      src={media.src}
      width={media.width}
      height={media.height}
      alt={alt}
      {...attributes}
    />
  );
}
