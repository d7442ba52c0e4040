import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { DATASHEET_MAX_BYTES } from '#shared/datasheets.ts';
import { isLanguage } from '#shared/language-link.ts';
import { AppError, NotFoundError } from '../errors.ts';
import type { AdminCsrf } from '../admin/admin-csrf.ts';
import type { AdminPages } from '../admin/admin-page.ts';
import { login } from '../admin/admin-request.ts';
import type { AuditTrail } from '../admin/audit-trail.ts';
import { productHref } from '../admin/product-props.ts';
import { requireRole } from '../admin/require-role.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import { downloadNameOf } from './datasheet-file.ts';
import type { Datasheets } from './datasheets.ts';

// The office's datasheet forms on a product's page (docs/office-guide.md, "Products"): upload or replace one
// language's PDF, or take it off. Plain posts (the upload multipart), answered 303 to the product's page; a
// refusal is the office's message page in the staff's language, at the status it deserves. Each takes effect at
// once, with an audit entry (datasheet-uploaded, datasheet-removed), as a photo's upload does.

export class DatasheetRefusedError extends AppError {
  constructor(status: 400 | 409 | 413 | 415, reason: string) {
    super(status, `datasheet_${reason}`, `admin:datasheets.errors.${reason}`);
  }
}

const STATUS = { tooLarge: 413, notPdf: 415, stale: 409 } as const;

// One file in memory, at most DATASHEET_MAX_BYTES: larger is refused while it arrives.
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: DATASHEET_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096 },
}).single('file');

const upload: RequestHandler = (req, res, next) =>
  readUpload(req, res, (err: unknown) => {
    if (!(err instanceof multer.MulterError)) return next(err);
    next(
      new DatasheetRefusedError(
        err.code === 'LIMIT_FILE_SIZE' ? 413 : 400,
        err.code === 'LIMIT_FILE_SIZE' ? 'tooLarge' : 'noFile',
      ),
    );
  });

export function datasheetRoutes({
  datasheets,
  products,
  csrf,
  record,
  pages,
}: {
  datasheets: Datasheets;
  products: Pick<ProductCatalogue, 'entry'>;
  csrf: AdminCsrf;
  record: AuditTrail;
  pages: AdminPages;
}) {
  const router = Router();
  const editor = requireRole('editor');

  /** The product of the address and the form's language; 404 for a product the catalogue does not have. */
  function target(req: Request) {
    const id = Number(req.params.id);
    const entry = Number.isSafeInteger(id) ? products.entry(id) : undefined;
    if (!entry) throw new NotFoundError();
    const language: unknown = req.body?.language;
    if (!isLanguage(language)) throw new DatasheetRefusedError(400, 'noLanguage');
    return { id, entry, language };
  }

  // The role first: a visitor without it is refused before megabytes are read.
  router.post('/products/:id/datasheets', editor, upload, csrf.checkToken, async (req, res) => {
    const { id, entry, language } = target(req);
    if (!req.file) throw new DatasheetRefusedError(400, 'noFile');
    const name = downloadNameOf(req.file.originalname, `${entry.fields.slug}-${language}.pdf`);
    const data = new Uint8Array(req.file.buffer.buffer, req.file.buffer.byteOffset, req.file.buffer.byteLength);
    const put = await datasheets.put(id, language, { data, name }, login(res));
    if (!put.ok) {
      req.log.info({ product: id, reason: put.refusal, bytes: req.file.size }, 'datasheet refused');
      throw new DatasheetRefusedError(STATUS[put.refusal], put.refusal);
    }
    req.log.info({ product: id, language, bytes: req.file.size, login: login(res) }, 'datasheet uploaded');
    await record(req, res, 'datasheet-uploaded', `product/${id}/${language}`);
    res.redirect(303, `${productHref(req.baseUrl, id)}?datasheet=uploaded#datasheets`);
  });

  router.post('/products/:id/datasheets/remove', csrf.checkToken, editor, async (req, res) => {
    const { id, language } = target(req);
    if (await datasheets.remove(id, language, login(res))) {
      req.log.info({ product: id, language, login: login(res) }, 'datasheet removed');
      await record(req, res, 'datasheet-removed', `product/${id}/${language}`);
    }
    res.redirect(303, `${productHref(req.baseUrl, id)}?datasheet=removed#datasheets`);
  });
  // A refusal says why in the staff's language, and leads back to the product's datasheets (its form keeps nothing
  // else to lose).
  router.use(async (err: unknown, req: Request, res: Response, next: NextFunction) => {
    const id = /^\/products\/(\d+)\/datasheets/.exec(req.path)?.[1];
    if (!(err instanceof DatasheetRefusedError) || !id || res.headersSent) return next(err);
    req.log.info({ code: err.code, status: err.status }, 'request rejected');
    const back = { href: `${productHref(req.baseUrl, Number(id))}#datasheets`, labelKey: 'admin:datasheets.back' };
    await pages.send(req, res, err.status, req.t('admin:error.title'), {
      page: 'error',
      props: { messageKey: err.messageKey, back },
    });
  });
  return router;
}
