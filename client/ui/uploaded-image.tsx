import { preload } from 'react-dom';
import { mediaFileHref, type MediaVariant, type PagePhoto } from '#shared/media-library.ts';
import { PageImage } from './first-view-image.tsx';

// An uploaded photo (docs/photos.md, "Rendering") as the pages show it: a <picture> with AVIF and WebP sources at every
// width made (srcset, with the `sizes` the layout gives), the <img> with the picture's own width and height (its box is
// reserved before a byte arrives), alt text, lazy below the first view. Under it, its placeholder, a ~16 px copy
// as a data: image (img-src allows data:; a style= attribute would not be, the CSP forbids them), scaled up and
// blurred by CSS, so the box is never blank. The lead picture (priority) is fetched first: fetchpriority="high"
// and a preload of its AVIF srcset. Its focal point picks one of 25 object-position classes
// (client/styles/base/photo-frame.css), for the boxes that crop it.

interface UploadedImageProps {
  photo: Omit<PagePhoto, 'alt'>;
  /** The box the layout draws it in, when it has one of its own (a portrait's): the picture is cropped to it
   *  around its focal point. By default the picture's own proportions. */
  box?: { width: number; height: number };
  /** In the page's language: what the picture shows ('' when only decorative). */
  alt: string;
  /** The layout's widths for srcset (e.g. "(min-width: 992px) 50vw, 100vw"). */
  sizes: string;
  /** The page's first view: fetched first, never lazy. */
  priority?: boolean;
  /** Fetched only when near the viewport: by default, unless it is the priority one (false: in the first view,
   *  though not the lead, e.g. a catalogue's first row of cards). */
  lazy?: boolean;
  className?: string;
}

const srcSetOf = (variants: readonly MediaVariant[]) =>
  variants.map((variant) => `${mediaFileHref(variant.name)} ${variant.width}w`).join(', ');

/** The fallback <img>'s file: the WebP nearest 960 wide from below (the smallest when all are wider). */
const FALLBACK_WIDTH = 960;
function fallbackOf(variants: readonly MediaVariant[]): MediaVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.filter((variant) => variant.width <= FALLBACK_WIDTH).pop() ?? sorted[0];
}

/** The focal point as one of 5 × 5 positions (0, 25, 50, 75, 100 %). */
export function focusClass({ x, y }: { x: number; y: number }): string {
  const step = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 4) * 25;
  return `photo-focus--x${step(x)}-y${step(y)}`;
}

export function UploadedImage({ photo, box, alt, sizes, priority = false, lazy, className }: UploadedImageProps) {
  const { width, height } = box ?? photo;
  const of = (format: MediaVariant['format']) =>
    photo.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  const [avif, webp, svg] = [of('avif'), of('webp'), of('svg')];
  const imageClass = ['photo-frame__image', focusClass(photo.focus)].join(' ');
  const loading =
    (lazy ?? !priority) ? ({ loading: 'lazy', decoding: 'async' } as const) : ({ decoding: 'async' } as const);
  const frameClass = className ? `photo-frame ${className}` : 'photo-frame';
  if (svg[0]) {
    // A logo drawn as SVG: one file, any width.
    return (
      <span className={frameClass}>
        <PageImage
          className={imageClass}
          src={mediaFileHref(svg[0].name)}
          width={width}
          height={height}
          alt={alt}
          {...(priority ? { fetchPriority: 'high' } : loading)}
        />
      </span>
    );
  }
  const fallback = fallbackOf(webp);
  if (!fallback) return null;
  if (priority && avif.length > 0) {
    // <img> inside <picture> gets no preload from React: the AVIF set is asked for here (browsers without AVIF
    // skip a preload of that type).
    preload(mediaFileHref(avif[avif.length - 1]?.name ?? ''), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSetOf(avif),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <span className={frameClass}>
      {photo.placeholder ? (
        <img
          className="photo-frame__placeholder"
          src={photo.placeholder.dataUri}
          width={width}
          height={height}
          alt=""
          aria-hidden="true"
        />
      ) : null}
      <picture>
        {avif.length > 0 ? <source type="image/avif" srcSet={srcSetOf(avif)} sizes={sizes} /> : null}
        <source type="image/webp" srcSet={srcSetOf(webp)} sizes={sizes} />
        <img
          className={imageClass}
          src={mediaFileHref(fallback.name)}
          width={width}
          height={height}
          alt={alt}
          {...(priority ? { fetchPriority: 'high' } : loading)}
        />
      </picture>
    </span>
  );
}
