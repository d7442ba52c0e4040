import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { Clock } from '../clock.ts';
import type { Collections } from '../content/collections.ts';
import type { CompanyLinksSource } from '../content/company-links.ts';
import {
  contentFileLines,
  exportContent,
  CONTENT_FILE_MAX_BYTES,
  importContent,
  readContentFile,
  type ImportReport,
} from '../content/content-file.ts';
import type { PageSeoSource } from '../content/page-seo.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import type { Redirects } from '../content/redirects.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { TextCatalogue } from '../content/text-catalogue.ts';
import { AppError, PayloadTooLargeError } from '../errors.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import type { SanitizeSvg } from '../media/imported-file.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { login } from './admin-request.ts';
import { requireRole } from './require-role.ts';
import { SKIPPED_SHOWN, textsList } from './texts-list.ts';
import type { TranslationNeeds } from './translation-needs.ts';

// The content file (docs/content.md, "The content file"; server/content/content-file.ts): everything the office
// published, exported as one file to keep or to import into another site, and imported from one. Its page is the texts
// list.

interface ContentFileRoutesDeps {
  content: ContentStore;
  catalogue: TextCatalogue;
  texts: Pick<SiteTexts, 'current' | 'isEdited' | 'outdatedBasis' | 'refresh'>;
  products: Pick<ProductCatalogue, 'entries' | 'shippedFields' | 'refresh' | 'service'>;
  collections: Pick<Collections, 'entries' | 'images' | 'refresh' | 'view'>;
  /** The company's details as the site shows them. */
  company: Pick<CompanyLinksSource, 'current'>;
  /** The office's redirects, exported and imported through their checks (redirect-checks.ts). */
  redirects: Redirects;
  /** The site pages' SEO records. */
  pageSeo: Pick<PageSeoSource, 'fields' | 'refresh'>;
  /** The photos' files, exported and imported with the content. */
  mediaFiles: MediaFiles;
  /** An imported logo's SVG sanitized as an upload's is. */
  sanitizeSvg: SanitizeSvg;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
  /** Which texts need a translator, for the list an import ends on. */
  needs: TranslationNeeds;
}

const summary = (report: ImportReport) => ({
  published: report.published.length,
  unchanged: report.unchanged.length,
  skipped: report.skipped.length,
});

// The content file goes to a file of its own as it arrives, never into memory (content-file.ts reads it a line
// at a time); the form's other parts are its CSRF token. A file over the limit is cut off as it arrives.
/** Where this process writes the uploads while it reads them (each is removed once answered). */
export const UPLOAD_DIR = path.join(tmpdir(), `site-uploads-${process.pid}`);
const readUpload = multer({
  dest: UPLOAD_DIR,
  limits: { fileSize: CONTENT_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 },
}).single('file');
/**
 * The form's file, or a 413 / 400 the office understands (an error page in their language). The file on disk
 * is removed once the answer has gone, whatever it was.
 */
const upload: RequestHandler = (req, res, next) =>
  readUpload(req, res, (err: unknown) => {
    const onDisk = req.file?.path;
    if (onDisk) res.once('close', () => void rm(onDisk, { force: true }));
    if (err === undefined) return next();
    if (!(err instanceof multer.MulterError)) return next(err);
    next(
      err.code === 'LIMIT_FILE_SIZE'
        ? new PayloadTooLargeError()
        : new AppError(400, 'bad_upload', 'admin:texts.notices.badFile'),
    );
  });

export function contentFileRoutes(deps: ContentFileRoutesDeps) {
  const { content, catalogue, texts, products, collections, company, mediaFiles, sanitizeSvg, clock, csrf, record } =
    deps;
  const router = Router();
  const editor = requireRole('editor');
  const showList = textsList(deps);
  const { redirects, pageSeo } = deps;

  // The office's published texts as one file, to keep or to import into another site (content-file.ts).
  router.get('/texts/export.json', editor, async (req, res) => {
    const now = clock.now();
    const file = await exportContent(content, products, collections, company, now, { redirects, pageSeo });
    await record(req, res, 'content-exported', `texts=${file.texts.length} products=${file.products?.length ?? 0}`);
    res.attachment(`site-content-${localTime(now).slice(0, 10)}.json`);
    // One JSON document without photos; JSON Lines with them (content-file.ts).
    res.type(file.media ? 'application/x-ndjson' : 'application/json');
    // A line at a time: the photos' files are never all in memory at once.
    await pipeline(Readable.from(contentFileLines(file, mediaFiles)), res);
  });

  // The role is checked before the body is read: an account that may not import makes the server read nothing.
  router.post('/texts/import', editor, upload, csrf.checkToken, async (req, res) => {
    const uploaded = req.file ? await readContentFile(req.file.path) : undefined;
    if (!uploaded) return showList(req, res, 400, { notice: { key: 'admin:texts.notices.badFile', kind: 'error' } });
    const by = login(res);
    const media = { carried: uploaded.files, files: mediaFiles, sanitizeSvg };
    const report = await importContent(uploaded.file, {
      content,
      catalogue,
      products,
      collections,
      by,
      now: clock.now(),
      media,
      redirects: { redirects, products, collections },
    });
    if (report.published.length > 0) {
      await Promise.all([texts.refresh(), products.refresh(), collections.refresh(), pageSeo.refresh()]);
      await redirects.refresh();
    }
    req.log.info({ ...summary(report), login: login(res) }, 'content imported');
    await record(req, res, 'content-imported', `published=${report.published.length}`);
    // What was done, said on the list (asked for again, so a reload does not import twice).
    const said = new URLSearchParams({
      published: String(report.published.length),
      unchanged: String(report.unchanged.length),
      skipped: report.skipped
        .slice(0, SKIPPED_SHOWN)
        .map((item) => item.id)
        .join(' '),
    });
    // And why each of those refused by the redirects' checks was (texts-list.ts reads it back).
    for (const { id, why } of report.skipped.slice(0, SKIPPED_SHOWN)) {
      if (why) said.append('refused', [id, why.key, why.other ?? ''].join(' '));
    }
    res.redirect(303, `${req.baseUrl}/texts?${said.toString()}`);
  });

  return router;
}
