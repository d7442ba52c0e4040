import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, type MediaRecord } from '#shared/media-library.ts';
import { SVG_MAX_BYTES } from './accept-upload.ts';
import { detectImageType } from './image-type.ts';
import { hashOf, type ProcessedMedia } from './media-job.ts';

// A photo's file as a content file carries it (content/media-file-lines.ts), put through the gates the files of an
// upload come out of (docs/photos.md, "Export and import"), so that an import can plant nothing an upload could not: a
// raster file must be of the format its name says, decode within the pixel limit at the size its record gives, carry no
// metadata (no EXIF, XMP, IPTC or ICC block: the processing writes none), and be named for its bytes; an SVG logo
// is sanitized as an upload is, and named for what is left of it. The sanitizing is the media worker's, as an
// upload's: its DOM (jsdom) is tens of megabytes the process that serves pages does not load.

type Variant = MediaRecord['variants'][number];

/** A file the import may store, with its variant as the record is to list it. */
export interface CheckedFile {
  variant: Variant;
  data: Uint8Array;
}

/** Sanitizes an SVG logo as an upload's is (the media library's sanitizeSvg, in its worker). */
export type SanitizeSvg = (id: string, data: Uint8Array) => Promise<ProcessedMedia>;

async function checkedSvg(
  record: MediaRecord,
  data: Uint8Array,
  sanitize: SanitizeSvg,
): Promise<CheckedFile | undefined> {
  // An upload takes SVG for partners' logos only.
  if (record.use !== 'partner' || data.byteLength > SVG_MAX_BYTES) return undefined;
  try {
    const [file] = (await sanitize(record.id, data)).files;
    if (!file) return undefined;
    const { name, format, width, height } = file;
    return { variant: { name, format, width, height, bytes: file.data.byteLength }, data: file.data };
  } catch {
    return undefined;
  }
}

async function checkedRaster(
  record: MediaRecord,
  variant: Variant,
  data: Uint8Array,
): Promise<CheckedFile | undefined> {
  const { format, width, height } = variant;
  if (format === 'svg' || data.byteLength > MEDIA_MAX_BYTES || detectImageType(data) !== format) return undefined;
  if (variant.name !== `${record.id}-${width}-${hashOf(data, 10)}.${format}`) return undefined;
  // Loaded when an import first carries a photo, as an upload's check loads it (accept-upload.ts).
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
    .metadata()
    .catch(() => undefined);
  if (!metadata || metadata.width !== width || metadata.height !== height) return undefined;
  if (metadata.exif || metadata.xmp || metadata.iptc || metadata.icc) return undefined;
  return { variant: { ...variant, bytes: data.byteLength }, data };
}

/** The file checked (an SVG sanitized, so perhaps renamed), or undefined when an upload could not have made it. */
export function checkedImportedFile(
  record: MediaRecord,
  variant: Variant,
  data: Uint8Array,
  sanitize: SanitizeSvg,
): Promise<CheckedFile | undefined> {
  return variant.format === 'svg' ? checkedSvg(record, data, sanitize) : checkedRaster(record, variant, data);
}
