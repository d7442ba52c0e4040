import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_USES } from '#shared/media-library.ts';
import type { MediaLibraryProps } from '#shared/media-view.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { mediaEditSchema, mediaUploadSchema } from '#shared/schemas/media-schema.ts';
import { NotFoundError } from '../errors.ts';
import { MediaRefusedError } from '../media/accept-upload.ts';
import type { MediaLibrary } from '../media/media-library.ts';
import { MediaFilesBusyError } from '../storage/media-files-lock.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { NOT_SAVED, noticeReader, single, STALE } from './edit-notices.ts';
import { mediaHref, mediaItemProps, mediaRow } from './media-props.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { login } from './admin-request.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { photoUses } from './media-uses.ts';
import { requireRole } from './require-role.ts';

interface MediaRoutesDeps {
  library: MediaLibrary;
  /** What the list reads each photo's uses from. */
  content: Pick<ContentStore, 'published'>;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
}

/** A photo still processing: its page asks again this often. */
export const PROCESSING_REFRESH_SECONDS = 2;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg';
const ID = /^[0-9a-f]{16}$/;

const noticeOf = noticeReader('media', ['saved', 'uploaded', 'already', 'removed', 'cleaned']);

// One file in memory, at most 25 MB (and the form's few short fields): larger is refused while it arrives.
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 8, fieldSize: 4096 },
}).single('file');

/** The form's file; a file over the limit is a 413 office page saying what to send instead. */
const upload: RequestHandler = (req, res, next) =>
  readUpload(req, res, (err: unknown) => {
    if (!(err instanceof multer.MulterError)) return next(err);
    next(
      err.code === 'LIMIT_FILE_SIZE' ? new MediaRefusedError(413, 'tooLarge') : new MediaRefusedError(400, 'noFile'),
    );
  });

/**
 * The photo library for accounts with the editor role (docs/photos.md, "Photos"): the list and the upload form, one
 * photo's page (processing, with its progress, refreshing itself until done; its files; its alt texts and focal
 * point). Works without script: the upload is a multipart form, the refresh a <meta http-equiv>.
 */
export function mediaRoutes({ library, content, pages, csrf, record }: MediaRoutesDeps) {
  const router = Router();
  const editor = requireRole('editor');

  async function showLibrary(
    req: Request,
    res: Response,
    status: number,
    extra: Pick<MediaLibraryProps, 'notice' | 'fieldErrors'> & { fields?: MediaLibraryProps['fields'] } = {},
  ) {
    const uses = await photoUses(content);
    const rows = (await library.list()).map((item) => mediaRow(req.baseUrl, item, uses.get(item.id)));
    const props: MediaLibraryProps = {
      uploadAction: `${req.baseUrl}/media`,
      uses: MEDIA_USES,
      accept: ACCEPT,
      maxMegabytes: MEDIA_MAX_BYTES / (1024 * 1024),
      maxMegapixels: MEDIA_MAX_PIXELS / 1_000_000,
      rows,
      fields: extra.fields ?? { use: 'product', alt_mn: '', alt_en: '' },
      ...(extra.notice ? { notice: extra.notice } : {}),
      ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}),
    };
    await pages.send(req, res, status, req.t('admin:media.title'), { page: 'media', props });
  }

  router.get('/media', editor, (req, res) => {
    const notice = noticeOf(req.query.notice);
    return showLibrary(req, res, 200, notice ? { notice } : {});
  });

  // The files nothing holds any more (no photo of the library, no version of a product or list) are removed now,
  // as the periodic clean-up does (media-sweep.ts).
  router.post('/media/clean-up', csrf.checkToken, editor, async (req, res) => {
    let report;
    try {
      report = await library.sweep();
    } catch (err) {
      if (!(err instanceof MediaFilesBusyError)) throw err;
      return showLibrary(req, res, 409, { notice: { key: 'admin:media.errors.cleanUpBusy', kind: 'error' } });
    }
    req.log.info({ removed: report.removed.length, kept: report.kept, login: login(res) }, 'media cleaned up');
    await record(req, res, 'media-cleaned-up', `removed=${report.removed.length}`);
    res.redirect(303, `${req.baseUrl}/media?notice=cleaned`);
  });

  // The role first: a visitor without it is refused before 25 MB are read.
  router.post('/media', editor, upload, csrf.checkToken, async (req, res) => {
    const typed = { use: single(req.body?.use), alt_mn: single(req.body?.alt_mn), alt_en: single(req.body?.alt_en) };
    const parsed = mediaUploadSchema.safeParse(typed);
    if (!parsed.success) {
      return showLibrary(req, res, 400, { fields: typed, notice: NOT_SAVED, fieldErrors: fieldErrors(parsed.error) });
    }
    if (!req.file) {
      return showLibrary(req, res, 400, {
        fields: typed,
        notice: { key: 'admin:media.errors.noFile', kind: 'error' },
        fieldErrors: { file: 'admin:media.errors.noFile' },
      });
    }
    const { use, alt_mn: mn, alt_en: en } = parsed.data;
    let uploaded: { id: string; isNew: boolean };
    try {
      uploaded = await library.upload({ data: req.file.buffer, use, alt: { mn, en }, by: login(res) });
    } catch (err) {
      if (!(err instanceof MediaRefusedError)) throw err;
      req.log.info({ code: err.code, bytes: req.file.size }, 'media upload refused');
      const notice = { key: err.messageKey, kind: 'error' } as const;
      return showLibrary(req, res, err.status, { fields: typed, notice, fieldErrors: { file: err.messageKey } });
    }
    const { id, isNew } = uploaded;
    if (isNew) {
      req.log.info({ media: id, bytes: req.file.size, use, login: login(res) }, 'media uploaded');
      await record(req, res, 'media-uploaded', `media/${id}`);
    }
    res.redirect(303, `${mediaHref(req.baseUrl, id)}?notice=${isNew ? 'uploaded' : 'already'}`);
  });

  async function findMedia(req: Request) {
    const id = String(req.params.id);
    const found = ID.test(id) ? await library.get(id) : undefined;
    if (!found) throw new NotFoundError();
    return found;
  }

  router.get('/media/:id', editor, async (req, res) => {
    const { record: item, revision } = await findMedia(req);
    const progress = library.progress(item.id);
    const notice = noticeOf(req.query.notice);
    const props = mediaItemProps(req.baseUrl, item, revision, { progress, notice });
    // While it is processing, the page reloads itself (without script) until the photo is ready or has failed.
    const refreshSeconds = item.status === 'processing' ? PROCESSING_REFRESH_SECONDS : undefined;
    await pages.send(
      req,
      res,
      200,
      req.t('admin:media.item.title', { id: item.id }),
      { page: 'media-item', props },
      { refreshSeconds },
    );
  });

  router.post('/media/:id', csrf.checkToken, editor, async (req, res) => {
    const { record: item, revision } = await findMedia(req);
    const typed = {
      alt_mn: single(req.body?.alt_mn),
      alt_en: single(req.body?.alt_en),
      focus_x: single(req.body?.focus_x),
      focus_y: single(req.body?.focus_y),
    };
    const send = (status: number, extra: Parameters<typeof mediaItemProps>[3]) =>
      pages.send(req, res, status, req.t('admin:media.item.title', { id: item.id }), {
        page: 'media-item',
        props: mediaItemProps(req.baseUrl, item, revision, extra),
      });
    const parsed = mediaEditSchema.safeParse(typed);
    if (!parsed.success) return send(400, { typed, notice: NOT_SAVED, fieldErrors: fieldErrors(parsed.error) });
    const { alt_mn: mn, alt_en: en, focus_x: x, focus_y: y } = parsed.data;
    const base = Number(single(req.body?.revision));
    const change = { alt: { mn, en }, focus: { x: x / 100, y: y / 100 } };
    if (!(await library.update(item.id, change, Number.isSafeInteger(base) ? base : -1, login(res)))) {
      return send(409, { typed, notice: STALE });
    }
    req.log.info({ media: item.id, login: login(res) }, 'media updated');
    await record(req, res, 'media-updated', `media/${item.id}`);
    res.redirect(303, `${mediaHref(req.baseUrl, item.id)}?notice=saved`);
  });

  // Out of the library: pages stop showing it; its files stay while a version of the content names it.
  router.post('/media/:id/delete', csrf.checkToken, editor, async (req, res) => {
    const { record: item, revision } = await findMedia(req);
    const base = Number(single(req.body?.revision));
    if (!(await library.remove(item.id, base === revision ? base : -1, login(res)))) {
      return res.redirect(303, `${mediaHref(req.baseUrl, item.id)}?notice=stale`);
    }
    req.log.info({ media: item.id, login: login(res) }, 'media removed');
    await record(req, res, 'media-removed', `media/${item.id}`);
    res.redirect(303, `${req.baseUrl}/media?notice=removed`);
  });

  return router;
}
