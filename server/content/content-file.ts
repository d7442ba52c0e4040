import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { z as zod } from 'zod';
import { z } from 'zod/mini';
import { companyFormOf, parseCompanyForm } from '#shared/schemas/company-schema.ts';
import { VISIBILITY, type ProductContent } from '#shared/schemas/product-edit-schema.ts';
import { isPriceWithinLimit, productSchema } from '#shared/schemas/product-schema.ts';
import { textEditSchema } from '#shared/schemas/text-schema.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import type { SanitizeSvg } from '../media/imported-file.ts';
import { exportMedia, importMedia, type CarriedFiles } from './media-file-lines.ts';
import { PRODUCT_ORDER_KEY, type ProductCatalogue } from './product-catalogue.ts';
import type { Collections } from './collections.ts';
import { COMPANY_LINKS_KEY, type CompanyLinksSource } from './company-links.ts';
import { exportCollections, importCollections, collectionsFileSchema } from './collection-file.ts';
import type { TextCatalogue } from './text-catalogue.ts';
import type { RedirectRefusal } from '#shared/redirects-view.ts';
import type { PageSeoSource } from './page-seo.ts';
import { exportPageSeo, importPageSeo, pageSeoFileSchema } from './page-seo-file.ts';
import type { RedirectSources } from './redirect-checks.ts';
import type { Redirects } from './redirects.ts';
import { exportRedirects, importRedirects, redirectsFileSchema } from './redirects-file.ts';
import { datasheetFilesOf, exportDatasheets, importDatasheets } from '../datasheets/datasheet-lines.ts';

// The office's content as one JSON file (docs/content.md, "The content file"): what the office has published, for a
// backup or to move it from a staging site to the live one: its texts, its products as the site shows them (every
// product, edited or not, with how it is shown and its old addresses) in the catalogue's order, its lists, the
// company's details once it published them, its redirects, the site pages' SEO records, and the photos of the library with their files
// (docs/photos.md, "Export and import": media-file-lines.ts). Drafts and history stay where they are; the shipped texts
// are not in it (they come with the site). The file is JSON Lines: the content on the first line (a file without photos
// is one JSON document), then one line per photo file, so neither its export nor its import ever holds the whole file
// as one string.

export const CONTENT_FILE_FORMAT = 'site-content';
export const CONTENT_FILE_VERSION = 1;

const contentFileSchema = z.object({
  format: z.literal(CONTENT_FILE_FORMAT),
  version: z.literal(CONTENT_FILE_VERSION),
  exportedAt: z.string(),
  texts: z.array(z.object({ id: z.string(), value: z.object({ mn: z.string(), en: z.string() }) })),
  // Checked one by one on import (importProducts): a bad product is skipped, not the whole file.
  products: z.optional(z.array(z.object({ id: z.number(), value: z.record(z.string(), z.unknown()) }))),
  lists: collectionsFileSchema,
  // The company's details as its form holds them (checked by the form's schema on import); absent until published.
  company: z.optional(z.record(z.string(), z.string())),
  // The library's photos, each its record (checked on import), their files on the lines after this one.
  media: z.optional(z.array(z.record(z.string(), z.unknown()))),
  // The products' datasheets, each product's record (checked on import), their PDFs on the lines after this one.
  datasheets: z.optional(z.array(z.record(z.string(), z.unknown()))),
  // The office's redirects, each checked on import as the redirects page checks one (redirects-file.ts).
  redirects: redirectsFileSchema,
  // The site pages' SEO records, each checked as its form checks a publish (page-seo-file.ts).
  pages: pageSeoFileSchema,
});

const MAX_FORMER_SLUGS = 100;

/**
 * A product of the file: checked like the shipped catalogue's, with how it is shown and its old addresses. A file
 * exported before prices had a currency holds dollars: its products are read so.
 */
const importedProductSchema = productSchema
  .omit({ id: true })
  .extend({
    visibility: zod.enum(VISIBILITY),
    formerSlugs: zod.array(productSchema.shape.slug).max(MAX_FORMER_SLUGS),
  })
  .refine(isPriceWithinLimit, { path: ['price'] });

export type ContentFile = z.infer<typeof contentFileSchema>;

/**
 * Every text the office has published (the latest revision of each, resets left out), every product, list item,
 * redirect and page SEO record.
 */
export async function exportContent(
  content: Pick<ContentStore, 'published' | 'state'>,
  products: Pick<ProductCatalogue, 'entries'>,
  collections: Pick<Collections, 'entries' | 'images'>,
  companyLinks: Pick<CompanyLinksSource, 'current'>,
  now: Date,
  { redirects, pageSeo }: { redirects: Pick<Redirects, 'current'>; pageSeo: Pick<PageSeoSource, 'fields'> },
): Promise<ContentFile> {
  const media = await exportMedia(content);
  const datasheets = await exportDatasheets(content);
  // A text or company details this version cannot read stay out, as the site does not show them either.
  const texts = (await content.published('text')).flatMap(({ key, value }) =>
    value ? [{ id: key, value: { mn: value.mn, en: value.en } }] : [],
  );
  // Once published, the details as the site shows them: one an earlier version published when only the links were
  // edited is laid over the shipped details, as the site lays it (company-links.ts).
  const published = (await content.state('company', COMPANY_LINKS_KEY)).value;
  const company = published ? companyLinks.current() : undefined;
  const productItems = products.entries().map((entry) => ({
    id: entry.id,
    value: { ...entry.fields, visibility: entry.visibility, formerSlugs: [...entry.formerSlugs] },
  }));
  return {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    exportedAt: now.toISOString(),
    texts,
    products: productItems,
    lists: exportCollections(collections),
    ...(company ? { company: companyFormOf(company) } : {}),
    ...(media.length > 0 ? { media } : {}),
    ...(datasheets.length > 0 ? { datasheets } : {}),
    redirects: exportRedirects(redirects),
    pages: exportPageSeo(pageSeo),
  };
}

/** The file as it is written: the content on one line, then each of its photos' files on a line of its own. */
export async function* contentFileLines(file: ContentFile, files: Pick<MediaFiles, 'get'>): AsyncGenerator<string> {
  yield `${JSON.stringify(file)}\n`;
  const photoFiles = (file.media ?? []).flatMap((record) =>
    (record.variants as Array<{ name: string }>).map((variant) => variant.name),
  );
  for (const name of [...photoFiles, ...datasheetFilesOf(file.datasheets ?? [])]) {
    const stored = await files.get(name);
    if (stored) {
      yield `${JSON.stringify({ file: name, type: stored.type, data: Buffer.from(stored.data).toString('base64') })}\n`;
    }
  }
}

export interface ImportReport {
  /** Texts by id, products as product/<id>, the order as product-order. */
  published: string[];
  unchanged: string[];
  /**
   * Texts the file holds that this site cannot take: an id it does not ship, a value its schema refuses, or one
   * published by someone else while the import ran.
   */
  skipped: Array<{ id: string; reason: 'unknown' | 'invalid' | 'stale'; why?: RedirectRefusal }>;
}

/** A content file read back: its content, and the photo files its later lines carry. */
export interface UploadedContentFile {
  file: ContentFile;
  files: CarriedFiles;
}

/**
 * The largest content file the office may import, in MiB: the site's own export, photos included, fits. The
 * shipped proxy lets the same through to the import (deploy/nginx.conf, client_max_body_size there).
 */
export const CONTENT_FILE_MAX_MB = 200;
export const CONTENT_FILE_MAX_BYTES = CONTENT_FILE_MAX_MB * 1024 * 1024;

/**
 * The content's own line (texts, products, lists, photo records) is at most this long: it is parsed in the heap,
 * unlike the photos' lines, which stay on disk until the import asks for one.
 */
const CONTENT_LINE_MAX_BYTES = 8 * 1024 * 1024;
/** A photo's line starts {"file":"<name>",… within this many bytes. */
const FILE_LINE_HEAD_BYTES = 160;

/**
 * The file as uploaded (a path on disk: multer writes it there as it arrives), checked; undefined when it is not a
 * content file of this version. Read once as a stream: the first line is parsed, and of each later line only the
 * photo file's name and where the line lies are kept, so a file of hundreds of megabytes never sits in memory.
 */
export async function readContentFile(path: string): Promise<UploadedContentFile | undefined> {
  const lines = new Map<string, { start: number; end: number }>();
  const first: Buffer[] = [];
  let firstLength = 0;
  let content: string | undefined;
  let head: Buffer[] = [];
  let headLength = 0;
  let lineStart = 0;
  let offset = 0;
  const endLine = (end: number) => {
    if (content === undefined) content = Buffer.concat(first).toString('utf8');
    else {
      const name = /^\{"file":"([a-z0-9.-]{1,120})"/.exec(Buffer.concat(head).toString('latin1'))?.[1];
      if (name) lines.set(name, { start: lineStart, end });
    }
    head = [];
    headLength = 0;
    lineStart = end + 1;
  };
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (let at = 0; at < chunk.length;) {
      const newline = chunk.indexOf(0x0a, at);
      const to = newline === -1 ? chunk.length : newline;
      if (content === undefined) {
        first.push(chunk.subarray(at, to));
        firstLength += to - at;
        if (firstLength > CONTENT_LINE_MAX_BYTES) return undefined;
      } else if (headLength < FILE_LINE_HEAD_BYTES) {
        const part = chunk.subarray(at, Math.min(to, at + FILE_LINE_HEAD_BYTES - headLength));
        head.push(part);
        headLength += part.length;
      }
      if (newline === -1) break;
      endLine(offset + newline);
      at = newline + 1;
    }
    offset += chunk.length;
  }
  if (lineStart < offset || content === undefined) endLine(offset);
  try {
    const parsed = contentFileSchema.safeParse(JSON.parse(content ?? ''));
    return parsed.success ? { file: parsed.data, files: carriedFiles(path, lines) } : undefined;
  } catch {
    return undefined;
  }
}

/** The photo files of the file's later lines, each read from disk and decoded only when the import needs it. */
function carriedFiles(path: string, lines: ReadonlyMap<string, { start: number; end: number }>): CarriedFiles {
  return {
    get(name) {
      const at = lines.get(name);
      if (!at) return undefined;
      const bytes = Buffer.alloc(at.end - at.start);
      const fd = openSync(path, 'r');
      try {
        readSync(fd, bytes, 0, bytes.length, at.start);
        const line = JSON.parse(bytes.toString('utf8')) as { type?: unknown; data?: unknown };
        if (typeof line.type !== 'string' || typeof line.data !== 'string') return undefined;
        return { type: line.type, data: new Uint8Array(Buffer.from(line.data, 'base64')) };
      } catch {
        return undefined;
      } finally {
        closeSync(fd);
      }
    },
  };
}

/**
 * Publishes each text of the file that differs from what this site shows, as a revision by `by` (so it can be
 * undone like any other); texts the file does not mention are left as they are.
 */
export async function importContent(
  file: ContentFile,
  {
    content,
    catalogue,
    products,
    collections,
    by,
    now,
    media,
    redirects,
  }: {
    content: ContentStore;
    catalogue: TextCatalogue;
    products: Pick<ProductCatalogue, 'entries' | 'shippedFields'>;
    collections: Pick<Collections, 'entries' | 'images'>;
    by: string;
    now: Date;
    /** The photos' files: those the file carries, and this site's store to put them in. */
    media?: { carried: CarriedFiles; files: MediaFiles; sanitizeSvg: SanitizeSvg };
    /** What a redirect of the file is checked against: the office's list and the automatic redirects. */
    redirects?: RedirectSources & { redirects: Redirects };
  },
): Promise<ImportReport> {
  const report: ImportReport = { published: [], unchanged: [], skipped: [] };
  // The photos first: the products and lists that name them then show them at once.
  if (file.media && media) await importMedia(file.media, { content, ...media, by, now }, report);
  if (file.datasheets && media) {
    await importDatasheets(file.datasheets, { content, carried: media.carried, files: media.files, by, now }, report);
  }
  await importTexts(file, { content, catalogue, by, now }, report);
  if (file.products) await importProducts(file.products, { content, products, by, now }, report);
  if (file.lists) await importCollections(file.lists, { content, collections, by, now }, report);
  if (file.company) await importCompany(file.company, { content, by, now }, report);
  if (file.pages) await importPageSeo(file.pages, { content, by, now }, report);
  // After the products and lists: a redirect is checked against their addresses as this file leaves them.
  if (file.redirects && redirects)
    await importRedirects(file.redirects, { content, sources: redirects, by, now }, report);
  return report;
}

/** Publishes the file's company details when they are valid and differ from what this site has published. */
async function importCompany(
  form: Readonly<Record<string, string>>,
  { content, by, now }: { content: ContentStore; by: string; now: Date },
  report: ImportReport,
): Promise<void> {
  const id = `company/${COMPANY_LINKS_KEY}`;
  const checked = parseCompanyForm(form);
  if (!checked.ok) {
    report.skipped.push({ id, reason: 'invalid' });
    return;
  }
  const state = await content.state('company', COMPANY_LINKS_KEY);
  if (JSON.stringify(state.value) === JSON.stringify(checked.details)) {
    report.unchanged.push(id);
    return;
  }
  const revision = await content.publish('company', COMPANY_LINKS_KEY, checked.details, state.revision, by, now);
  if (revision === undefined) report.skipped.push({ id, reason: 'stale' });
  else report.published.push(id);
}

async function importTexts(
  file: ContentFile,
  { content, catalogue, by, now }: { content: ContentStore; catalogue: TextCatalogue; by: string; now: Date },
  report: ImportReport,
): Promise<void> {
  for (const { id, value } of file.texts) {
    const text = catalogue.get(id);
    if (!text) {
      report.skipped.push({ id, reason: 'unknown' });
      continue;
    }
    const parsed = textEditSchema(text.value, { complete: true }).safeParse(value);
    if (!parsed.success) {
      report.skipped.push({ id, reason: 'invalid' });
      continue;
    }
    const state = await content.state('text', id);
    const shown = state.value ?? text.value;
    if (shown.mn === parsed.data.mn && shown.en === parsed.data.en) {
      report.unchanged.push(id);
      continue;
    }
    // Published over whatever is there now; a publish by someone else meanwhile makes this one stale: skipped.
    const revision = await content.publish('text', id, { ...parsed.data, basis: text.value }, state.revision, by, now);
    if (revision === undefined) report.skipped.push({ id, reason: 'stale' });
    else report.published.push(id);
  }
}

/**
 * Publishes each product of the file that differs from what this site shows (a product the site does not have is
 * added under the file's id), then the file's order when it differs. A product the file leaves out stays as it is.
 */
async function importProducts(
  items: NonNullable<ContentFile['products']>,
  {
    content,
    products,
    by,
    now,
  }: { content: ContentStore; products: Pick<ProductCatalogue, 'entries' | 'shippedFields'>; by: string; now: Date },
  report: ImportReport,
): Promise<void> {
  const current = new Map(products.entries().map((entry) => [entry.id, entry]));
  const ids: number[] = [];
  for (const { id, value } of items) {
    const name = `product/${id}`;
    const parsed = importedProductSchema.safeParse(value);
    if (!Number.isSafeInteger(id) || id <= 0 || !parsed.success) {
      report.skipped.push({ id: name, reason: 'invalid' });
      continue;
    }
    ids.push(id);
    const entry = current.get(id);
    const shown = entry ? { ...entry.fields, visibility: entry.visibility, formerSlugs: [...entry.formerSlugs] } : {};
    if (JSON.stringify(shown) === JSON.stringify(parsed.data)) {
      report.unchanged.push(name);
      continue;
    }
    const shipped = products.shippedFields(id);
    const published: ProductContent = { ...parsed.data, ...(shipped ? { basis: shipped } : {}) };
    const state = await content.state('product', String(id));
    const revision = await content.publish('product', String(id), published, state.revision, by, now);
    if (revision === undefined) report.skipped.push({ id: name, reason: 'stale' });
    else report.published.push(name);
  }
  const order = await content.state('product-order', PRODUCT_ORDER_KEY);
  const known = order.value?.ids ?? products.entries().map((entry) => entry.id);
  if (ids.length === 0 || JSON.stringify(known.slice(0, ids.length)) === JSON.stringify(ids)) return;
  const revision = await content.publish('product-order', PRODUCT_ORDER_KEY, { ids }, order.revision, by, now);
  if (revision === undefined) report.skipped.push({ id: 'product-order', reason: 'stale' });
  else report.published.push('product-order');
}
