import type { Request, RequestHandler, Response } from 'express';
import { hasRole } from '#shared/admin-roles.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { parseProductForm, type ProductFields } from '#shared/schemas/product-edit-schema.ts';
import { liveSession, sessionCookieOf } from '../admin/admin-session.ts';
import type { Clock } from '../clock.ts';
import type { AdminStore } from '../storage/admin-store.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { ProductService } from '../services/product-service.ts';
import { parseCollectionForm } from '#shared/schemas/collection-schema.ts';
import { COLLECTIONS, type CollectionFields } from '#shared/collections.ts';
import { isSeoPageId, PAGE_SEO, type SeoPageId } from '#shared/page-seo.ts';
import { parseCompanyForm, type CompanyDetails } from '#shared/schemas/company-schema.ts';
import { parseItemKey, type CollectionView, type Collections } from './collections.ts';
import { COMPANY_LINKS_KEY, quoteCompany } from './company-links.ts';
import type { PageSeoSource, PageSeoView } from './page-seo.ts';
import type { ProductCatalogue } from './product-catalogue.ts';
import type { TextCatalogue } from './text-catalogue.ts';

/** `?preview=drafts` on any page's address: the page as it will be once the office's drafts are published. */
export const PREVIEW_QUERY = 'preview';
export const PREVIEW_DRAFTS = 'drafts';

export const isPreviewRequest = (url: string) =>
  // Most addresses have no query: no URL parsed for them.
  url.includes('?') && new URL(url, 'http://site.invalid').searchParams.get(PREVIEW_QUERY) === PREVIEW_DRAFTS;

interface DraftPreviewDeps {
  admin: Pick<AdminStore, 'touchSession'>;
  content: Pick<ContentStore, 'drafts' | 'state'>;
  catalogue: TextCatalogue;
  productCatalogue: Pick<ProductCatalogue, 'withDrafts'>;
  collections: Pick<Collections, 'withDrafts' | 'images'>;
  pageSeo: Pick<PageSeoSource, 'withDrafts' | 'images'>;
  clock: Clock;
  sessionCookie: string;
}

/** The lists a preview shows (their drafts in place), when the request is one; the renderer and loaders read it. */
export const previewCollections = (req: Request): CollectionView | undefined =>
  req.res?.locals.previewCollections as CollectionView | undefined;

/** The catalogue a preview shows (its product drafts in place), when the request is one; pageRoutes reads it. */
export const previewProducts = (res: Response): ProductService | undefined =>
  res.locals.previewProducts as ProductService | undefined;

/** The company's details a preview shows (its draft in place), when the request is one; the renderer reads it. */
export const previewCompany = (req: Request): CompanyDetails | undefined =>
  req.res?.locals.previewCompany as CompanyDetails | undefined;

/** The site pages' SEO records a preview shows (their drafts in place), when the request is one; pageRoutes reads it. */
export const previewPageSeo = (res: Response): PageSeoView | undefined =>
  res.locals.previewPageSeo as PageSeoView | undefined;

/** The drafts of the pages' SEO records that can be shown (each checked as for publishing), by page. */
async function pageSeoDrafts(
  content: Pick<ContentStore, 'drafts' | 'state'>,
  pageSeo: Pick<PageSeoSource, 'images'>,
): Promise<Map<SeoPageId, CollectionFields>> {
  const drafts = new Map<SeoPageId, CollectionFields>();
  for (const page of (await content.drafts('page-seo')).filter(isSeoPageId)) {
    const draft = (await content.state('page-seo', page)).draft?.value;
    const parsed = draft && parseCollectionForm(PAGE_SEO, draft, { complete: true, images: pageSeo.images() });
    if (parsed && parsed.ok) drafts.set(page, parsed.fields);
  }
  return drafts;
}

/** The company's draft, when it can be shown: checked as for publishing, as a list item's draft is. */
async function companyDraft(content: Pick<ContentStore, 'state'>): Promise<CompanyDetails | undefined> {
  const draft = (await content.state('company', COMPANY_LINKS_KEY)).draft?.value;
  if (!draft) return undefined;
  const parsed = parseCompanyForm(draft);
  return parsed.ok ? parsed.details : undefined;
}

/** The product drafts that can be shown: a draft missing something needed to publish is left out. */
async function productDrafts(content: Pick<ContentStore, 'drafts' | 'state'>): Promise<Map<number, ProductFields>> {
  const drafts = new Map<number, ProductFields>();
  for (const key of await content.drafts('product')) {
    const draft = (await content.state('product', key)).draft?.value;
    const parsed = draft ? parseProductForm(draft) : undefined;
    if (parsed?.ok) drafts.set(Number(key), parsed.fields);
  }
  return drafts;
}

/** The drafts of the lists' items that can be shown (each checked as for publishing), by item key. */
async function listDrafts(
  content: Pick<ContentStore, 'drafts' | 'state'>,
  collections: Pick<Collections, 'images'>,
): Promise<Map<string, { fields: CollectionFields; slug?: string }>> {
  const drafts = new Map<string, { fields: CollectionFields; slug?: string }>();
  for (const key of await content.drafts('collection-item')) {
    const parsedKey = parseItemKey(key);
    const draft = (await content.state('collection-item', key)).draft?.value;
    if (!parsedKey || !draft) continue;
    const [name] = parsedKey;
    const parsed = parseCollectionForm(COLLECTIONS[name], draft, { complete: true, images: collections.images(name) });
    if (parsed.ok) drafts.set(key, { fields: parsed.fields, ...(parsed.slug ? { slug: parsed.slug } : {}) });
  }
  return drafts;
}

/**
 * For a signed-in editor asking a page with ?preview=drafts: the page rendered with every draft text, product,
 * list item, page SEO record and the company's details in place (docs/content.md, "Preview"), in a copy of the
 * texts and of the catalogue of its own, never kept and never indexed. For anyone else the same address is the ordinary page.
 * After the language middleware (it replaces the request's i18next).
 */
export function draftPreview({
  admin,
  content,
  catalogue,
  productCatalogue,
  collections,
  pageSeo,
  clock,
  sessionCookie,
}: DraftPreviewDeps): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPreviewRequest(req.originalUrl)) return next();
    const token = sessionCookieOf(req, sessionCookie);
    const session = token ? await liveSession(admin, token, clock) : undefined;
    if (!session || !hasRole(session.roles, 'editor')) return next();

    const preview = req.i18n.cloneInstance({ forkResourceStore: true, initAsync: false });
    for (const id of await content.drafts('text')) {
      const text = catalogue.get(id);
      const draft = (await content.state('text', id)).draft?.value;
      if (!text || !draft) continue;
      // A language the draft leaves empty shows what the site shows now.
      for (const lng of LANGUAGES) {
        if (draft[lng]) preview.addResource(lng, text.namespace, text.key, draft[lng], { silent: true });
      }
    }
    const products = await productDrafts(content);
    if (products.size > 0) res.locals.previewProducts = productCatalogue.withDrafts(products);
    const items = await listDrafts(content, collections);
    if (items.size > 0) res.locals.previewCollections = collections.withDrafts(items);
    const records = await pageSeoDrafts(content, pageSeo);
    if (records.size > 0) res.locals.previewPageSeo = pageSeo.withDrafts(records);
    const company = await companyDraft(content);
    if (company) {
      res.locals.previewCompany = company;
      // The texts that quote the address, main phone and e-mail quote the draft's, in this request's copy only.
      quoteCompany(preview, company);
    }
    await preview.changeLanguage(req.i18n.language);
    req.i18n = preview;
    req.t = preview.t.bind(preview);
    res.locals.preview = true;
    res.set('X-Robots-Tag', 'noindex, nofollow');
    next();
  };
}
