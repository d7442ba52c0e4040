import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { AdminNotice, TextsProps } from '#shared/admin-view.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { textEditSchema, type TextValue } from '#shared/schemas/text-schema.ts';
import type { Clock } from '../clock.ts';
import type { Collections } from '../content/collections.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { ShippedText, TextCatalogue } from '../content/text-catalogue.ts';
import {
  contentFileLines,
  exportContent,
  CONTENT_FILE_MAX_BYTES,
  importContent,
  readContentFile,
  type ImportReport,
} from '../content/content-file.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { AppError, NotFoundError, PayloadTooLargeError } from '../errors.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { OfficeCsrf } from './office-csrf.ts';
import { baseRevision, login } from './office-request.ts';
import { NOT_SAVED, noticeReader, single, STALE } from './edit-notices.ts';
import { requireRole } from './require-role.ts';
import { textHref, textProps, textsProps } from './text-props.ts';

interface TextRoutesDeps {
  content: ContentStore;
  catalogue: TextCatalogue;
  texts: Pick<SiteTexts, 'current' | 'isEdited' | 'outdatedBasis' | 'refresh'>;
  /** The catalogue, exported and imported with the texts. */
  products: Pick<ProductCatalogue, 'entries' | 'shippedFields' | 'refresh'>;
  /** The site's lists, exported and imported with the texts. */
  collections: Pick<Collections, 'entries' | 'images' | 'refresh'>;
  /** The photos' files, exported and imported with the content. */
  mediaFiles: MediaFiles;
  clock: Clock;
  pages: AdminPages;
  csrf: OfficeCsrf;
  record: AuditTrail;
}

/** How many of a text's revisions its page lists. */
const HISTORY_SHOWN = 50;
const MAX_SEARCH = 100;

const noticeOf = noticeReader('texts', ['draft-saved', 'published', 'discarded', 'reset', 'restored']);

const summary = (report: ImportReport) => ({
  published: report.published.length,
  unchanged: report.unchanged.length,
  skipped: report.skipped.length,
});

/** How many of the texts an import skipped are named after it. */
const SKIPPED_SHOWN = 20;
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

/**
 * The site's texts for accounts with the editor role (README, "Office editing"): the list by part of the site
 * or by search, and one text: save a draft, publish, discard the draft, reset to the shipped default, restore an
 * earlier revision. A change made from a revision older than the latest is refused (409) with what was typed
 * kept: nobody's publish is overwritten unseen.
 */
export function textRoutes(deps: TextRoutesDeps) {
  const { content, catalogue, texts, products, collections, mediaFiles, clock, pages, csrf, record } = deps;
  const router = Router();
  const editor = requireRole('editor');

  async function showList(req: Request, res: Response, status: number, extra: Pick<TextsProps, 'imported' | 'notice'>) {
    const ns = single(req.query.ns);
    const props = textsProps(req.baseUrl, catalogue, texts, new Set(await content.drafts('text')), {
      namespace: catalogue.namespaces.includes(ns) ? ns : undefined,
      q: single(req.query.q).slice(0, MAX_SEARCH),
      ...extra,
    });
    await pages.send(req, res, status, req.t('admin:texts.title'), { page: 'texts', props });
  }

  router.get('/texts', editor, (req, res) => {
    const count = (name: string) => Math.max(0, Math.trunc(Number(single(req.query[name]))) || 0);
    const imported =
      'published' in req.query
        ? {
            published: count('published'),
            unchanged: count('unchanged'),
            skipped: single(req.query.skipped).split(' ').filter(Boolean).slice(0, SKIPPED_SHOWN),
          }
        : undefined;
    return showList(req, res, 200, imported ? { imported } : {});
  });

  // The office's published texts as one file, to keep or to import into another site (content-file.ts).
  router.get('/texts/export.json', editor, async (req, res) => {
    const now = clock.now();
    const file = await exportContent(content, products, collections, now);
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
    const media = { carried: uploaded.files, files: mediaFiles };
    const report = await importContent(uploaded.file, {
      content,
      catalogue,
      products,
      collections,
      by,
      now: clock.now(),
      media,
    });
    if (report.published.length > 0) await Promise.all([texts.refresh(), products.refresh(), collections.refresh()]);
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
    res.redirect(303, `${req.baseUrl}/texts?${said.toString()}`);
  });

  function findText(req: Request): ShippedText {
    const text = catalogue.get(String(req.params.id));
    if (!text) throw new NotFoundError();
    return text;
  }

  interface Shown {
    typed?: TextValue;
    revision?: number;
    notice?: AdminNotice;
    fieldErrors?: Record<string, string>;
  }

  async function show(req: Request, res: Response, status: number, text: ShippedText, shown: Shown = {}) {
    const [state, history] = await Promise.all([
      content.state('text', text.id),
      content.history('text', text.id, HISTORY_SHOWN),
    ]);
    const current = texts.current(text.id) ?? text.value;
    const outdatedBasis = texts.outdatedBasis(text.id);
    const props = textProps({
      base: req.baseUrl,
      text,
      state,
      history,
      current,
      ...(outdatedBasis ? { outdatedBasis } : {}),
      ...shown,
    });
    await pages.send(req, res, status, req.t('admin:texts.editTitle', { key: text.key }), { page: 'text', props });
  }

  /** After a change: the public pages show it before the office's next page is asked for. */
  async function changed(req: Request, res: Response, text: ShippedText, notice: string) {
    await texts.refresh();
    res.redirect(303, `${textHref(req.baseUrl, text.id)}?notice=${notice}`);
  }

  router.get('/texts/:id', editor, async (req, res) => {
    const notice = noticeOf(req.query.notice);
    await show(req, res, 200, findText(req), notice ? { notice } : {});
  });

  router.post('/texts/:id', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    const typed = { mn: single(req.body?.mn), en: single(req.body?.en) };
    const publish = single(req.body?.action) === 'publish';
    const revision = baseRevision(req);
    const parsed = textEditSchema(text.value, { complete: publish }).safeParse(typed);
    if (!parsed.success) {
      return show(req, res, 400, text, { typed, revision, notice: NOT_SAVED, fieldErrors: fieldErrors(parsed.error) });
    }
    const now = clock.now();
    const done = publish
      ? (await content.publish('text', text.id, { ...parsed.data, basis: text.value }, revision, login(res), now)) !==
        undefined
      : await content.saveDraft('text', text.id, parsed.data, revision, login(res), now);
    if (!done) return show(req, res, 409, text, { typed, notice: STALE });
    req.log.info({ text: text.id, login: login(res) }, publish ? 'text published' : 'text draft saved');
    await record(req, res, publish ? 'text-published' : 'text-draft-saved', `text/${text.id}`);
    await changed(req, res, text, publish ? 'published' : 'draft-saved');
  });

  router.post('/texts/:id/discard', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    await content.discardDraft('text', text.id);
    req.log.info({ text: text.id, login: login(res) }, 'text draft discarded');
    await record(req, res, 'text-draft-discarded', `text/${text.id}`);
    res.redirect(303, `${textHref(req.baseUrl, text.id)}?notice=discarded`);
  });

  // Back to the shipped default: a revision of its own, so it can be undone like any other.
  router.post('/texts/:id/reset', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    const revision = await content.publish('text', text.id, null, baseRevision(req), login(res), clock.now());
    if (revision === undefined) return show(req, res, 409, text, { notice: STALE });
    req.log.info({ text: text.id, login: login(res) }, 'text reset to its default');
    await record(req, res, 'text-reset', `text/${text.id}`);
    await changed(req, res, text, 'reset');
  });

  // An earlier revision published again, as the newest.
  router.post('/texts/:id/restore', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    const from = await content.revision('text', text.id, Number(single(req.body?.from)));
    if (!from) throw new NotFoundError();
    const revision = await content.publish('text', text.id, from.value, baseRevision(req), login(res), clock.now());
    if (revision === undefined) return show(req, res, 409, text, { notice: STALE });
    req.log.info({ text: text.id, from: from.revision, login: login(res) }, 'text revision restored');
    await record(req, res, 'text-restored', `text/${text.id}#${from.revision}`);
    await changed(req, res, text, 'restored');
  });

  return router;
}
