import type { AdminNotice } from './admin-view.ts';
import type { MediaFormat, MediaStatus, MediaUse } from './media-library.ts';

// The office's photo pages as data (docs/photos.md, "Photos"): what the server decides, what client/admin/media-*.tsx
// print. Plain JSON, as the other office pages' props (admin-view.ts).

/** A small picture of a photo for the office's pages: one of its own files. */
export interface MediaThumb {
  src: string;
  width: number;
  height: number;
}

export interface MediaRow {
  id: string;
  href: string;
  use: MediaUse;
  status: MediaStatus;
  /** Ready, but an alt text is still missing: not shown on the site yet. */
  missingAlt: boolean;
  thumb?: MediaThumb;
  alt: { mn: string; en: string };
  width: number;
  height: number;
  /** All its files together, in bytes. */
  bytes: number;
  uploadedBy: string;
  /** Date and time in Ulaanbaatar. */
  time: string;
  /** How many of the site's published items show it. */
  uses: number;
}

/** The library: the upload form and every photo. */
export interface MediaLibraryProps {
  uploadAction: string;
  uses: readonly MediaUse[];
  /** The file input's accept list (a hint to the browser's picker; the server reads the bytes). */
  accept: string;
  maxMegabytes: number;
  maxMegapixels: number;
  rows: MediaRow[];
  /** What was typed when an upload was refused. */
  fields: { use: string; alt_mn: string; alt_en: string };
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
}

export interface MediaFileRow {
  name: string;
  href: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
}

/** One photo: its state (processing, with how far; failed, with why), its form, its files. */
export interface MediaItemProps {
  id: string;
  libraryHref: string;
  action: string;
  revision: number;
  use: MediaUse;
  status: MediaStatus;
  missingAlt: boolean;
  progress?: { done: number; total: number };
  errorKey?: string;
  preview?: MediaThumb;
  width: number;
  height: number;
  source: { type: string; bytes: number };
  uploadedBy: string;
  time: string;
  /** Input name → value: alt_mn, alt_en, focus_x, focus_y (percent). */
  fields: Record<string, string>;
  files: MediaFileRow[];
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
}
