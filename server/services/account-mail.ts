import type { i18n as I18n } from 'i18next';
import { localizePath } from '#shared/language-link.ts';
import { ADMIN_PATHS } from '../admin/admin-paths.ts';
import { INVITE_LINK_MS, linkAddress, RESET_LINK_MS, type AccountTokens } from '../admin/account-tokens.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { AdminLinks, LinkMail } from '../storage/admin-links.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { describeError, errorCodes, retryDelayMs } from './notification-outbox.ts';
import { periodicJob } from './periodic-job.ts';

const BATCH_SIZE = 20;
/** Links expired this long ago are deleted with their e-mails: long enough for the page to say "expired". */
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000;

/** An account link's address in the account's language: /admin/password?token=… or /en/admin/password?token=…. */
export const accountLinkUrl = (origin: string, tokens: AccountTokens, mail: Pick<LinkMail, 'link' | 'language'>) =>
  linkAddress(origin, localizePath(ADMIN_PATHS[0], mail.language), tokens.token(mail.link));

/**
 * An invitation or a reset, plain text in the account's language: whose account, the link, how long it works. It
 * carries nothing secret beyond the link (docs/privacy.md, "Office accounts"): no password, no code.
 */
export function accountEmail(mail: LinkMail, { i18n, url }: { i18n: I18n; url: string }): MailMessage {
  const t = i18n.getFixedT(mail.language, 'accounts');
  const company = t('common:company.name');
  const kind = mail.link.purpose === 'invite' ? 'invite' : 'reset';
  const hours = (mail.link.purpose === 'invite' ? INVITE_LINK_MS : RESET_LINK_MS) / 3_600_000;
  const lines = [
    t(`mail.${kind}.intro`, { company, login: mail.link.login }),
    '',
    url,
    '',
    t(`mail.${kind}.expires`, { count: hours }),
    t(`mail.${kind}.ignore`),
    '',
    '-- ',
    company,
  ];
  return { to: [mail.email], subject: t(`mail.${kind}.subject`, { company }), text: `${lines.join('\n')}\n` };
}

interface AccountMailDeps {
  store: AdminLinks;
  /** SMTP_URL's mailer; undefined without one: the links are then passed on by hand from the accounts page. */
  mailer: Mailer | undefined;
  clock: Clock;
  logger: Logger;
  i18n: I18n;
  tokens: AccountTokens;
  /** The site's public origin, which the links open. */
  origin: string;
  intervalMs: number;
  claimMs: number;
}

/**
 * The accounts' outbox on every replica: each run deletes the links long expired, then sends the e-mails due
 * whose links are still open, each claimed by one replica for `claimMs` and retried with the outboxes' back-off
 * until the SMTP server takes it (notification-outbox.ts). The log names the e-mail by ids, never an address.
 */
export function createAccountMail({ store, mailer, clock, logger, i18n, tokens, origin, ...timing }: AccountMailDeps) {
  const log = logger.child({ module: 'account-mail' });

  async function deliver(sender: Mailer, mail: LinkMail): Promise<boolean> {
    const ids = { mailId: mail.id, linkId: mail.link.id, purpose: mail.link.purpose };
    try {
      await sender.send(accountEmail(mail, { i18n, url: accountLinkUrl(origin, tokens, mail) }));
    } catch (err) {
      const attempts = mail.attempts + 1;
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await store.markLinkMailFailed(mail.id, describeError(err), retryAt);
      log.warn({ ...ids, attempts, ...errorCodes(err), retryAt: retryAt.toISOString() }, 'account e-mail failed');
      return false;
    }
    await store.markLinkMailSent(mail.id, clock.now());
    log.info(ids, 'account e-mail sent');
    return true;
  }

  async function run() {
    await store.deleteExpiredLinks(new Date(clock.now().getTime() - KEEP_EXPIRED_MS));
    let sent = 0;
    let failed = 0;
    for (let n = 0; mailer && n < BATCH_SIZE; n += 1) {
      const now = clock.now();
      const mail = await store.claimDueLinkMail(now, new Date(now.getTime() + timing.claimMs));
      if (!mail) break;
      if (await deliver(mailer, mail)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  return periodicJob({ run, intervalMs: timing.intervalMs, log, name: 'account-mail' });
}

export type AccountMail = ReturnType<typeof createAccountMail>;
