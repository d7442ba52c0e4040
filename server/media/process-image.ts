import sharp from 'sharp';
import { MEDIA_MAX_PIXELS, MEDIA_WIDTHS, type MediaFormat } from '#shared/media-library.ts';
import type { AcceptedType } from './accept-upload.ts';
import {
  hashOf,
  MediaProcessingError,
  type ProcessedFile,
  type ProcessedMedia,
  type ProgressListener,
} from './media-job.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';

// An accepted upload made into what the site serves (docs/photos.md, "Processing"); run in the media worker
// (media-worker.ts), never on the thread that serves pages. The picture is decoded once, turned upright (its
// EXIF orientation applied), scaled to the largest width the layout uses, and every file is encoded from those
// pixels: AVIF and WebP at each of MEDIA_WIDTHS not above its own width (at least one). sharp writes no metadata
// unless told to, so no EXIF (a phone's GPS position), XMP, IPTC or ICC block reaches a served file.

// Quality for photographs at about the same look in both formats. AVIF is the slow one: a 1920 × 2880 AVIF took
// 1.0 s at effort 1, 4.7 s at effort 2 and 6.6 s at 4 on one core of the development machine, for files within
// a few per cent of each other at 0–2 (30 % smaller at 4); effort 1 keeps a 24-MP upload to seconds.
const AVIF = { quality: 50, effort: 1 } as const;
const WEBP = { quality: 78, effort: 4 } as const;
const PLACEHOLDER_WIDTH = 16;

/** `<id>-<width>-<hash of the file>.<format>`: a new encoding is a new name, so a name's bytes never change. */
const fileName = (id: string, width: number | undefined, data: Uint8Array, format: MediaFormat) =>
  `${id}${width ? `-${width}` : ''}-${hashOf(data, 10)}.${format}`;

/** The widths to make for a picture `width` wide: the layout's not above it, or its own when it is narrower. */
export function variantWidths(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

export async function processRaster(
  id: string,
  input: Uint8Array,
  onProgress: ProgressListener = () => undefined,
): Promise<ProcessedMedia> {
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', autoOrient: true } as const;
  let pixels: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  let upright: { width: number; height: number };
  try {
    const metadata = await sharp(input, options).metadata();
    upright = metadata.autoOrient;
    const widest = Math.min(upright.width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? upright.width);
    // Decoded once (JPEG shrinks while decoding), at the largest width any file needs, 8 bits a channel.
    pixels = await sharp(input, options)
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new MediaProcessingError('unreadable', { cause: err });
  }
  const { data, info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const widths = variantWidths(info.width);
  const total = widths.length * 2;
  const files: ProcessedFile[] = [];
  for (const width of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const scaled = sharp(data, raw).resize({ width });
      const { data: encoded, info: out } = await (format === 'avif' ? scaled.avif(AVIF) : scaled.webp(WEBP)).toBuffer({
        resolveWithObject: true,
      });
      files.push({
        name: fileName(id, width, encoded, format),
        format,
        width: out.width,
        height: out.height,
        data: encoded,
      });
      onProgress(files.length, total);
    }
  }
  const { dominant } = await sharp(data, raw).stats();
  const tiny = await sharp(data, raw).resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
  return {
    width: upright.width,
    height: upright.height,
    files,
    placeholder: {
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      dataUri: `data:image/webp;base64,${tiny.toString('base64')}`,
    },
  };
}

export function processSvg(id: string, input: Uint8Array): ProcessedMedia {
  const clean = sanitizeSvg(new TextDecoder('utf-8').decode(input));
  if (!clean) throw new MediaProcessingError('svgUnreadable');
  const data = new TextEncoder().encode(clean.svg);
  const { width, height } = clean;
  return { width, height, files: [{ name: fileName(id, undefined, data, 'svg'), format: 'svg', width, height, data }] };
}

/** What the worker runs for one upload. */
export async function processMedia(
  id: string,
  type: AcceptedType,
  input: Uint8Array,
  onProgress?: ProgressListener,
): Promise<ProcessedMedia> {
  return type === 'svg' ? processSvg(id, input) : processRaster(id, input, onProgress);
}
