import { z } from 'zod/mini';
import { LANGUAGES, type Language } from './constants.ts';

// A product's datasheets (docs/content.md, "Datasheets"): one PDF per product and language, uploaded by the office,
// stored with the photos' files and served at a content-hashed address of its own.

/** The largest datasheet the office may upload (the proxy lets it through: deploy/nginx.conf). */
export const DATASHEET_MAX_MB = 20;
export const DATASHEET_MAX_BYTES = DATASHEET_MAX_MB * 1024 * 1024;
/** Where a datasheet's file is served: /datasheets/<stored name>. */
export const DATASHEET_FILE_PATH = '/datasheets';
export const datasheetHref = (file: string) => `${DATASHEET_FILE_PATH}/${file}`;
/** What the upload's file input accepts (the type is checked from the bytes: server/datasheets/datasheet-file.ts). */
export const DATASHEET_ACCEPT = 'application/pdf,.pdf';

/** One language's datasheet as stored: its file, the name it is downloaded under, its size, who put it and when. */
export const datasheetSheetSchema = z.object({
  file: z.string().check(z.regex(/^sheet-[0-9a-f]{40}\.pdf$/)),
  name: z.string().check(z.minLength(1), z.maxLength(160)),
  bytes: z.int().check(z.positive()),
  uploadedAt: z.string(),
  by: z.string(),
});
export type DatasheetSheet = z.infer<typeof datasheetSheetSchema>;

/** A product's datasheets, one per language at most (content kind `datasheet`, keyed by the product's id). */
export const datasheetRecordSchema = z.object({
  sheets: z.object({ mn: z.optional(datasheetSheetSchema), en: z.optional(datasheetSheetSchema) }),
});
export type DatasheetRecord = z.infer<typeof datasheetRecordSchema>;

/** The product page's link: the file, its size, its language and whether that is not the page's. */
export interface DatasheetLink {
  href: string;
  bytes: number;
  language: Language;
  isOtherLanguage: boolean;
}

/** The link a page in `lng` shows: its own language's datasheet, else the other language's, marked; else none. */
export function datasheetLinkOf(record: DatasheetRecord | undefined, lng: Language): DatasheetLink | undefined {
  const language = record?.sheets[lng] ? lng : LANGUAGES.find((other) => record?.sheets[other]);
  const sheet = language ? record?.sheets[language] : undefined;
  if (!language || !sheet) return undefined;
  return { href: datasheetHref(sheet.file), bytes: sheet.bytes, language, isOtherLanguage: language !== lng };
}

/** A size in megabytes with one decimal (at least 0.1), as the link shows it. */
export const megabytesOf = (bytes: number) => Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** The datasheets' part of a product's office page: its two forms' addresses and each language's datasheet. */
export interface ProductDatasheetsProps {
  uploadAction: string;
  removeAction: string;
  maxMegabytes: number;
  sheets: Partial<Record<Language, { name: string; href: string; megabytes: number; uploadedAt: string }>>;
  /** What was just done (?datasheet=). */
  notice?: 'uploaded' | 'removed';
}
