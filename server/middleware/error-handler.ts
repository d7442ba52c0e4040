import type { NextFunction, Request, Response } from 'express';
import {
  NotFoundError,
  StorageUnavailableError,
  toAppError,
  TooManyRequestsError,
  ValidationError,
  type AppError,
} from '../errors.ts';
import { notFoundView } from '../loaders/page-loader.ts';
import type { PageRenderer } from '../render/render-page.ts';
import type { StorageHealth } from '../storage/storage-faults.ts';
import { isFormPost, resendFormOf, sendFormMessage, type RenderMessage } from './form-post.ts';

// Routes match in any letter case, so the API's prefix does too.
const API_PATH = /^\/api(\/|$)/i;

// A form posted without script gets a page back, even from /api; script callers get JSON.
const wantsJson = (req: Request) => !isFormPost(req) && (API_PATH.test(req.path) || !req.accepts('html'));

/** The messages of a refused form, for the page a form posted without script gets; undefined for other errors. */
function formMessageKeys(error: AppError | undefined): string[] | undefined {
  if (error instanceof ValidationError) return [...new Set(Object.values(error.fields))];
  if (error instanceof TooManyRequestsError || error instanceof StorageUnavailableError) return [error.messageKey];
  return undefined;
}

/** A refused form's fields, each with its message in the visitor's language. */
function translatedFields(req: Request, error: AppError | undefined): { fields?: Record<string, string> } {
  if (!(error instanceof ValidationError)) return {};
  return { fields: Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, req.t(key)])) };
}

/** A write the storage refused: logged for the operator, and /readyz fails until a write succeeds. */
export function reportStorageFault(req: Request, error: StorageUnavailableError, storageHealth: StorageHealth): void {
  storageHealth.failed(error.reason);
  // The database's own code and message (never the values written), for the operator.
  const { code, message } = (error.cause ?? {}) as { code?: unknown; message?: unknown };
  req.log.error({ reason: error.reason, cause: { code, message } }, 'storage refused a write');
}

// The only place errors become responses: JSON for the API, otherwise a page, always in the visitor's
// language and never with a stack. Operational errors (4xx) are logged at info; anything else is a bug.
interface ErrorHandlerDeps {
  renderer: PageRenderer;
  /** The page a refused form posted without script gets; the renderer's by default. */
  renderMessage?: RenderMessage;
  /** Told of a write the storage refused, for /readyz. */
  storageHealth: StorageHealth;
}

export function errorHandler({ renderer, renderMessage = renderer.sendMessagePage, storageHealth }: ErrorHandlerDeps) {
  return async (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      req.log.error({ err }, 'error after response started');
      next(err);
      return;
    }
    const appError = toAppError(err);
    const status = appError?.status ?? 500;
    const fieldNames = appError instanceof ValidationError ? { fields: Object.keys(appError.fields) } : {};
    if (appError instanceof StorageUnavailableError) reportStorageFault(req, appError, storageHealth);
    else if (appError) req.log.info({ code: appError.code, status, ...fieldNames }, 'request rejected');
    else req.log.error({ err }, 'unhandled error');

    const messageKey = appError?.messageKey ?? 'errors:internal';
    if (wantsJson(req)) {
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ success: false, error: req.t(messageKey), ...translatedFields(req, appError) });
      return;
    }
    const formMessages = isFormPost(req) ? formMessageKeys(appError) : undefined;
    if (formMessages) {
      // Not received: the page keeps what was typed, to be sent again with one button (corrected, when refused).
      const resend =
        appError instanceof StorageUnavailableError
          ? resendFormOf(req)
          : appError instanceof ValidationError
            ? resendFormOf(req, appError.fields)
            : undefined;
      await sendFormMessage(renderMessage, req, res, status, formMessages, resend);
      return;
    }
    if (appError instanceof NotFoundError) {
      await renderer.sendPage(req, res, notFoundView(req.t));
      return;
    }
    await renderer.sendErrorPage(req, res, status, appError ? messageKey : undefined);
  };
}
