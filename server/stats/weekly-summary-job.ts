import type { i18n as I18n } from 'i18next';
import type { Language } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import { ADMIN_PATHS } from '../admin/admin-paths.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../services/mailer.ts';
import { describeError, errorCodes, retryDelayMs } from '../services/notification-outbox.ts';
import { periodicJob } from '../services/periodic-job.ts';
import type { AdminStore } from '../storage/admin-store.ts';
import type { PeriodFigures, SiteStats } from '../storage/site-stats.ts';
import { receivesWeeklySummary, type DueSummary, type SummaryMail } from '../storage/summary-mail.ts';
import { weeklySummaryEmail } from './weekly-summary-email.ts';
import { dueSummaryWeek, summaryWeek } from './weekly-summary-week.ts';

// The office's weekly summaries on every replica (docs/operations.md, "Weekly summary"): each run drops the
// summaries a week late, queues the week's for every account that asked for one once the week has turned (one row
// per account and week, whichever replica writes it), then sends what is due, each claimed by one replica at a time
// and retried with the outboxes' back-off; without SMTP_URL they wait. The log names a summary by ids, never by an
// address.

/** Hourly: the week turns at 08:00 on Monday, and a summary an hour later is as good. */
export const WEEKLY_SUMMARY_INTERVAL_MS = 60 * 60 * 1000;
const BATCH_SIZE = 50;
/** The week before's products, every one of them: any of the week's top five is compared with its own views. */
const EVERY_PRODUCT = 10_000;

interface WeeklySummaryDeps {
  store: {
    admin: Pick<AdminStore, 'findUserById' | keyof SummaryMail>;
    siteStats: Pick<SiteStats, 'figures'>;
  };
  /** SMTP_URL's mailer; undefined without one: the summaries wait until it is set (or are dropped, a week late). */
  mailer: Mailer | undefined;
  clock: Clock;
  logger: Logger;
  i18n: I18n;
  /** A product's name in `language` by its slug, from the catalogue the site shows. */
  productName: (slug: string, language: Language) => string | undefined;
  /** The site's public origin, which the links open. */
  origin: string;
  intervalMs: number;
  claimMs: number;
}

export function createWeeklySummaryJob(deps: WeeklySummaryDeps) {
  const { store, mailer, clock, logger, i18n, origin } = deps;
  const log = logger.child({ module: 'weekly-summary' });

  /** The figures of each week sent in this run, read once for all its accounts. */
  function weekFigures() {
    const read = new Map<string, Promise<{ week: PeriodFigures; before: PeriodFigures }>>();
    return (monday: string) => {
      let figures = read.get(monday);
      if (!figures) {
        const { from, to, before } = summaryWeek(monday);
        figures = Promise.all([
          store.siteStats.figures(from, to, EVERY_PRODUCT),
          store.siteStats.figures(before.from, before.to, EVERY_PRODUCT),
        ]).then(([week, previous]) => ({ week, before: previous }));
        read.set(monday, figures);
      }
      return figures;
    };
  }

  async function deliver(sender: Mailer, due: DueSummary, figuresOf: ReturnType<typeof weekFigures>) {
    const ids = { mailId: due.id, userId: due.userId, week: due.week };
    const account = await store.admin.findUserById(due.userId);
    // Stopped, disabled or no longer allowed the statistics since it was queued: nothing is sent.
    if (!account?.email || !receivesWeeklySummary(account)) {
      await store.admin.dropSummary(due.id);
      log.info(ids, 'weekly summary no longer wanted');
      return false;
    }
    const { language } = account;
    const week = summaryWeek(due.week);
    try {
      const message = weeklySummaryEmail(
        {
          to: account.email,
          language,
          week,
          figures: await figuresOf(due.week),
          productName: (slug) => deps.productName(slug, language) ?? slug,
          statsUrl: `${origin}${localizePath(`${ADMIN_PATHS[0]}/stats`, language)}?from=${week.from}&to=${week.to}`,
          accountUrl: `${origin}${localizePath(`${ADMIN_PATHS[0]}/account`, language)}`,
        },
        i18n,
      );
      await sender.send(message);
    } catch (err) {
      const attempts = due.attempts + 1;
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await store.admin.markSummaryFailed(due.id, describeError(err), retryAt);
      log.warn({ ...ids, attempts, ...errorCodes(err), retryAt: retryAt.toISOString() }, 'weekly summary failed');
      return false;
    }
    await store.admin.markSummarySent(due.id, clock.now());
    log.info(ids, 'weekly summary sent');
    return true;
  }

  async function run(signal: AbortSignal) {
    const now = clock.now();
    const week = dueSummaryWeek(now);
    const dropped = await store.admin.dropSummariesBefore(week.week);
    if (dropped > 0) log.warn({ dropped, week: week.week }, 'weekly summaries a week late dropped unsent');
    const queued = week.isQueued ? await store.admin.queueWeeklySummaries(week.week, now) : 0;
    const figuresOf = weekFigures();
    let sent = 0;
    for (let n = 0; mailer && !signal.aborted && n < BATCH_SIZE; n += 1) {
      const at = clock.now();
      const due = await store.admin.claimDueSummary(at, new Date(at.getTime() + deps.claimMs));
      if (!due) break;
      if (await deliver(mailer, due, figuresOf)) sent += 1;
    }
    return { queued, sent, dropped };
  }

  return periodicJob({ run, intervalMs: deps.intervalMs, log, name: 'weekly-summary' });
}

export type WeeklySummaryJob = ReturnType<typeof createWeeklySummaryJob>;
