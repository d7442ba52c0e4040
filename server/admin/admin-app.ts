import { attachmentRoutes } from '../attachments/attachment-routes.ts';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { i18n as I18n } from 'i18next';
import type { Clock } from '../clock.ts';
import { NotFoundError, StorageUnavailableError, toAppError, ValidationError } from '../errors.ts';
import { sameOriginForms } from '../middleware/csrf.ts';
import { reportStorageFault } from '../middleware/error-handler.ts';
import { languageDetection } from '../middleware/language.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { CompanyLinksSource } from '../content/company-links.ts';
import type { Collections } from '../content/collections.ts';
import type { PageSeoSource } from '../content/page-seo.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import type { TextCatalogue } from '../content/text-catalogue.ts';
import type { SsrRuntime } from '../render/ssr-runtime.ts';
import type { StorageHealth } from '../storage/storage-faults.ts';
import type { Store } from '../storage/store.ts';
import { adminPages, type AdminPages } from './admin-page.ts';
import { sessionCookieName } from './admin-session.ts';
import { auditRoutes } from './audit-routes.ts';
import { collectionKinds } from './collection-kind.ts';
import { companyKind } from './company-kind.ts';
import { auditTrail } from './audit-trail.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { personRoutes } from './person-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import type { Datasheets } from '../datasheets/datasheets.ts';
import { datasheetProps } from '../datasheets/datasheet-props.ts';
import { datasheetRoutes } from '../datasheets/datasheet-routes.ts';
import { newsletterAdminRoutes } from './newsletter-admin-routes.ts';
import type { NewsletterLinks } from '../services/newsletter-mail.ts';
import type { MediaLibrary } from '../media/media-library.ts';
import { itemListRoutes } from './item-list-routes.ts';
import { itemRoutes } from './item-routes.ts';
import { collectionsRoutes } from './collections-routes.ts';
import { productKind } from './product-kind.ts';
import { contentFileRoutes } from './content-file-routes.ts';
import { globalRoutes } from './global-routes.ts';
import { editPresence } from './edit-presence.ts';
import { pageSeoKind } from './page-seo-kind.ts';
import { pageSeoRoutes } from './page-seo-routes.ts';
import { textKind } from './text-kind.ts';
import { textsListRoutes } from './texts-list.ts';
import { translationNeeds } from './translation-needs.ts';
import { deskParts } from './desk-parts.ts';
import { deskRoutes } from './desk-routes.ts';
import { adminCsrf } from './admin-csrf.ts';
import type { ScryptCost } from './passwords.ts';
import { signInRoutes, type SignInCounts } from './sign-in-routes.ts';
import { accountTokens } from './account-tokens.ts';
import { accountsRoutes } from './accounts-routes.ts';
import { colleagueRoutes } from './colleague-routes.ts';
import { ownAccountRoutes } from './own-account-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { OFFICE_BODY_LIMIT_KB } from './admin-body-limit.ts';
import { redirectRoutes } from './redirect-routes.ts';
import { quotationRoutes } from './quotation-routes.ts';
import { quotationOffice, type QuotationOfficeOptions } from '../quotations/quotation-office.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import { statsRoutes } from './stats-routes.ts';
import type { ScheduleTargets } from './schedule-targets.ts';
import type { ContentSchedules } from '../storage/content-schedules.ts';
import type { Redirects } from '../content/redirects.ts';
import type { RedirectCounter } from '../routes/old-address-redirects.ts';
import type { RedirectHits } from '../storage/redirect-hits.ts';
import { webhookRoutes, type WebhookOffice } from './webhook-routes.ts';

interface AdminAppDeps {
  store: Pick<
    Store,
    | 'admin'
    | 'inbox'
    | 'rateLimitHits'
    | 'content'
    | 'audit'
    | 'newsletter'
    | 'enquiries'
    | 'mediaFiles'
    | 'presence'
    | 'attachments'
    | 'quotations'
    | 'siteStats'
    | 'webhook'
  >;
  /** The site's texts as shipped, and as shown with the office's edits. */
  catalogue: TextCatalogue;
  texts: SiteTexts;
  company: CompanyLinksSource;
  /** The catalogue: the shipped products with the office's edits. */
  productCatalogue: ProductCatalogue;
  /** The site's lists (team, testimonials): shipped items with the office's edits. */
  collections: Collections;
  /** The SEO records of the site's pages that are no item's. */
  pageSeo: PageSeoSource;
  clock: Clock;
  i18n: I18n;
  /** The SSR entry (its renderAdminPage) and the build's assets (the office stylesheet). */
  ssr: Pick<SsrRuntime, 'loadEntry' | 'assets'>;
  /** Cookies marked Secure (the site is served over https). */
  secure: boolean;
  /** The site's public origin: posts must come from it (or from the address they were sent to). */
  publicOrigin: string;
  /** Signs the CSRF tokens and the known-device cookies. */
  csrfSecret: string;
  /** The scrypt cost office passwords must have at least (config.passwordCost). */
  passwordCost: Readonly<ScryptCost>;
  /** Told of a write the storage refused, for /readyz. */
  storageHealth: StorageHealth;
  /** Failed and refused sign-ins (the metrics). */
  signInCounts?: SignInCounts;
  /** The office's photos: uploads, their processing, their records. */
  media: MediaLibrary;
  /** The products' datasheets (docs/content.md, "Datasheets"). */
  datasheets: Datasheets;
  /** The newsletter's links, for the unsubscribe link of each confirmed address in its download. */
  newsletterLinks: NewsletterLinks;
  /** What an unsubscribed address is kept as (newsletter-tokens.ts): a person's erasure removes it too. */
  suppressionHash: (email: string) => string;
  /** The office's redirects as the site follows them, their hits' table and this process's counts. */
  redirects: { list: Redirects; hits: RedirectHits; counter: RedirectCounter };
  /** The office's schedules and what they name. */
  schedules: { store: ContentSchedules; targets: ScheduleTargets };
  /** How often an edit page's script sends its heartbeat (config.presenceHeartbeatMs). */
  presenceHeartbeatMs: number;
  /** The accounts' e-mails (invitations, resets): whether they can be sent (SMTP_URL), and a nudge to send now. */
  accountMail: { isOn: boolean; sendNow?: () => void };
  /** The quotations' rate, VAT and e-mails (docs/office-guide.md, "Quotations"). */
  quotations: QuotationOfficeOptions;
  /** The webhook to the CRM (docs/webhook.md): its receiver's host while on, and a nudge to deliver now. */
  webhook: WebhookOffice;
}

/** The one place an office request's error becomes a page: in the staff's language, never with a stack. */
function adminErrors(pages: AdminPages, storageHealth: StorageHealth) {
  return async (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      req.log.error({ err }, 'error after response started');
      return next(err);
    }
    const appError = toAppError(err);
    const status = appError?.status ?? 500;
    if (appError instanceof StorageUnavailableError) reportStorageFault(req, appError, storageHealth);
    else if (appError) req.log.info({ code: appError.code, status }, 'request rejected');
    else req.log.error({ err }, 'unhandled error');
    const fieldKey = appError instanceof ValidationError ? Object.values(appError.fields)[0] : undefined;
    const staffKey = appError instanceof StorageUnavailableError ? 'admin:error.notSaved' : fieldKey;
    await pages.sendError(req, res, status, staffKey ?? appError?.messageKey ?? 'errors:internal');
  };
}

/**
 * The office inbox at /admin (Mongolian) and /en/admin (English): sign-in, the list of enquiries and sign-ups,
 * one entry, its handled state, and exports. Answers 404 until an account exists (npm run admin -- add-user).
 * A sub-app of its own, mounted ahead of the public middleware: none of the public cookies, page cache or
 * language redirects apply here. Pages are React rendered on the server (client/admin/) and work without script
 * (the sign-in form's island checks it first when script runs); every state change is an origin-checked POST
 * carrying the session's CSRF token.
 */
export function adminApp(deps: AdminAppDeps): Router {
  const { store, clock, i18n, ssr, secure, publicOrigin, csrfSecret, passwordCost, storageHealth } = deps;
  const { catalogue, texts, company, productCatalogue, collections } = deps;
  const csrf = adminCsrf({ secret: csrfSecret, secure });
  const pages = adminPages({ ssr, csrf });
  const record = auditTrail({ audit: store.audit, clock });
  // Invitations and password resets (docs/operations.md, "Office accounts"): their links signed with the CSRF
  // secret, which every replica shares.
  const tokens = accountTokens(csrfSecret);
  const sendMail = deps.accountMail.sendNow;
  const accountDeps = { store, clock, pages, record, tokens, sendMail };
  const signIn = signInRoutes({
    store,
    clock,
    pages,
    cookieName: sessionCookieName(secure),
    cookieOptions: { httpOnly: true, sameSite: 'strict', secure, path: '/' },
    csrfSecret,
    csrf,
    passwordCost,
    record,
    counts: deps.signInCounts,
    open: passwordRoutes({ ...accountDeps, passwordCost }),
  });
  const router = Router();

  // Never kept by a browser or proxy, never indexed.
  router.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    next();
  });
  router.use(languageDetection(i18n), cookieParser(), compression(), sameOriginForms({ publicOrigin }));
  // The office's forms are larger than the public ones (a service filled in Mongolian is ~300 kB url-encoded):
  // a limit of their own, derived from their schemas (admin-body-limit.ts).
  router.use(express.urlencoded({ extended: false, limit: `${OFFICE_BODY_LIMIT_KB}kb` }));
  // A post that succeeded wrote to the storage: /readyz stops reporting an earlier refused write.
  router.use((req, res, next) => {
    if (req.method === 'POST') res.on('finish', () => res.statusCode < 400 && storageHealth.wrote());
    next();
  });
  // Nothing at all until the first account exists.
  router.use(async (_req, _res, next) => {
    if ((await store.admin.countUsers()) === 0) return next(new NotFoundError());
    next();
  });
  router.use(signIn);
  router.use(ownAccountRoutes({ ...accountDeps, csrf }));
  const accountsAt = { ...accountDeps, csrf, origin: publicOrigin, isMailOn: deps.accountMail.isOn };
  router.use(accountsRoutes(accountsAt), colleagueRoutes(accountsAt));
  // Before the inbox's /:source/:id, which would take /texts/… for an entry.
  // What needs a translator, kept per item and revision (translation-needs.ts): the lists and the home page read it.
  const needs = translationNeeds(store.content);
  const textDeps = { content: store.content, catalogue, texts, clock, pages, csrf, record, needs };
  // Before the texts' /texts/:id, which would take /texts/import for a text.
  router.use(
    contentFileRoutes({
      ...textDeps,
      products: productCatalogue,
      collections,
      company,
      mediaFiles: store.mediaFiles,
      sanitizeSvg: deps.media.sanitizeSvg,
      redirects: deps.redirects.list,
      pageSeo: deps.pageSeo,
    }),
  );
  const items = {
    content: store.content,
    clock,
    pages,
    csrf,
    record,
    schedules: deps.schedules.store,
    needs,
    // Who else has an edit page open, and the draft its form was read with (docs/content.md, "Presence and autosave").
    editing: editPresence({
      presence: store.presence,
      heartbeatMs: deps.presenceHeartbeatMs,
      content: store.content,
      clock,
    }),
  };
  // Each text and the company's details: one lifecycle (global-routes.ts), each kind's own in text-kind.ts and
  // company-kind.ts.
  const textDocuments = textKind(catalogue, texts);
  const companyDocument = companyKind(company);
  router.use(textsListRoutes(textDeps));
  router.use(globalRoutes({ ...items, path: '/texts/:id', kind: textDocuments }));
  router.use(auditRoutes({ audit: store.audit, pages }));
  router.use(globalRoutes({ ...items, path: '/company', kind: companyDocument }));
  // The site pages' SEO records: the list, and each page's record a document of the same lifecycle (page-seo-kind.ts).
  router.use(pageSeoRoutes({ content: store.content, pageSeo: deps.pageSeo, pages }));
  const pageSeoDocument = pageSeoKind(deps.pageSeo);
  router.use(globalRoutes({ ...items, path: '/pages/:page', kind: pageSeoDocument }));
  // The catalogue and each list: one lifecycle (item-routes.ts), each kind's own in product-kind.ts and
  // collection-kind.ts.
  const products = productKind(productCatalogue, productCatalogue.images(), (req, id) =>
    datasheetProps(deps.datasheets, req, id),
  );
  const productsAt = { ...items, path: '/products', kindOf: () => products };
  // A product's datasheets (docs/content.md, "Datasheets"): before the product's own /products/:id routes.
  router.use(datasheetRoutes({ datasheets: deps.datasheets, products: productCatalogue, csrf, record, pages }));
  router.use(itemListRoutes(productsAt), itemRoutes(productsAt));
  router.use(collectionsRoutes({ content: store.content, collections, pages }));
  const listKind = collectionKinds(collections);
  const listsAt = { ...items, path: '/lists/:name', kindOf: (req: Request) => listKind(String(req.params.name)) };
  router.use(itemListRoutes(listsAt), itemRoutes(listsAt));
  // The office's home page for editors (docs/content.md, "Office home").
  const parts = deskParts(needs, {
    products,
    lists: listKind,
    texts: textDocuments,
    allTexts: catalogue.all,
    company: companyDocument,
    pageSeo: pageSeoDocument,
  });
  router.use(deskRoutes({ ...items, audit: store.audit, targets: deps.schedules.targets, parts }));
  router.use(mediaRoutes({ library: deps.media, content: store.content, pages, csrf, record }));
  router.use(
    redirectRoutes({
      ...items,
      redirects: deps.redirects.list,
      hits: deps.redirects.hits,
      counter: deps.redirects.counter,
      products: productCatalogue,
      collections,
    }),
  );
  // Scheduled publishes and hides (docs/content.md, "Scheduling"). Before the inbox's /:source/:id.
  router.use(scheduleRoutes({ ...items, targets: deps.schedules.targets }));
  // The statistics (docs/office-guide.md, "Statistics"): counts only, for the stats role.
  router.use(statsRoutes({ stats: store.siteStats, products: productCatalogue, collections, clock, pages }));
  // Before the inbox's /:source/:id, which would take /newsletter/confirmed.csv for an entry.
  router.use(newsletterAdminRoutes({ store, links: deps.newsletterLinks, clock, pages, csrf, record }));
  // Before the inbox's /:source/:id, which would take /webhook/test for an entry.
  router.use(webhookRoutes({ store, webhook: deps.webhook, clock, pages, csrf }));
  // Before the inbox's /:source/:id, which would take /person/… for an entry.
  router.use(personRoutes({ store, clock, pages, csrf, record, suppressionHash: deps.suppressionHash }));
  // A request's files, downloaded by inbox accounts (docs/privacy.md, "Attachments").
  router.use(attachmentRoutes({ attachments: store.attachments, record }));
  // A request's quotation and its pages (quotation-routes.ts). Before the inbox's /:source/:id, which would take
  // /quotations/… for an entry.
  const office = quotationOffice({
    ...deps.quotations,
    quotations: store.quotations,
    productCatalogue,
    company,
    i18n,
    clock,
  });
  router.use(quotationRoutes({ ...office, store, clock, pages, csrf, record }));
  router.use(inboxRoutes({ store, clock, pages, csrf, record }));
  router.use((_req, _res, next) => next(new NotFoundError()));
  router.use(adminErrors(pages, storageHealth));
  return router;
}
