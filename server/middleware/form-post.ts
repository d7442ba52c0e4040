import { CSRF_HEADER } from '#shared/constants.ts';
import { sameSitePath } from '#shared/same-site-path.ts';
import type { Request, Response } from 'express';
import type { ResendContent } from '#shared/render-contract.ts';

/** A page for a form posted without script: the messages (translation keys) and a link back to the form. */
export interface MessagePage {
  messageKeys: string[];
  backHref: string;
  /** A form that was not received: posted again as it was typed, with one button. */
  resend?: ResendForm;
}

export type ResendForm = ResendContent;
export type RenderMessage = (req: Request, res: Response, status: number, page: MessagePage) => Promise<void>;

/**
 * A form the browser posted itself (no script), by its urlencoded body (a browser sends one even when the form
 * is empty), or a multipart one (a form with a file input) without the token's header, which only script sends
 * (a FormData post of an island, checked by its token and answered with JSON): it is guarded by its origin, not a
 * token, and answered with a page, not JSON. A post without a body is not a form: it needs the token.
 */
export const isFormPost = (req: Request) =>
  Boolean(req.is('application/x-www-form-urlencoded')) ||
  (Boolean(req.is('multipart/form-data')) && req.get(CSRF_HEADER) === undefined);

/** The Referer, when it is a page of this site; anything else could send the visitor elsewhere. */
export function refererUrl(req: Request): URL | undefined {
  const url = URL.parse(req.get('referer') ?? '');
  return url && /^https?:$/.test(url.protocol) && url.host === req.get('host') ? url : undefined;
}

/** The message page of a form posted without script, with a link back to the page of the form. */
export function sendFormMessage(
  render: RenderMessage,
  req: Request,
  res: Response,
  status: number,
  messageKeys: string[],
  resend?: ResendForm,
): Promise<void> {
  const url = refererUrl(req);
  // A path of this site, even when the Referer's was `//host/x`.
  const backHref = url ? sameSitePath(`${url.pathname}${url.search}`) : '/';
  return render(req, res, status, { messageKeys, backHref, ...(resend ? { resend } : {}) });
}

/**
 * The form as it was posted (its text fields), to be posted again to the same address; with the message keys of
 * the fields refused, when it was (shown to correct them).
 */
export function resendFormOf(req: Request, errors?: Readonly<Record<string, string>>): ResendForm {
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const fields = Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { action: req.originalUrl, fields: Object.fromEntries(fields), ...(errors ? { errors: { ...errors } } : {}) };
}
