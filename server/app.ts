import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request } from 'express';
import type { i18n as I18n } from 'i18next';
import { ADMIN_PATHS } from './admin/admin-paths.ts';
import { adminApp } from './admin/admin-app.ts';
import type { Clock } from './clock.ts';
import type { SiteTexts } from './content/site-texts.ts';
import type { CompanyLinksSource } from './content/company-links.ts';
import type { TextCatalogue } from './content/text-catalogue.ts';
import { draftPreview, previewCompany, previewCollections } from './content/draft-preview.ts';
import { collectionReadings } from './content/collection-readings.ts';
import { sessionCookieName } from './admin/admin-session.ts';
import type { Config } from './config.ts';
import { NotFoundError } from './errors.ts';
import type { Logger } from './logger.ts';
import { createCsrf, sameOriginForms } from './middleware/csrf.ts';
import { errorHandler } from './middleware/error-handler.ts';
import type { RenderMessage } from './middleware/form-post.ts';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import { isLanguage } from '#shared/language-link.ts';
import { languageDetection, languageRedirects } from './middleware/language.ts';
import { sameSiteRedirects } from './middleware/same-site-redirects.ts';
import { requestLog } from './middleware/request-log.ts';
import { createContentSecurityPolicy } from './middleware/content-security-policy.ts';
import { securityHeaderList, securityHeaders } from './middleware/security-headers.ts';
import { limitRequestsPerClient, refusalLog } from './connection-limits.ts';
import { closeConnectionsWhenDraining, createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createPageRenderer } from './render/render-page.ts';
import type { SsrRuntime } from './render/ssr-runtime.ts';
import { WEB_FONTS_SCRIPT_HASH } from './render/web-fonts-script.ts';
import { contactRoutes, countRefusedEnquiries, ENQUIRY_PATHS } from './routes/contact-routes.ts';
import { cspReportRoutes } from './routes/csp-report-routes.ts';
import { mediaFileRoutes } from './routes/media-file-routes.ts';
import { createDatasheets } from './datasheets/datasheets.ts';
import { datasheetFileRoutes } from './datasheets/datasheet-file-routes.ts';
import { createMediaLibrary } from './media/media-library.ts';
import { createMediaProcessor, type MediaProcessor } from './media/media-processor.ts';
import { createReadinessCheck, healthRoutes } from './routes/health-routes.ts';
import { metricCounts } from './metrics/metric-counts.ts';
import { createRequestMetrics } from './metrics/request-metrics.ts';
import { createMetrics, type SiteMetrics } from './metrics/site-metrics.ts';
import { watchSiteState } from './metrics/state-gauges.ts';
import { instrumentStore } from './metrics/store-metrics.ts';
import { cachedPages, pageRoutes } from './routes/page-routes.ts';
import { collectionRoutes } from './routes/collection-routes.ts';
import { oldAddressRedirects } from './routes/old-address-redirects.ts';
import { pageViewCounter } from './stats/page-view-counter.ts';
import { createRedirects } from './content/redirects.ts';
import { scheduleTargets } from './admin/schedule-targets.ts';
import { createScheduleRunner } from './services/schedule-runner.ts';
import { productsRoutes } from './routes/products-routes.ts';
import { ratesRoutes } from './routes/rates-routes.ts';
import { seoRoutes } from './routes/seo-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import type { RatesSource } from './services/rates-service.ts';
import { createEnquiryService } from './services/enquiry-service.ts';
import type { Collections } from './content/collections.ts';
import type { PageSeoSource } from './content/page-seo.ts';
import type { ProductCatalogue } from './content/product-catalogue.ts';
import { createSubscriptionService } from './services/subscription-service.ts';
import { newsletterLinks } from './services/newsletter-mail.ts';
import { newsletterTokens } from './services/newsletter-tokens.ts';
import { newsletterRoutes, oneClickUnsubscribeRoutes } from './routes/newsletter-routes.ts';
import { quotationBuyerRoutes } from './routes/quotation-buyer-routes.ts';
import { buyerLinks } from './quotations/buyer-link.ts';
import { createBuyerQuotations } from './quotations/buyer-quotations.ts';
import { createRateLimitStore } from './storage/rate-limit-store.ts';
import { createStorageHealth } from './storage/storage-faults.ts';
import type { Store } from './storage/store.ts';
import { webhookEvents } from './webhook/webhook-events.ts';
import { watchWebhookQueue } from './webhook/webhook-metrics.ts';
import { reportingToWebhook } from './webhook/webhook-store.ts';

export interface AppDeps {
  config: Readonly<Config>;
  logger: Logger;
  clock: Clock;
  store: Store;
  i18n: I18n;
  /** The site's texts: shipped, and shown with the office's edits (index.ts: createSiteTexts over `i18n`). */
  catalogue: TextCatalogue;
  texts: SiteTexts;
  /** The company's links, shipped and as the office published them (index.ts: createCompanyLinks). */
  company: CompanyLinksSource;
  ssr: SsrRuntime;
  csrfSecret: string;
  /** Signs the newsletter's links and hashes unsubscribed addresses (index.ts: resolveNewsletterSecret). */
  newsletterSecret: string;
  /** The catalogue: the shipped products with the office's edits (index.ts: openSiteContent). */
  productCatalogue: ProductCatalogue;
  /** The site's lists (team, testimonials): shipped items with the office's edits. */
  collections: Collections;
  /** The SEO records of the site's pages that are no item's (index.ts: openSiteContent). */
  pageSeo: PageSeoSource;
  /** The ticker's figures: index.ts passes createRatesService(...); tests pass fixedRates() or their own. */
  rates: RatesSource;
  /** Answers a form posted without script; defaults to the page renderer's. */
  renderMessage?: RenderMessage;
  /** Draining for a shutdown (index.ts); tests pass their own or none. */
  lifecycle?: Lifecycle;
  /** Where the app counts (index.ts serves it on METRICS_PORT); by default a registry of its own, unread. */
  metrics?: SiteMetrics;
  /** Processes the office's photo uploads off the request thread; by default a worker of its own. */
  mediaProcessor?: MediaProcessor;
  /** Sends the office accounts' e-mails due now (index.ts: the accounts' outbox); else they wait for its next run. */
  sendAccountMail?: () => void;
  /** Sends the buyers' quotation e-mails due now (index.ts: the quotations' outbox); else they wait for its next run. */
  sendQuotationMail?: () => void;
  /** Delivers the webhook's events due now (index.ts: the webhook's job); else they wait for its next run. */
  sendWebhook?: () => void;
}

// Builds the Express app from injected dependencies; tests build it with fakes, without a network.
export function createApp(deps: AppDeps): Express {
  const { config, logger, clock, i18n, ssr, csrfSecret, rates, lifecycle = createLifecycle() } = deps;
  const metrics = deps.metrics ?? createMetrics();
  const counts = metricCounts(metrics);
  // Every query the app makes is timed (site_db_query_duration_seconds); while WEBHOOK_URL is set, each write the
  // CRM is told of queues its event (docs/webhook.md).
  const webhook = config.webhook ? webhookEvents({ publicUrl: config.publicUrl }) : undefined;
  const store = instrumentStore(reportingToWebhook(deps.store, webhook), counts.query);
  const { catalogue, texts, company, productCatalogue, collections, pageSeo } = deps;
  // The lists a request shows: an editor's preview (draft-preview.ts), else the published ones; which it read is
  // noted, so that a publish in a list drops only the kept pages showing it.
  const readings = collectionReadings();
  const listsFor = (req: Request) => readings.view(req, previewCollections(req) ?? collections.view());
  const products = productCatalogue.service;
  const csrf = createCsrf({ secret: csrfSecret, secure: config.cookieSecure });
  const contentSecurityPolicy = createContentSecurityPolicy({
    isHttps: config.isHttps,
    isDev: config.env === 'development',
    inlineScriptHashes: [WEB_FONTS_SCRIPT_HASH],
  });
  // The public pages' views (docs/privacy.md, "Page-view statistics"): counted as each page is sent, in memory, and
  // added to the store every few seconds.
  const pageViews = pageViewCounter({
    views: store.pageViews,
    clock,
    lifecycle,
    logger: logger.child({ module: 'page-views' }),
    publicUrl: config.publicUrl,
    counts: counts.pageViews,
  });
  const renderer = createPageRenderer({
    ssr,
    site: config.site,
    contentSecurityPolicy,
    rates,
    clock,
    renderTimeoutMs: config.renderTimeoutMs,
    keepsPages: config.env !== 'development',
    cacheCounts: counts.pageCache,
    // An editor's preview shows the company's draft (draft-preview.ts), anyone else the published details.
    companyLinks: (req) => previewCompany(req) ?? company.current(),
    lists: listsFor,
    listsRead: readings.of,
    countView: pageViews.count,
  });
  const renderMessage = deps.renderMessage ?? renderer.sendMessagePage;
  // A published edit drops every kept page: the next visitor of each gets it rendered with the new text.
  texts.onChanged(renderer.contentChanged);
  company.onChanged(renderer.contentChanged);
  pageSeo.onChanged(renderer.contentChanged);
  // A product's publish drops only the pages that show products.
  productCatalogue.onChanged(renderer.productsChanged);
  // A publish in a list drops the kept pages that show it (the services: every page, through the menu).
  collections.onChanged(renderer.listsChanged);
  // The products' datasheets (docs/content.md, "Datasheets"): a change drops the kept pages showing products.
  const datasheets = createDatasheets({
    content: store.content,
    files: store.mediaFiles,
    clock,
    logger: logger.child({ module: 'datasheets' }),
  });
  datasheets.onChanged(renderer.productsChanged);
  const storageHealth = createStorageHealth();
  // The newsletter (docs/privacy.md, "Newsletter"): sign-ups confirmed by a signed link, one-click unsubscribe.
  const tokens = newsletterTokens(deps.newsletterSecret);
  const subscriptions = createSubscriptionService({ store: store.newsletter, clock, tokens });
  // The office's photos (docs/photos.md, "Photos"): records in the content store, files in the media store.
  const media = createMediaLibrary({
    content: store.content,
    files: store.mediaFiles,
    processor: deps.mediaProcessor ?? createMediaProcessor(),
    clock,
    log: logger.child({ module: 'media' }),
  });
  // The office's redirects (docs/content.md, "Redirects"): followed from memory, their hits counted there and added
  // to the store every few seconds.
  const redirects = createRedirects({ content: store.content, logger: logger.child({ module: 'redirects' }) });
  const followed = oldAddressRedirects({ redirects, hits: store.redirectHits, clock, lifecycle, logger });
  // The office's scheduled publishes and hides (docs/content.md, "Scheduling"): run by every replica, each once.
  const targets = scheduleTargets({
    catalogue,
    texts,
    company,
    productCatalogue,
    collections,
    pageSeo,
    content: store.content,
    clock,
  });
  if (config.scheduleIntervalMs > 0) {
    const audit = store.audit;
    const intervalMs = config.scheduleIntervalMs;
    const runner = createScheduleRunner({
      schedules: store.schedules,
      targets,
      audit,
      clock,
      logger,
      lifecycle,
      intervalMs,
    });
    runner.start();
    // A schedule being run when the process stops is finished (or left claimed, to be taken again) before the store
    // closes.
    lifecycle.beforeStoreCloses(() => runner.stop());
  }
  const readiness = createReadinessCheck({ store, ssr, lifecycle, storageHealth });
  watchSiteState(metrics, {
    clock,
    logger,
    dataDir: config.dataDir,
    pageCacheBytes: renderer.cachedBytes,
    unsentNotifications: () => store.enquiries.unsentNotifications(),
    ...(rates.status ? { rates: rates.status } : {}),
    isReady: async () => (await readiness()).ready,
  });
  watchWebhookQueue(metrics, { waiting: () => store.webhook.waiting(), logger });

  const app = express();
  app.disable('x-powered-by');
  // Behind the proxy, one hop: the client is the address the proxy itself saw (the last X-Forwarded-For entry), so
  // one a client writes into its own request's header is never taken for its address.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  // Without the proxy, index.ts caps the connections per address as they arrive.
  if (config.trustProxy) app.use(limitRequestsPerClient(config.connections, refusalLog(logger, 'requests')));

  app.use(requestLog(logger, createRequestMetrics(metrics)), closeConnectionsWhenDraining(lifecycle));
  sameSiteRedirects(app);
  const security = { isHttps: config.isHttps, contentSecurityPolicy };
  // A kept page at once, with the security headers of every answer (docs/operations.md, "Memory and throughput").
  app.use(cachedPages({ renderer, securityHeaders: securityHeaderList(security) }));
  app.use(securityHeaders(security));
  // With the pages' security headers, as every answer.
  app.use(healthRoutes({ store, ssr, lifecycle, storageHealth }));
  // Violation reports: before the cookies, sessions and CSRF check (browsers send no token; nothing is changed).
  app.use(cspReportRoutes({ counts: counts.cspReports }));
  // Uploaded photos' files: no cookie, session or language applies to them.
  app.use(mediaFileRoutes({ files: store.mediaFiles }));
  app.use(datasheetFileRoutes({ datasheets, files: store.mediaFiles }));
  // The office inbox, in each language: a sub-app of its own, ahead of the public cookies, page cache and checks.
  app.use(
    [...ADMIN_PATHS],
    adminApp({
      store,
      clock,
      i18n,
      catalogue,
      texts,
      company,
      productCatalogue,
      collections,
      pageSeo,
      ssr,
      secure: config.cookieSecure,
      publicOrigin: new URL(config.publicUrl).origin,
      csrfSecret,
      passwordCost: config.passwordCost,
      storageHealth,
      signInCounts: counts.signIn,
      media,
      datasheets,
      newsletterLinks: newsletterLinks(config.publicUrl, tokens),
      suppressionHash: tokens.suppressionHash,
      redirects: { list: redirects, hits: store.redirectHits, counter: followed.counter },
      schedules: { store: store.schedules, targets },
      presenceHeartbeatMs: config.presenceHeartbeatMs,
      accountMail: { isOn: config.mail !== undefined, sendNow: deps.sendAccountMail },
      quotations: { rates, vatPercent: config.quotationVatPercent, sendMailNow: deps.sendQuotationMail },
      webhook: { host: config.webhook && new URL(config.webhook.url).host, sendNow: deps.sendWebhook },
    }),
  );
  app.use(cookieParser());
  app.use(compression());
  app.use(
    seoRoutes({
      origin: config.publicUrl,
      products,
      lists: collections.view,
      published: { products: productCatalogue, collections, pageSeo, texts },
    }),
  );
  for (const handler of ssr.middleware) app.use(handler);

  app.use(languageRedirects({ secure: config.cookieSecure }), languageDetection(i18n));
  app.use(
    draftPreview({
      admin: store.admin,
      content: store.content,
      catalogue,
      productCatalogue,
      collections,
      pageSeo,
      clock,
      sessionCookie: sessionCookieName(config.cookieSecure),
    }),
  );
  // Before the session and CSRF middleware: a publicly cacheable answer must not set a cookie.
  app.use(ratesRoutes({ rates, clock }));
  // RFC 8058's one-click unsubscribe comes with no cookie or token: before the session and CSRF middleware, so
  // they skip exactly this route (its signed link is the proof; newsletter-routes.ts).
  app.use(oneClickUnsubscribeRoutes({ subscriptions, renderMessage }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(express.json({ limit: config.bodyLimit }));
  // The buyer's quotation page (docs/privacy.md, "Quotations"): its signed link is the proof that the buyer acts, so
  // it comes before the sessions and the same-origin check (quotation-buyer-routes.ts says why), and never kept.
  app.use(
    quotationBuyerRoutes({
      buyers: createBuyerQuotations({
        quotations: store.quotations,
        attachmentNames: async (enquiryId) => (await store.attachments.list(enquiryId)).map((file) => file.name),
        insertEnquiry: (enquiry, options) => store.enquiries.insertEnquiry(enquiry, options),
        audit: (entry) => store.audit.record(entry),
        links: buyerLinks(csrfSecret),
        clock,
        notifyEnabled: config.notify !== undefined,
      }),
      renderer,
      publicOrigin: new URL(config.publicUrl).origin,
    }),
  );
  app.use(sameOriginForms({ publicOrigin: new URL(config.publicUrl).origin }), csrf.doubleCsrfProtection);
  app.use(sessionRoutes({ csrf, secure: config.cookieSecure }));

  app.use(
    contactRoutes({
      clock,
      enquiries: createEnquiryService({
        store: store.enquiries,
        clock,
        serviceTitle: (slug, language) =>
          collections.view().findBySlug('services', slug, isLanguage(language) ? language : DEFAULT_LANGUAGE)?.fields
            .title,
        notifyEnabled: config.notify !== undefined,
      }),
      subscriptions,
      renderMessage,
      storageHealth,
      // Counted in the store, so every replica on one database answers 429 to the same budget.
      rateLimit: {
        ...config.contactRateLimit,
        store: createRateLimitStore({ hits: store.rateLimitHits, clock, prefix: 'contact:' }),
      },
      counts: counts.enquiries,
    }),
  );
  app.use(newsletterRoutes({ subscriptions, renderMessage }));
  // Refusals of the two, those of the CSRF check and the body parser included, counted on their way to the handler.
  app.use(ENQUIRY_PATHS, countRefusedEnquiries(counts.enquiries));
  app.use(productsRoutes({ products }), collectionRoutes({ lists: listsFor }));
  app.use('/api', (_req, _res, next) => next(new NotFoundError()));
  // Where no page's route matches the address; the pages' own not-found (an unknown product) below.
  app.use(followed.beforePages);
  // A product page renders its datasheet's link from memory: none is rendered before the first read of them.
  app.use(async (_req, _res, next) => {
    await datasheets.ready;
    next();
  });
  app.use(
    pageRoutes({
      renderer,
      services: { products, lists: listsFor, pageSeo: pageSeo.view, datasheets },
      origin: config.publicUrl,
      rates,
    }),
  );
  app.use((_req, _res, next) => next(new NotFoundError()));
  app.use(followed.onNotFound);
  app.use(errorHandler({ renderer, renderMessage, storageHealth }));
  return app;
}
