import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import {
  ATTACHMENT_BODY_MAX_BYTES,
  ATTACHMENT_FIELD,
  ATTACHMENT_FORM_ROOM_BYTES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  type AttachmentRefusal,
} from '#shared/attachments.ts';
import { ValidationError } from '../errors.ts';
import type { NewAttachment } from '../storage/attachment-bytes.ts';
import { attachmentName } from './attachment-name.ts';
import { detectAttachmentType } from './attachment-type.ts';

// The files of a request posted as multipart (docs/privacy.md, "Attachments"), with script or without: read into
// memory within the limits of shared/attachments.ts, so a larger file or body is refused while it arrives, then typed
// from their bytes. Every refusal names the files field, with its message in the visitor's language.

/** A multipart post's text fields: as many as a form has, each far below the room the form has. */
const MAX_FIELDS = 40;

const STATUS: Readonly<Record<AttachmentRefusal, 400 | 413 | 415>> = {
  tooMany: 400,
  tooLarge: 413,
  empty: 400,
  type: 415,
};

/** The files refused: a ValidationError of the files field (answered as JSON, or as the form's message page). */
export const attachmentsRefused = (reason: AttachmentRefusal) => {
  const key = `forms:attachments.errors.${reason}`;
  return new ValidationError({ [ATTACHMENT_FIELD]: key }, key, STATUS[reason]);
};

const readMultipart = multer({
  storage: multer.memoryStorage(),
  // Browsers send a file's name as UTF-8 (a Mongolian name stays one).
  defParamCharset: 'utf8',
  limits: {
    files: ATTACHMENT_MAX_FILES,
    fileSize: ATTACHMENT_MAX_BYTES,
    fields: MAX_FIELDS,
    fieldSize: ATTACHMENT_FORM_ROOM_BYTES / 2,
    parts: ATTACHMENT_MAX_FILES + MAX_FIELDS,
  },
}).array(ATTACHMENT_FIELD, ATTACHMENT_MAX_FILES);

function refusalOf(err: multer.MulterError): ValidationError {
  if (err.code === 'LIMIT_FILE_SIZE') return attachmentsRefused('tooLarge');
  if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') return attachmentsRefused('tooMany');
  // A field or a part count past the form's: no form of the site sends one.
  return new ValidationError({}, 'errors:tooLarge', 413);
}

/** Whether the post is multipart (a form with a file input, or script sending FormData). */
export const isMultipart = (req: Request) => Boolean(req.is('multipart/form-data'));

/** The request's files, typed and named, or a refusal; none for a post that is not multipart. */
export function attachmentsOf(req: Request): NewAttachment[] {
  // Their count and sizes multer held to the limits as they arrived; an empty file is no type at all.
  const files = Array.isArray(req.files) ? req.files : [];
  return files.map((file) => {
    const type = detectAttachmentType(file.buffer);
    if (!type) throw attachmentsRefused('type');
    return { name: attachmentName(file.originalname, type), type, data: file.buffer };
  });
}

/**
 * Reads a multipart body (its fields into req.body, its files into req.files); a body declared larger than the
 * largest post with files is refused before a byte of it is read.
 */
export const readAttachments: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if (!isMultipart(req)) return next();
  if (Number(req.get('content-length') ?? 0) > ATTACHMENT_BODY_MAX_BYTES) return next(attachmentsRefused('tooLarge'));
  readMultipart(req, res, (err: unknown) => {
    if (err instanceof multer.MulterError) return next(refusalOf(err));
    next(err);
  });
};
