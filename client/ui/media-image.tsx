import type { ImgHTMLAttributes } from 'react';
import { CATALOGUE_IMAGE_SIZE } from '#shared/catalogue.ts';
import type { Media } from '#shared/media.ts';
import { PageImage } from './first-view-image.tsx';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  media: Media;
  /** What the picture says; '' where it only decorates, or its words are written beside it. */
  alt: string;
};

/** A catalogue product's picture as a Media: every catalogue picture has the same intrinsic size. */
export function productMedia(src: string): Media {
  return { src, ...CATALOGUE_IMAGE_SIZE };
}

// An image at its intrinsic size (width and height on every <img>: nothing shifts when it arrives); marked
// fetchPriority="high", it may be the page's lead image (PageImage).
export function MediaImage({ media, className, alt, ...attributes }: MediaImageProps) {
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
