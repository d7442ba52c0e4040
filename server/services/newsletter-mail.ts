import type { TFunction } from 'i18next';
import type { Language } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import { paths } from '#shared/routes.ts';
import type { NewsletterMail } from '../storage/newsletter-store.ts';
import type { MailMessage } from './mailer.ts';
import type { LinkTarget, NewsletterTokens } from './newsletter-tokens.ts';
import { CONFIRM_LINK_DAYS } from './subscription-service.ts';

/** The newsletter's links in a language, as absolute addresses on the site's public origin. */
export function newsletterLinks(publicUrl: string, tokens: NewsletterTokens) {
  const absolute = (path: string, lng: Language) => `${publicUrl}${localizePath(path, lng)}`;
  return {
    confirm: (target: LinkTarget, issuedAt: Date, lng: Language) =>
      absolute(paths.newsletterConfirm(tokens.confirmToken(target, issuedAt)), lng),
    unsubscribe: (target: LinkTarget, lng: Language) =>
      absolute(paths.newsletterUnsubscribe(tokens.unsubscribeToken(target)), lng),
  };
}

export type NewsletterLinks = ReturnType<typeof newsletterLinks>;

/**
 * The header fields every newsletter e-mail carries (RFC 2369, RFC 8058): a mail program offers "unsubscribe" and
 * sends one POST to the address itself, with no cookie, no token and no page in between.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The confirmation e-mail, plain text in the sign-up's language (`t` is fixed to it): the link that confirms (its
 * page shows a button that posts, so a mail scanner opening links confirms nothing), how long it works, and the
 * visible unsubscribe link beside the header fields.
 */
export function confirmationEmail(
  mail: NewsletterMail,
  { t, lng, links }: { t: TFunction; lng: Language; links: NewsletterLinks },
): MailMessage {
  const { subscription } = mail;
  const company = t('common:company.name');
  const unsubscribeUrl = links.unsubscribe(subscription, lng);
  const lines = [
    t('newsletter:email.greeting'),
    '',
    t('newsletter:email.confirmIntro', { company }),
    links.confirm(subscription, mail.createdAt, lng),
    '',
    t('newsletter:email.expires', { days: CONFIRM_LINK_DAYS }),
    '',
    t('newsletter:email.unsubscribe'),
    unsubscribeUrl,
    '',
    '-- ',
    company,
  ];
  return {
    to: [subscription.email],
    subject: t('newsletter:email.confirmSubject', { company }),
    text: `${lines.join('\n')}\n`,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
