import { Router, type Request, type Response } from 'express';
import { localizePath } from '#shared/language-link.ts';
import { paths } from '#shared/routes.ts';
import type { RenderMessage } from '../middleware/form-post.ts';
import { requestLanguage } from '../request-language.ts';
import type { ConfirmOutcome, SubscriptionService, UnsubscribeOutcome } from '../services/subscription-service.ts';

interface NewsletterRoutesDeps {
  subscriptions: Pick<SubscriptionService, 'confirm' | 'unsubscribe'>;
  renderMessage: RenderMessage;
}

// Each outcome's status and text; a refused link's text is shown under the message page's "not accepted".
const CONFIRM_ANSWERS: Record<ConfirmOutcome, { status: number; messageKey: string }> = {
  confirmed: { status: 200, messageKey: 'newsletter:outcome.confirmed' },
  already: { status: 200, messageKey: 'newsletter:outcome.already' },
  expired: { status: 410, messageKey: 'newsletter:outcome.expired' },
  invalid: { status: 400, messageKey: 'newsletter:outcome.invalid' },
};
const UNSUBSCRIBE_ANSWERS: Record<UnsubscribeOutcome, { status: number; messageKey: string }> = {
  unsubscribed: { status: 200, messageKey: 'newsletter:outcome.unsubscribed' },
  invalid: { status: 400, messageKey: 'newsletter:outcome.unsubscribeInvalid' },
};

// Both languages' addresses (Express matches them ignoring case, as the pages' routes do).
const both = (path: string) => [path, localizePath(path, 'en')];

/** The outcome as the message page, with a link to the home page of the link's language. */
function answer(
  req: Request,
  res: Response,
  render: RenderMessage,
  { status, messageKey }: (typeof CONFIRM_ANSWERS)[ConfirmOutcome],
) {
  const backHref = localizePath(paths.home(), requestLanguage(req));
  return render(req, res, status, { messageKeys: [messageKey], backHref });
}

/**
 * POST /newsletter/unsubscribe?t=… (and /en/…): RFC 8058's one-click unsubscribe, which a mail program sends with
 * no cookie, no CSRF token and no Origin (the RFC forbids any context), and the unsubscribe page's button. Mounted
 * ahead of the sessions, the same-origin check and the CSRF check, so those skip exactly this route: the signed
 * token in its address is the proof that the mailbox's owner asks, and another site cannot know it. The body (the
 * RFC's "List-Unsubscribe=One-Click", in either form encoding) is not needed, so it is not read.
 */
export function oneClickUnsubscribeRoutes({ subscriptions, renderMessage }: NewsletterRoutesDeps): Router {
  return Router().post(both(paths.newsletterUnsubscribe()), async (req, res) => {
    const outcome = await subscriptions.unsubscribe(req.query.t);
    req.log.info({ outcome }, 'newsletter unsubscribe');
    await answer(req, res, renderMessage, UNSUBSCRIBE_ANSWERS[outcome]);
  });
}

/**
 * POST /newsletter/confirm?t=… (and /en/…): the confirm page's button, an ordinary form post behind the site's
 * same-origin check. The GET of that address only shows the button (pages/newsletter/), so a mail scanner that
 * opens every link in an e-mail confirms nothing.
 */
export function newsletterRoutes({ subscriptions, renderMessage }: NewsletterRoutesDeps): Router {
  return Router().post(both(paths.newsletterConfirm()), async (req, res) => {
    const outcome = await subscriptions.confirm(req.query.t);
    req.log.info({ outcome }, 'newsletter confirmation');
    await answer(req, res, renderMessage, CONFIRM_ANSWERS[outcome]);
  });
}
