import { createServer, type Server } from 'node:http';
import type { i18n as I18n } from 'i18next';
import { createApp } from './app.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { trackConnections, type ConnectionDrain } from './connection-drain.ts';
import { LISTEN_BACKLOG, limitConnections, refusalLog, serverOptions } from './connection-limits.ts';
import { createRatesService } from './services/rates-service.ts';
import { systemClock } from './clock.ts';
import { loadConfig, type Config } from './config.ts';
import { resolveCsrfSecret } from './csrf-secret.ts';
import { createI18n } from './i18n.ts';
import { openSiteContent } from './content/site-content.ts';
import { createLogger, type Logger } from './logger.ts';
import { metricCounts } from './metrics/metric-counts.ts';
import { createMetricsServer, listenForMetrics } from './metrics/metrics-server.ts';
import { createMetrics, type SiteMetrics } from './metrics/site-metrics.ts';
import { instrumentStore } from './metrics/store-metrics.ts';
import { acknowledgementComposer, type AcknowledgementComposer } from './services/acknowledgement-composer.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { readVideosFile } from './services/video-catalogue.ts';
import { createNotificationOutbox, type NotificationOutbox } from './services/notification-outbox.ts';
import { newsletterLinks } from './services/newsletter-mail.ts';
import { createNewsletterOutbox, type NewsletterOutbox } from './services/newsletter-outbox.ts';
import { createAccountMail, type AccountMail } from './services/account-mail.ts';
import { accountTokens } from './admin/account-tokens.ts';
import { buyerLinks } from './quotations/buyer-link.ts';
import { createQuotationMailJob, type QuotationMailJob } from './quotations/quotation-mail-job.ts';
import {
  createWeeklySummaryJob,
  WEEKLY_SUMMARY_INTERVAL_MS,
  type WeeklySummaryJob,
} from './stats/weekly-summary-job.ts';
import { newsletterTokens, resolveNewsletterSecret } from './services/newsletter-tokens.ts';
import { createDevelopmentRuntime, createProductionRuntime, type SsrRuntime } from './render/ssr-runtime.ts';
import { readProductsFile } from './storage/product-file.ts';
import type { ProductCatalogue } from './content/product-catalogue.ts';
import { openStore } from './storage/open-store.ts';
import { exitOnStartupError } from './startup-error.ts';
import type { Store } from './storage/store.ts';
import { createRetentionJob, type RetentionJob } from './services/retention-job.ts';
import { createMediaSweepJob, type MediaSweepJob } from './media/media-sweep-job.ts';
import { createWebhookJob, webhookUserAgent, type WebhookJob } from './webhook/webhook-job.ts';
import { webhookCounts } from './webhook/webhook-metrics.ts';

/** What main() starts after the store, and shutdown stops before closing it. */
interface Runtime {
  ssr?: SsrRuntime;
  outbox?: NotificationOutbox;
  mailer?: Mailer;
  /** The newsletter's confirmation e-mails and its deletion of unconfirmed sign-ups. */
  newsletter?: NewsletterOutbox;
  newsletterMailer?: Mailer;
  /** The office accounts' invitations and password resets. */
  accountMail?: AccountMail;
  accountMailer?: Mailer;
  /** The quotations' e-mails to buyers, each version's PDF attached. */
  quotationMail?: QuotationMailJob;
  quotationMailer?: Mailer;
  /** The webhook's events to the CRM (WEBHOOK_URL). */
  webhook?: WebhookJob;
  /** The office's weekly summary e-mails. */
  weeklySummary?: WeeklySummaryJob;
  weeklySummaryMailer?: Mailer;
  /** Anonymises enquiries past their retention period (docs/privacy.md, "Retention"). */
  retention?: RetentionJob;
  /** Removes the photos' files nothing holds any more. */
  mediaSweep?: MediaSweepJob;
}

// Under Docker's default 10 s grace period, so our own forced close runs before its SIGKILL.
const SHUTDOWN_DEADLINE_MS = 8_000;
// A notification being sent when we stop may take this long to finish; unfinished, it is simply sent again.
const OUTBOX_STOP_WAIT_MS = 3_000;
// While draining, a connection idle this long is closed from our side; a busy keep-alive client has
// sent its next request long before, and is answered with Connection: close. A client held up for a second (a
// pause of its own on a loaded machine) may still send on a connection it holds, and closing it then fails that
// request: 1 s was too short on a busy two-core machine.
const IDLE_CONNECTION_GRACE_MS = 2_500;

// Each start-up step that reads what the operator set or supplied stops the process with exit 78 and a message
// naming the setting or file when it cannot be used (see StartupError): a bad variable, a database that cannot be
// opened or reached (never showing a password), a catalogue entry that does not validate (docs/architecture.md §8:
// checked before anything listens).
function readConfig(): Readonly<Config> {
  const isDevFlag = process.argv.includes('--dev');
  return loadConfig({ ...process.env, NODE_ENV: isDevFlag ? 'development' : process.env.NODE_ENV });
}

function openConfiguredStore(config: Readonly<Config>, logger: Logger): Promise<Store> {
  return openStore(config, {
    onIdleError: (err) => logger.warn({ code: (err as { code?: unknown }).code }, 'idle database connection lost'),
  });
}

async function main(): Promise<void> {
  const config = await exitOnStartupError(readConfig);
  const products = await exitOnStartupError(readProductsFile);
  const videos = await exitOnStartupError(readVideosFile);
  const logger = createLogger(config);
  // Node's own metrics too (event-loop lag, heap, GC): one app per process here.
  const metrics = createMetrics({ processMetrics: true });
  const store = await exitOnStartupError(() => openConfiguredStore(config, logger));
  const rates = createRatesService({ config: config.rates, dataDir: config.dataDir, clock: systemClock, logger });
  const httpServer = createServer(serverOptions(config.connections));
  const counter = refusalLog(logger, 'connections');
  limitConnections(httpServer, config.connections, { byAddress: !config.trustProxy, counter });
  const connections = trackConnections(httpServer, IDLE_CONNECTION_GRACE_MS);
  const runtime: Runtime = {};
  const lifecycle = createLifecycle();
  installShutdown({ httpServer, connections, store, runtime, logger, lifecycle });

  const ssr = config.env === 'development' ? await createDevelopmentRuntime(httpServer) : createProductionRuntime();
  runtime.ssr = ssr;
  if (!ssr.assets.isReady()) logger.warn('client build missing: run "npm run build" before "npm start"');
  // Imported before anything listens: the first import takes a quarter of a second of the one thread, which
  // the first visitor, and everyone asking meanwhile, would otherwise wait for.
  else if (config.env !== 'development') await ssr.loadEntry();

  const i18n = await createI18n();
  const { catalogue, texts, company, productCatalogue, collections, pageSeo } = await openSiteContent({
    i18n,
    content: store.content,
    site: config.site,
    products,
    videos,
    logger,
  });
  const newsletterSecret = await resolveNewsletterSecret({
    configured: config.newsletterSecret,
    store,
    clock: systemClock,
  });
  const csrfSecret = await resolveCsrfSecret({
    configured: config.csrfSecret,
    dataDir: config.dataDir,
    store,
    clock: systemClock,
  });
  const app = createApp({
    config,
    logger,
    clock: systemClock,
    store,
    i18n,
    catalogue,
    texts,
    company,
    ssr,
    csrfSecret,
    newsletterSecret,
    productCatalogue,
    collections,
    pageSeo,
    rates,
    lifecycle,
    metrics,
    sendAccountMail: () =>
      void runtime.accountMail?.runOnce().catch((err: unknown) => logger.error({ err }, 'account-mail run failed')),
    sendQuotationMail: () =>
      void runtime.quotationMail?.runOnce().catch((err: unknown) => logger.error({ err }, 'quotation-mail run failed')),
    sendWebhook: () =>
      void runtime.webhook?.runOnce().catch((err: unknown) => logger.error({ err }, 'webhook run failed')),
  });
  await startMetricsListener(config, metrics, logger);
  httpServer.on('request', app);
  httpServer.listen(config.port, config.host, LISTEN_BACKLOG, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const { engine, schemaVersion } = store;
    logger.info({ port, host: config.host, env: config.env, engine, schemaVersion }, 'server listening');
    const timedStore = instrumentStore(store, metricCounts(metrics).query);
    const acknowledgement = acknowledgementComposer({ i18n, company, publicUrl: config.publicUrl });
    startOutbox(config, timedStore, logger, runtime, acknowledgement);
    runtime.retention = createRetentionJob({ store: timedStore, config: config.retention, clock: systemClock, logger });
    runtime.retention.start();
    runtime.mediaSweep = createMediaSweepJob({
      content: timedStore.content,
      files: timedStore.mediaFiles,
      clock: systemClock,
      logger,
    });
    runtime.mediaSweep.start();
    startNewsletter({ config, store: timedStore, logger, runtime, i18n, secret: newsletterSecret });
    startAccountMail({ config, store: timedStore, logger, runtime, i18n, secret: csrfSecret });
    startQuotationMail({ config, store: timedStore, logger, runtime, i18n, secret: csrfSecret });
    startWebhook({ config, store: timedStore, logger, runtime, metrics });
    startWeeklySummary({ config, store: timedStore, logger, runtime, i18n, productCatalogue });
    rates.current(); // starts today's fetch unless DATA_DIR already holds today's figures (never throws)
  });
}

// GET /metrics on METRICS_PORT of HOST, apart from the public listener; none unless METRICS_PORT is set.
async function startMetricsListener(config: Readonly<Config>, metrics: SiteMetrics, logger: Logger): Promise<void> {
  if (config.metricsPort === undefined) return;
  const server = createMetricsServer({ registry: metrics.registry, logger });
  const where = { port: config.metricsPort, host: config.host };
  const port = await exitOnStartupError(() => listenForMetrics(server, where));
  logger.info({ port, host: config.host }, 'metrics listening');
}

// The office is e-mailed about each enquiry only when SMTP_URL and NOTIFY_TO are both set; its sender then gets
// an acknowledgement from the same outbox.
function startOutbox(
  config: Readonly<Config>,
  store: Store,
  logger: Logger,
  runtime: Runtime,
  acknowledgement: AcknowledgementComposer,
): void {
  if (!config.notify) {
    logger.info('office e-mail notification off: set SMTP_URL and NOTIFY_TO to turn it on');
    return;
  }
  runtime.mailer = createMailer({ smtpUrl: config.notify.smtpUrl, from: config.notify.from });
  runtime.outbox = createNotificationOutbox({
    store: store.enquiries,
    mailer: runtime.mailer,
    clock: systemClock,
    logger,
    to: config.notify.to,
    acknowledgement,
    intervalMs: config.outboxIntervalMs,
    claimMs: config.outboxClaimMs,
    attachments: store.attachments,
  });
  runtime.outbox.start();
  logger.info({ intervalMs: config.outboxIntervalMs, claimMs: config.outboxClaimMs }, 'office e-mail notification on');
}

/** What each e-mail job of every replica is started with. */
interface MailJobDeps {
  config: Readonly<Config>;
  store: Store;
  logger: Logger;
  runtime: Runtime;
  i18n: I18n;
}

// The newsletter's job runs on every replica, with or without SMTP_URL: unconfirmed sign-ups are deleted after 7
// days either way; without it their confirmation e-mails wait (docs/privacy.md, "Confirmation e-mail").
function startNewsletter(deps: MailJobDeps & { secret: string }): void {
  const { config, store, logger, runtime, i18n, secret } = deps;
  if (config.mail) runtime.newsletterMailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  else logger.info('newsletter confirmation e-mails wait: set SMTP_URL to send them');
  runtime.newsletter = createNewsletterOutbox({
    store: store.newsletter,
    mailer: runtime.newsletterMailer,
    clock: systemClock,
    logger,
    i18n,
    links: newsletterLinks(config.publicUrl, newsletterTokens(secret)),
    intervalMs: config.outboxIntervalMs,
    claimMs: config.outboxClaimMs,
  });
  runtime.newsletter.start();
}

// The office accounts' e-mails, on every replica: without SMTP_URL the accounts page shows the invitations' links
// to pass on by hand (docs/operations.md, "Office accounts").
function startAccountMail(deps: MailJobDeps & { secret: string }): void {
  const { config, store, logger, runtime, i18n, secret } = deps;
  if (config.mail) runtime.accountMailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  runtime.accountMail = createAccountMail({
    store: store.admin,
    mailer: runtime.accountMailer,
    clock: systemClock,
    logger,
    i18n,
    tokens: accountTokens(secret),
    origin: new URL(config.publicUrl).origin,
    intervalMs: config.outboxIntervalMs,
    claimMs: config.outboxClaimMs,
  });
  runtime.accountMail.start();
}

// The buyers' quotation e-mails, on every replica: without SMTP_URL they wait in their outbox until it is set
// (docs/operations.md, "Quotation e-mails"). Their links are signed with the secret the buyer's page checks.
function startQuotationMail(deps: MailJobDeps & { secret: string }): void {
  const { config, store, logger, runtime, i18n, secret } = deps;
  if (config.mail) runtime.quotationMailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  runtime.quotationMail = createQuotationMailJob({
    store: store.quotations,
    mailer: runtime.quotationMailer,
    clock: systemClock,
    logger,
    i18n,
    links: buyerLinks(secret),
    origin: new URL(config.publicUrl).origin,
    intervalMs: config.outboxIntervalMs,
    claimMs: config.outboxClaimMs,
  });
  runtime.quotationMail.start();
}

// The office's weekly summaries, on every replica, hourly: without SMTP_URL they wait in their outbox, a week at
// most (docs/operations.md, "Weekly summary"). Products are named as the catalogue the site shows names them.
function startWeeklySummary(deps: MailJobDeps & { productCatalogue: ProductCatalogue }): void {
  const { config, store, logger, runtime, i18n, productCatalogue } = deps;
  if (config.mail) runtime.weeklySummaryMailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  runtime.weeklySummary = createWeeklySummaryJob({
    store,
    mailer: runtime.weeklySummaryMailer,
    clock: systemClock,
    logger,
    i18n,
    productName: (slug, language) => productCatalogue.service.findBySlug(slug, language)?.name,
    origin: new URL(config.publicUrl).origin,
    intervalMs: WEEKLY_SUMMARY_INTERVAL_MS,
    claimMs: config.outboxClaimMs,
  });
  runtime.weeklySummary.start();
}

// The webhook's events to the CRM, on every replica while WEBHOOK_URL is set (docs/webhook.md); without it the
// stores queue none.
function startWebhook(deps: {
  config: Readonly<Config>;
  store: Store;
  logger: Logger;
  runtime: Runtime;
  metrics: SiteMetrics;
}): void {
  const { config, store, logger, runtime, metrics } = deps;
  if (!config.webhook) return;
  runtime.webhook = createWebhookJob({
    deliveries: store.webhook,
    webhook: config.webhook,
    userAgent: webhookUserAgent(config.publicUrl),
    clock: systemClock,
    logger,
    counts: webhookCounts(metrics),
    intervalMs: config.outboxIntervalMs,
    claimMs: config.outboxClaimMs,
  });
  runtime.webhook.start();
  logger.info({ host: new URL(config.webhook.url).host }, 'webhook on');
}

async function stopOutbox(runtime: Runtime): Promise<void> {
  const jobs = [runtime.outbox, runtime.newsletter, runtime.accountMail, runtime.quotationMail, runtime.weeklySummary];
  if (jobs.every((job) => !job)) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, OUTBOX_STOP_WAIT_MS);
  });
  const stopped = jobs.map((job) => job?.stop());
  await Promise.race([Promise.all(stopped), waited]);
  clearTimeout(timer);
  runtime.mailer?.close();
  runtime.newsletterMailer?.close();
  runtime.accountMailer?.close();
  runtime.quotationMailer?.close();
  runtime.weeklySummaryMailer?.close();
}

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the store, exit; never past 10 s.
// Fatal errors take the same path with a non-zero code.
interface ShutdownDeps {
  httpServer: Server;
  connections: ConnectionDrain;
  store: Store;
  runtime: Runtime;
  logger: Logger;
  lifecycle: Lifecycle;
}

function installShutdown({ httpServer, connections, store, runtime, logger, lifecycle }: ShutdownDeps) {
  let stopping = false;
  const shutdown = (code: number, reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    // Not ready from now on, and every response closes its connection: keep-alive clients let go after the
    // request they are waiting for.
    lifecycle.startDraining();
    const deadline = setTimeout(() => {
      logger.error('shutdown deadline passed: closing open connections');
      httpServer.closeAllConnections();
      process.exit(code || 1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Stopped at once, while requests drain, and awaited before the store closes: it may be recording a send.
    const outboxStopped = stopOutbox(runtime);
    const finish = () => {
      void Promise.allSettled([
        runtime.ssr?.close(),
        outboxStopped,
        runtime.retention?.stop(),
        runtime.mediaSweep?.stop(),
      ])
        .then(() => lifecycle.finishWork())
        .then(() => store.close())
        .catch((err: unknown) => logger.error({ err }, 'closing the store failed'))
        .finally(() => {
          logger.info('shutdown complete');
          logger.flush();
          process.exit(code);
        });
    };
    // Connections are still taken while clients keep coming (a reverse proxy polling /readyz sees 503 from the
    // first moment and sends new requests elsewhere); every answer carries Connection: close. Connections left
    // idle are closed once they have stayed idle a while; the listener closes once none is open and none has
    // come for a moment, and the process exits when the last one has gone.
    if (httpServer.listening) connections.close(finish);
    else finish();
  };
  process.on('SIGTERM', () => shutdown(0, 'SIGTERM'));
  process.on('SIGINT', () => shutdown(0, 'SIGINT'));
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'unhandled rejection');
    shutdown(1, 'unhandledRejection');
  });
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    shutdown(1, 'uncaughtException');
  });
}

await main();
