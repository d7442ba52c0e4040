import { isPublishable, mediaFileHref, type MediaRecord, type MediaVariant } from '#shared/media-library.ts';
import type { MediaItemProps, MediaRow, MediaThumb } from '#shared/media-view.ts';
import { localTime } from '../services/enquiry-formats.ts';

// The props of the office's photo pages (client/admin/media-*.tsx) from the library's records.

/** The office's small picture of a photo: its narrowest WebP (every browser the office uses shows it), or its SVG. */
export function thumbOf(record: MediaRecord): MediaThumb | undefined {
  const pick = (format: MediaVariant['format']) =>
    record.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width)[0];
  const file = pick('webp') ?? pick('svg');
  return file ? { src: mediaFileHref(file.name), width: file.width, height: file.height } : undefined;
}

export const mediaHref = (base: string, id: string) => `${base}/media/${id}`;

const missingAlt = (record: MediaRecord) => record.status === 'ready' && !isPublishable(record);

export function mediaRow(base: string, record: MediaRecord, uses = 0): MediaRow {
  const thumb = thumbOf(record);
  return {
    id: record.id,
    href: mediaHref(base, record.id),
    use: record.use,
    status: record.status,
    missingAlt: missingAlt(record),
    ...(thumb ? { thumb } : {}),
    alt: record.alt,
    width: record.width,
    height: record.height,
    bytes: record.variants.reduce((sum, variant) => sum + variant.bytes, 0),
    uploadedBy: record.uploadedBy,
    time: localTime(new Date(record.uploadedAt)),
    uses,
  };
}

const percent = (share: number) => String(Math.round(share * 1000) / 10);

export function mediaItemProps(
  base: string,
  record: MediaRecord,
  revision: number,
  extra: Pick<MediaItemProps, 'progress' | 'notice' | 'fieldErrors'> & { typed?: Record<string, string> },
): MediaItemProps {
  const { typed, ...shown } = extra;
  const preview = thumbOf(record);
  return {
    id: record.id,
    libraryHref: `${base}/media`,
    action: mediaHref(base, record.id),
    revision,
    use: record.use,
    status: record.status,
    missingAlt: missingAlt(record),
    ...(record.errorKey ? { errorKey: record.errorKey } : {}),
    ...(preview ? { preview } : {}),
    width: record.width,
    height: record.height,
    source: record.source,
    uploadedBy: record.uploadedBy,
    time: localTime(new Date(record.uploadedAt)),
    fields: typed ?? {
      alt_mn: record.alt.mn,
      alt_en: record.alt.en,
      focus_x: percent(record.focus.x),
      focus_y: percent(record.focus.y),
    },
    files: record.variants.map((variant) => ({
      name: variant.name,
      href: mediaFileHref(variant.name),
      format: variant.format,
      width: variant.width,
      height: variant.height,
      bytes: variant.bytes,
    })),
    ...Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined)),
  };
}
