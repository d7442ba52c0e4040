import type { NextFunction, Request, Response } from 'express';
import { NotFoundError, toAppError } from '../errors.ts';
import { notFoundView } from '../loaders/not-found-loader.ts';
import type { PageRenderer } from '../render/render-page.ts';

// A form posted without script gets a page back, even from /api; script callers get JSON.
const wantsJson = (req: Request) =>
  !req.is('application/x-www-form-urlencoded') && (req.path.startsWith('/api/') || !req.accepts('html'));

// The only place errors become responses: JSON for the API, otherwise a page, always in the visitor's
// language and never with a stack. Operational errors (4xx) are logged at info; anything else is a bug.
export function errorHandler({ renderer }: { renderer: PageRenderer }) {
  return async (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      req.log.error({ err }, 'error after response started');
      next(err);
      return;
    }
    const appError = toAppError(err);
    const status = appError?.status ?? 500;
    if (appError) req.log.info({ code: appError.code, status }, 'request rejected');
    else req.log.error({ err }, 'unhandled error');

    const messageKey = appError?.messageKey ?? 'errors:internal';
    if (wantsJson(req)) {
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ success: false, error: req.t(messageKey) });
      return;
    }
    if (appError instanceof NotFoundError) {
      await renderer.sendPage(req, res, notFoundView(req.t));
      return;
    }
    await renderer.sendErrorPage(req, res, status, appError ? messageKey : undefined);
  };
}
