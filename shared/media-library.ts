// The office's photo library (docs/photos.md, "Photos"): what an uploaded photo is once processed, as the pages and the
// office read it. Plain JSON, shared by the server (which makes it) and the components (which print it).

/** What a photo is for: partner logos alone may be SVG drawings. */
export const MEDIA_USES = ['product', 'service', 'team', 'hero', 'partner', 'page'] as const;
export type MediaUse = (typeof MEDIA_USES)[number];

/** The widths the layout asks for (srcset); a photo gets those not above its own width, and at least one. */
export const MEDIA_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;

/** Largest upload: 25 MB, and 40 megapixels (width × height as its header says, before anything is decoded). */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;

/** Where the public site serves a stored file (`/media/u/<name>`: the CSP's img-src 'self' allows it). */
export const MEDIA_FILE_PATH = '/media/u';
export const mediaFileHref = (name: string) => `${MEDIA_FILE_PATH}/${name}`;

export type MediaFormat = 'avif' | 'webp' | 'svg';

/** One stored file of a photo: its format, size and name (content-hashed, so served as immutable). */
export interface MediaVariant {
  format: MediaFormat;
  width: number;
  height: number;
  name: string;
  bytes: number;
}

/** Shown in the photo's box before it arrives: its dominant colour, and a ~16 px blurred copy as a data: URI. */
export interface MediaPlaceholder {
  color: string;
  dataUri: string;
}

export type MediaStatus = 'processing' | 'ready' | 'failed';

/** A photo in the library: one item of the content store (kind `media`, key its id), a revision per change. */
export interface MediaRecord {
  /** The first 16 hex digits of the SHA-256 of the uploaded bytes: the same file uploaded twice is one photo. */
  id: string;
  use: MediaUse;
  status: MediaStatus;
  /** Why it failed (a translation key), when it did. */
  errorKey?: string;
  /** The original's type as detected from its bytes, and its size in bytes. */
  source: { type: string; bytes: number };
  /** The upright picture's size (after its orientation was applied); 0 while processing. */
  width: number;
  height: number;
  variants: MediaVariant[];
  placeholder?: MediaPlaceholder;
  /** What the picture shows, in each language: both are needed before it is shown on the site. */
  alt: { mn: string; en: string };
  /** The point kept in view when the picture is cropped, each 0–1 from the top left. */
  focus: { x: number; y: number };
  uploadedBy: string;
  /** ISO 8601. */
  uploadedAt: string;
}

/** What a list's image field holds when it names an uploaded photo rather than a shipped drawing. */
export const MEDIA_REF_PREFIX = 'media:';
export const mediaRef = (id: string) => `${MEDIA_REF_PREFIX}${id}`;
/** The photo's id in a field's value, or undefined when the value is a shipped drawing's address. */
export const mediaRefId = (value: string) => /^media:([0-9a-f]{16})$/.exec(value)?.[1];

/** A photo as a page prints it (client/ui/uploaded-image.tsx): its files, placeholder, focal point, and what it
 *  shows in the page's language. */
export interface PagePhoto extends Pick<MediaRecord, 'id' | 'width' | 'height' | 'variants' | 'placeholder' | 'focus'> {
  alt: string;
}

/** The record as a page in `lng` prints it. */
export const pagePhoto = (record: MediaRecord, lng: 'mn' | 'en'): PagePhoto => ({
  id: record.id,
  width: record.width,
  height: record.height,
  variants: record.variants,
  ...(record.placeholder ? { placeholder: record.placeholder } : {}),
  focus: record.focus,
  alt: record.alt[lng],
});

/** Ready, with its alt texts in both languages: what a page may show. */
export const isPublishable = (record: MediaRecord) =>
  record.status === 'ready' && record.alt.mn.trim() !== '' && record.alt.en.trim() !== '';
