import { MediaImage, productMedia } from './media-image.tsx';

interface ProductImageProps {
  src: string;
  /** The product's name where the picture says something; '' where the name is written beside it. */
  alt: string;
  className?: string;
  /** False for a picture in the first view, which should not wait. */
  isLazy?: boolean;
}

// A catalogue picture at its intrinsic size, so nothing shifts when it arrives.
export function ProductImage({ src, alt, className, isLazy = true }: ProductImageProps) {
  return (
    <MediaImage
      className={className}
      media={productMedia(src)}
      alt={alt}
      loading={isLazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
