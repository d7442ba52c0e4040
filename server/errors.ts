import { storageFaultOf } from './storage/storage-faults.ts';

// Operational errors carry their HTTP status and a translation key for the visitor.
// Anything that is not an AppError is a bug: logged with its stack, answered with a generic message.
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;

  constructor(status: number, code: string, messageKey: string, options?: ErrorOptions) {
    super(code, options);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
  }
}

export class NotFoundError extends AppError {
  constructor() {
    super(404, 'not_found', 'errors:notFound');
  }
}

export class ForbiddenError extends AppError {
  constructor(options?: ErrorOptions) {
    super(403, 'forbidden', 'errors:forbidden', options);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(options?: ErrorOptions) {
    super(413, 'payload_too_large', 'errors:tooLarge', options);
  }
}

export class BadRequestError extends AppError {
  constructor(options?: ErrorOptions) {
    super(400, 'bad_request', 'errors:badRequest', options);
  }
}

/**
 * A form's input refused: each failing field with its message key, e.g. { email: 'forms:errors.emailInvalid' }.
 * 400, or the status that says more of a refused file (413 too large, 415 not a type taken).
 */
export class ValidationError extends AppError {
  readonly fields: Readonly<Record<string, string>>;

  constructor(fields: Record<string, string>, summaryKey = 'forms:errors.invalid', status: 400 | 413 | 415 = 400) {
    super(status, 'validation_failed', summaryKey);
    this.fields = fields;
  }
}

export class TooManyRequestsError extends AppError {
  constructor() {
    super(429, 'too_many_requests', 'errors:tooMany');
  }
}

/** A write the storage refused (disk full, read-only, no permission): the visitor's data was NOT received. */
export class StorageUnavailableError extends AppError {
  readonly reason: string;

  constructor(reason: string, options?: ErrorOptions) {
    super(503, 'storage_unavailable', 'errors:notReceived', options);
    this.reason = reason;
  }
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
}

// Converts errors raised by body-parser, csrf-csrf and the storage (a refused write) into our own, so one
// handler can answer them.
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (typeof err !== 'object' || err === null) return undefined;
  const fault = storageFaultOf(err);
  if (fault) return new StorageUnavailableError(fault, { cause: err });
  const httpError = err as HttpLikeError;
  const cause = { cause: err };
  if (httpError.code === 'EBADCSRFTOKEN') return new ForbiddenError(cause);
  if (httpError.type === 'entity.too.large') return new PayloadTooLargeError(cause);
  const status = httpError.status ?? httpError.statusCode;
  if (status === 404) return new NotFoundError();
  if (status !== undefined && status >= 400 && status < 500) return new BadRequestError(cause);
  return undefined;
}
