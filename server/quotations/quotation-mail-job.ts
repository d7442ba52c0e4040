import type { i18n as I18n } from 'i18next';
import { formatAmount } from '#shared/money.ts';
import { quotationDocumentSchema } from '#shared/quotation.ts';
import { quotationTotals } from '#shared/quotation-totals.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { Mailer, MailMessage } from '../services/mailer.ts';
import { describeError, errorCodes, retryDelayMs } from '../services/notification-outbox.ts';
import { periodicJob } from '../services/periodic-job.ts';
import type { QuotationRecord, QuotationStore, QuotationVersion } from '../storage/quotation-store.ts';
import type { BuyerLinks } from './buyer-link.ts';

// The buyers' quotation e-mails on every replica (docs/operations.md, "Quotation e-mails"): each sent version's
// e-mail waits in the outbox (quotation-mail.ts) until the SMTP server takes it, claimed by one replica at a time
// and retried with the outboxes' back-off, so an SMTP outage loses none. It is written in the version's language
// (the request's, unless the office chose the other), with the PDF attached and the buyer's private link. The log
// names an e-mail by ids, never by an address.

const BATCH_SIZE = 20;

/** The e-mail of one sent version: plain text, its PDF attached, the link to the buyer's page. */
export function quotationEmail(
  record: QuotationRecord,
  version: QuotationVersion,
  { i18n, url, pdf }: { i18n: I18n; url: string; pdf: Uint8Array },
): MailMessage {
  const t = i18n.getFixedT(version.language, 'quotations');
  const company = t('common:company.name');
  const parsed = quotationDocumentSchema.safeParse(version.document);
  const total = parsed.success ? quotationTotals(parsed.data).totalMnt : undefined;
  const values = { number: version.number, version: version.version, date: localTime(version.validUntil).slice(0, 10) };
  const lines = [
    t('mail.greeting', { name: record.enquiry.name }),
    '',
    t(version.version > 1 ? 'mail.revised' : 'mail.intro', values),
    ...(total === undefined ? [] : [t('mail.total', { total: formatAmount(total, 'MNT') })]),
    t('mail.validUntil', values),
    '',
    t('mail.link'),
    url,
    '',
    t('mail.reply'),
    '',
    '-- ',
    company,
  ];
  return {
    to: [record.enquiry.email],
    subject: t('mail.subject', { ...values, company }),
    text: `${lines.join('\n')}\n`,
    attachments: [
      { filename: `${version.number}-v${version.version}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}

interface QuotationMailDeps {
  store: Pick<QuotationStore, 'read' | 'pdf' | 'mail'>;
  /** SMTP_URL's mailer; undefined without one: the e-mails wait until it is set. */
  mailer: Mailer | undefined;
  clock: Clock;
  logger: Logger;
  i18n: I18n;
  links: Pick<BuyerLinks, 'buyerLinkPath'>;
  /** The site's public origin, which the links open. */
  origin: string;
  intervalMs: number;
  claimMs: number;
}

export function createQuotationMailJob(deps: QuotationMailDeps) {
  const { store, mailer, clock, logger, i18n, links, origin } = deps;
  const log = logger.child({ module: 'quotation-mail' });

  async function deliver(sender: Mailer, due: { id: number; attempts: number; quotationId: number; version: number }) {
    const ids = { mailId: due.id, quotationId: due.quotationId, version: due.version };
    try {
      const record = await store.read(due.quotationId);
      const version = record?.versions.find((candidate) => candidate.version === due.version);
      const pdf = await store.pdf(due.quotationId, due.version);
      // Erased with its enquiry between the claim and now: nothing is left to send (the row went with it).
      if (!record || !version || !pdf) return false;
      const language = version.language === 'en' ? 'en' : 'mn';
      const url = `${origin}${links.buyerLinkPath(record.quotation, language)}`;
      await sender.send(quotationEmail(record, version, { i18n, url, pdf }));
    } catch (err) {
      const attempts = due.attempts + 1;
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await store.mail.markFailed(due.id, describeError(err), retryAt);
      log.warn({ ...ids, attempts, ...errorCodes(err), retryAt: retryAt.toISOString() }, 'quotation e-mail failed');
      return false;
    }
    await store.mail.markSent(due.id, clock.now());
    log.info(ids, 'quotation e-mail sent');
    return true;
  }

  async function run() {
    let sent = 0;
    let failed = 0;
    for (let n = 0; mailer && n < BATCH_SIZE; n += 1) {
      const now = clock.now();
      const due = await store.mail.claimDue(now, new Date(now.getTime() + deps.claimMs));
      if (!due) break;
      if (await deliver(mailer, due)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  return periodicJob({ run, intervalMs: deps.intervalMs, log, name: 'quotation-mail' });
}

export type QuotationMailJob = ReturnType<typeof createQuotationMailJob>;
