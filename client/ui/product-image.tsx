import { CATALOGUE_IMAGE_SIZE } from '#shared/catalogue.ts';

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
    <img
      className={className}
      src={src}
      width={CATALOGUE_IMAGE_SIZE.width}
      height={CATALOGUE_IMAGE_SIZE.height}
      alt={alt}
      loading={isLazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
