import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, type MediaUse } from '#shared/media-library.ts';
import { AppError } from '../errors.ts';
import { detectImageType, type ImageType } from './image-type.ts';

// The first gate of an upload (docs/photos.md, "Accepted files"), run on the request before anything is decoded: the
// type from the bytes, the byte and pixel limits (the pixels from the header, so a decompression bomb is refused
// without being expanded), SVG only for partner logos. Every refusal says what to send instead (admin:media.errors.*).

/** A file refused: 413 for its size, 415 for its type, 400 for what it holds; the message a translation key. */
export class MediaRefusedError extends AppError {
  constructor(status: 400 | 413 | 415 | 503, reason: string, options?: ErrorOptions) {
    super(status, `media_${reason}`, `admin:media.errors.${reason}`, options);
  }
}

/** What we take: the raster formats sharp decodes, and SVG (sanitized before it is stored). */
export type AcceptedType = Exclude<ImageType, 'heic'>;

export interface AcceptedUpload {
  type: AcceptedType;
  bytes: number;
  /** As the header says (before the orientation is applied); undefined for SVG. */
  width?: number;
  height?: number;
}

/** An SVG logo is text: far smaller than a photo. */
export const SVG_MAX_BYTES = 1024 * 1024;

// sharp's names for what detectImageType found (AVIF is read by its HEIF loader).
const SHARP_FORMATS: Readonly<Record<Exclude<AcceptedType, 'svg'>, readonly string[]>> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
};

export async function acceptUpload(bytes: Uint8Array, use: MediaUse): Promise<AcceptedUpload> {
  if (bytes.length === 0) throw new MediaRefusedError(400, 'noFile');
  if (bytes.length > MEDIA_MAX_BYTES) throw new MediaRefusedError(413, 'tooLarge');
  const type = detectImageType(bytes);
  if (type === undefined) throw new MediaRefusedError(415, 'notAnImage');
  if (type === 'heic') throw new MediaRefusedError(415, 'heic');
  if (type === 'svg') {
    if (use !== 'partner') throw new MediaRefusedError(415, 'svgNotLogo');
    if (bytes.length > SVG_MAX_BYTES) throw new MediaRefusedError(413, 'svgTooLarge');
    return { type, bytes: bytes.length };
  }
  // The header only: metadata() decodes no pixel, and with limitInputPixels refuses a bomb from its header's
  // size (as every later step of the processing does). sharp is loaded at the first upload: its libvips is tens
  // of megabytes a process that serves only pages never needs (docs/photos.md, "Processing").
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS })
    .metadata()
    .catch((err: unknown) => {
      const isBomb = err instanceof Error && /pixel limit/i.test(err.message);
      throw new MediaRefusedError(isBomb ? 413 : 400, isBomb ? 'tooManyPixels' : 'unreadable', { cause: err });
    });
  const { width = 0, height = 0, format } = metadata;
  if (!SHARP_FORMATS[type].includes(String(format)) || width <= 0 || height <= 0) {
    throw new MediaRefusedError(400, 'unreadable');
  }
  if (width * height > MEDIA_MAX_PIXELS) throw new MediaRefusedError(413, 'tooManyPixels');
  return { type, bytes: bytes.length, width, height };
}
