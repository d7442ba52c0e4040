import type { Request, Response } from 'express';

/** A page for a form posted without script: the messages (translation keys) and a link back to the form. */
export interface MessagePage {
  messageKeys: string[];
  backHref: string;
}
export type RenderMessage = (req: Request, res: Response, status: number, page: MessagePage) => Promise<void>;

/** A form the browser posted itself (no script): it is answered with a page, not JSON. */
export const isFormPost = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));

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
): Promise<void> {
  const url = refererUrl(req);
  return render(req, res, status, { messageKeys, backHref: url ? `${url.pathname}${url.search}` : '/' });
}
