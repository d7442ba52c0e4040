import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import { isLanguage } from '#shared/language-link.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { NewsletterMail, NewsletterStore } from '../storage/newsletter-store.ts';
import type { Mailer } from './mailer.ts';
import { confirmationEmail, type NewsletterLinks } from './newsletter-mail.ts';
import { describeError, errorCodes, retryDelayMs } from './notification-outbox.ts';
import { periodicJob } from './periodic-job.ts';
import { CONFIRM_LINK_MS } from './subscription-service.ts';

const BATCH_SIZE = 20;

interface NewsletterOutboxDeps {
  store: NewsletterStore;
  /** SMTP_URL's mailer; undefined without one: the e-mails wait (and their sign-ups expire) until there is one. */
  mailer: Mailer | undefined;
  clock: Clock;
  logger: Logger;
  /** The site's texts: each e-mail is written in its sign-up's language. */
  i18n: I18n;
  links: NewsletterLinks;
  /** Pause between runs (OUTBOX_INTERVAL_MS). */
  intervalMs: number;
  /** How long a claimed e-mail is ours to send (OUTBOX_CLAIM_MS); then another process may take it. */
  claimMs: number;
}

export interface NewsletterRun {
  sent: number;
  failed: number;
  /** Unconfirmed sign-ups deleted, their links expired. */
  deleted: number;
}

/**
 * The newsletter's periodic job, on every replica: it deletes the sign-ups left unconfirmed past their link's
 * 7 days (one DELETE, so replicas running it at once delete each row once), then sends the confirmation e-mails
 * due, each claimed by one replica for `claimMs` as the office's notifications are (notification-outbox.ts),
 * retried with the same back-off until the SMTP server takes them.
 */
export function createNewsletterOutbox({
  store,
  mailer,
  clock,
  logger,
  i18n,
  links,
  intervalMs,
  claimMs,
}: NewsletterOutboxDeps) {
  const log = logger.child({ module: 'newsletter-outbox' });

  async function deliver(sender: Mailer, mail: NewsletterMail): Promise<boolean> {
    // Ids only: the address is personal data and never logged.
    const ids = { mailId: mail.id, subscriptionId: mail.subscription.id };
    const { language } = mail.subscription;
    const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    try {
      await sender.send(confirmationEmail(mail, { t: i18n.getFixedT(lng), lng, links }));
    } catch (err) {
      const attempts = mail.attempts + 1;
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await store.markMailFailed(mail.id, describeError(err), retryAt);
      log.warn({ ...ids, attempts, ...errorCodes(err), retryAt: retryAt.toISOString() }, 'newsletter e-mail failed');
      return false;
    }
    await store.markMailSent(mail.id, clock.now());
    log.info(ids, 'newsletter confirmation sent');
    return true;
  }

  async function run(): Promise<NewsletterRun> {
    const deleted = await store.deleteUnconfirmed(new Date(clock.now().getTime() - CONFIRM_LINK_MS));
    if (deleted > 0) log.info({ deleted }, 'unconfirmed newsletter sign-ups deleted');
    let sent = 0;
    let failed = 0;
    for (let n = 0; mailer && n < BATCH_SIZE; n += 1) {
      // Claimed one at a time, just before its send: a claim only has to outlast one send.
      const now = clock.now();
      const mail = await store.claimDueMail(now, new Date(now.getTime() + claimMs));
      if (!mail) break;
      if (await deliver(mailer, mail)) sent += 1;
      else failed += 1;
    }
    return { sent, failed, deleted };
  }

  return periodicJob({ run, intervalMs, log, name: 'newsletter' });
}

export type NewsletterOutbox = ReturnType<typeof createNewsletterOutbox>;
