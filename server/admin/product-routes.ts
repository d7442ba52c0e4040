import { Router, type Request, type Response } from 'express';
import { PRODUCT_LIST_FILTERS, type AdminNotice, type ProductListFilter } from '#shared/admin-view.ts';
import {
  draftErrors,
  parseProductForm,
  photoIdsOf,
  readProductForm,
  withPhotoAltDefaults,
  VISIBILITY,
  type ProductContent,
  type ProductFields,
  type ProductForm,
  type Visibility,
} from '#shared/schemas/product-edit-schema.ts';
import { withCurrency } from '#shared/schemas/product-schema.ts';
import type { Clock } from '../clock.ts';
import { PRODUCT_ORDER_KEY, type CatalogueEntry, type ProductCatalogue } from '../content/product-catalogue.ts';
import { NotFoundError } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { signedIn, type OfficeCsrf } from './office-csrf.ts';
import { productEditProps, productHref, productsProps, type ListedProduct } from './product-props.ts';
import { NOT_SAVED, single, STALE } from './edit-notices.ts';
import { requireRole } from './require-role.ts';
import { itemNotices, moved, saveUnderFreeId } from './versioned-items.ts';

interface ProductRoutesDeps {
  content: ContentStore;
  products: Pick<
    ProductCatalogue,
    'entries' | 'entry' | 'order' | 'nextId' | 'shippedFields' | 'refresh' | 'shownPhotos'
  >;
  /** The pictures a product may show (/images/catalogue/…). */
  images: readonly string[];
  clock: Clock;
  pages: AdminPages;
  csrf: OfficeCsrf;
  record: AuditTrail;
}

const HISTORY_SHOWN = 50;
const MAX_SEARCH = 100;

const noticeOf = itemNotices('products');
const SLUG_TAKEN = 'admin:products.errors.slugTaken';

/** A revision's product fields, without how it is shown and where it came from (dollars when it names no currency). */
function fieldsOf(value: ProductContent): ProductFields {
  const fields: Partial<ProductContent> = { ...value };
  delete fields.visibility;
  delete fields.formerSlugs;
  delete fields.basis;
  delete fields.asShipped;
  return withCurrency(fields as ProductFields);
}

const NEW_PRODUCT: ProductForm = { currency: 'USD', discount: '100' };

/** What a revision publishes: the fields, how the product is shown, and the addresses it had before. */
function contentOf(
  fields: ProductFields,
  entry: CatalogueEntry | undefined,
  visibility: Visibility,
  extra: Pick<ProductContent, 'asShipped'> = {},
): ProductContent {
  const before = entry ? [...entry.formerSlugs, entry.fields.slug] : [];
  const formerSlugs = [...new Set(before)].filter((slug) => slug !== fields.slug);
  return {
    ...fields,
    visibility,
    formerSlugs,
    ...(entry?.shipped ? { basis: entry.shipped } : {}),
    ...extra,
  };
}

/**
 * The catalogue for accounts with the editor role (README, "Office editing"): the list (search, filter, order),
 * a new product, and one product: save a draft, publish, discard the draft, hide, show, move to the bin and back,
 * reset to the shipped product, restore an earlier revision. A change made from a revision older than the latest
 * is refused (409) with what was typed kept.
 */
export function productRoutes({ content, products, images, clock, pages, csrf, record }: ProductRoutesDeps) {
  const router = Router();
  const editor = requireRole('editor');
  const login = (res: Response) => signedIn(res)?.login ?? '';
  const baseRevision = (req: Request) => {
    const value = Number(single(req.body?.revision));
    return Number.isSafeInteger(value) && value >= 0 ? value : -1;
  };

  /** Published products in the catalogue's order, then those only drafted so far. */
  async function listed(): Promise<ListedProduct[]> {
    const drafts = new Set((await content.drafts('product')).map(Number));
    const entries = products.entries();
    const known = new Set(entries.map((entry) => entry.id));
    const items: ListedProduct[] = entries.map((entry) => ({ kind: 'entry', entry, hasDraft: drafts.has(entry.id) }));
    for (const id of [...drafts].filter((draftId) => !known.has(draftId)).sort((a, b) => a - b)) {
      const draft = (await content.state('product', String(id))).draft;
      if (draft) items.push({ kind: 'draft', id, form: draft.value as ProductForm });
    }
    return items;
  }

  router.get('/products', editor, async (req, res) => {
    const asked = single(req.query.show);
    const show = PRODUCT_LIST_FILTERS.find((filter) => filter === asked) ?? 'all';
    const notice = noticeOf(req.query.notice);
    const props = productsProps(req.baseUrl, requestLanguage(req), await listed(), {
      q: single(req.query.q).slice(0, MAX_SEARCH),
      show: show satisfies ProductListFilter,
      page: Number(single(req.query.page)) || 1,
      orderRevision: products.order().revision,
      ...(notice ? { notice } : {}),
    });
    await pages.send(req, res, 200, req.t('admin:products.title'), { page: 'products', props });
  });

  // Moves one product to a position of the whole catalogue (1-based); the order is one item with its revisions.
  router.post('/products/order', csrf.checkToken, editor, async (req, res) => {
    const id = Number(single(req.body?.id));
    const { ids, revision } = products.order();
    const move = moved(ids, id, Number(single(req.body?.to)));
    if (!move) throw new NotFoundError();
    if (Number(single(req.body?.orderRevision)) !== revision)
      return res.redirect(303, `${req.baseUrl}/products?notice=stale`);
    const published = await content.publish(
      'product-order',
      PRODUCT_ORDER_KEY,
      { ids: move.ids },
      revision,
      login(res),
      clock.now(),
    );
    if (published === undefined) return res.redirect(303, `${req.baseUrl}/products?notice=stale`);
    req.log.info({ product: id, to: move.position, login: login(res) }, 'product moved');
    await record(req, res, 'products-reordered', `product/${id}@${move.position}`);
    await products.refresh();
    res.redirect(303, `${req.baseUrl}/products?notice=moved`);
  });

  interface Shown {
    typed?: ProductForm;
    revision?: number;
    notice?: AdminNotice;
    fieldErrors?: Record<string, string>;
  }

  async function show(req: Request, res: Response, status: number, id: number | undefined, shown: Shown = {}) {
    const key = id === undefined ? undefined : String(id);
    const [state, history] = key
      ? await Promise.all([content.state('product', key), content.history('product', key, HISTORY_SHOWN)])
      : [undefined, []];
    const entry = id === undefined ? undefined : products.entry(id);
    const lng = requestLanguage(req);
    const props = productEditProps({
      base: req.baseUrl,
      lng,
      images,
      photos: products.shownPhotos(),
      history,
      ...(id !== undefined ? { id } : {}),
      ...(entry ? { entry } : {}),
      ...(state ? { state } : {}),
      ...(id === undefined && !shown.typed ? { typed: NEW_PRODUCT } : {}),
      ...shown,
    });
    const title = props.name
      ? req.t('admin:products.editTitle', { name: props.name })
      : req.t('admin:products.newTitle');
    await pages.send(req, res, status, title, { page: 'product', props });
  }

  /** The product of the address: published, or drafted; 404 otherwise. */
  async function findProduct(req: Request): Promise<{ id: number; entry?: CatalogueEntry }> {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== req.params.id) throw new NotFoundError();
    const entry = products.entry(id);
    if (entry) return { id, entry };
    if ((await content.state('product', String(id))).draft) return { id };
    throw new NotFoundError();
  }

  /** After a change: the public pages show it before the office's next page is asked for. */
  async function changed(req: Request, res: Response, id: number, notice: string) {
    await products.refresh();
    res.redirect(303, `${productHref(req.baseUrl, id)}?notice=${notice}`);
  }

  /** Publishes `value` over the revision the form was read at; false, storing nothing, when it is not the latest. */
  const publishOver = async (req: Request, res: Response, id: number, value: ProductContent) =>
    (await content.publish('product', String(id), value, baseRevision(req), login(res), clock.now())) !== undefined;

  /** The slug is another product's: the refusal to show on the slug field. */
  function slugTaken(slug: string, id: number | undefined): boolean {
    return products.entries().some((entry) => entry.id !== id && entry.fields.slug === slug);
  }

  /** The picture must be a shipped drawing, and each photo one the site may show (ready, described). */
  function checkPictures(fields: ProductFields, form: ProductForm): Record<string, string> | undefined {
    if (!images.includes(fields.image)) return { image: 'admin:products.errors.image' };
    const shown = products.shownPhotos();
    const unknown = photoIdsOf(form).find((photoId) => !shown.has(photoId));
    if (unknown === undefined) return undefined;
    const row = Object.keys(form).find((name) => /^photos\.\d+\.id$/.test(name) && form[name]?.trim() === unknown);
    return { [row ?? 'photos.0.id']: 'admin:products.errors.photo' };
  }

  /**
   * Saves the form as a draft or publishes it. For a new product (`id` undefined) the id is the next free one; a
   * refusal keeps what was typed.
   */
  async function save(req: Request, res: Response, id: number | undefined, entry: CatalogueEntry | undefined) {
    // A chosen photo's descriptions left empty are the photo's own (README, "Photos").
    const shown = products.shownPhotos();
    const typed = withPhotoAltDefaults(readProductForm(req.body), (photoId) => shown.get(photoId)?.alt);
    const publish = single(req.body?.action) === 'publish';
    const revision = id === undefined ? 0 : baseRevision(req);
    const refuse = (status: number, fieldErrors: Record<string, string>) =>
      show(req, res, status, id, { typed, revision, notice: NOT_SAVED, fieldErrors });
    const now = clock.now();

    let value: ProductForm | ProductContent = typed;
    if (publish) {
      const parsed = parseProductForm(typed);
      if (!parsed.ok) return refuse(400, parsed.errors);
      const badImage = checkPictures(parsed.fields, typed);
      if (badImage) return refuse(400, badImage);
      if (slugTaken(parsed.fields.slug, id)) return refuse(409, { slug: SLUG_TAKEN });
      value = contentOf(parsed.fields, entry, entry?.visibility ?? 'shown');
    } else {
      const errors = draftErrors(typed);
      if (Object.keys(errors).length > 0) return refuse(400, errors);
    }

    const attempt = async (key: number) =>
      publish
        ? (await content.publish('product', String(key), value, revision, login(res), now)) !== undefined
        : await content.saveDraft('product', String(key), value, revision, login(res), now);
    const draftIds = async () => (await content.drafts('product')).map(Number);
    const savedId =
      id === undefined
        ? await saveUnderFreeId(products.nextId(await draftIds()), attempt)
        : (await attempt(id))
          ? id
          : undefined;
    if (savedId === undefined) return show(req, res, 409, id, { typed, notice: STALE });

    const what = publish ? 'published' : 'draft-saved';
    req.log.info({ product: savedId, login: login(res) }, publish ? 'product published' : 'product draft saved');
    await record(req, res, publish ? 'product-published' : 'product-draft-saved', `product/${savedId}`);
    await changed(req, res, savedId, what);
  }

  router.get('/products/new', editor, (req, res) => show(req, res, 200, undefined));
  router.post('/products/new', csrf.checkToken, editor, (req, res) => save(req, res, undefined, undefined));

  router.get('/products/:id', editor, async (req, res) => {
    const { id } = await findProduct(req);
    const notice = noticeOf(req.query.notice);
    await show(req, res, 200, id, notice ? { notice } : {});
  });

  router.post('/products/:id', csrf.checkToken, editor, async (req, res) => {
    const { id, entry } = await findProduct(req);
    await save(req, res, id, entry);
  });

  router.post('/products/:id/discard', csrf.checkToken, editor, async (req, res) => {
    const { id, entry } = await findProduct(req);
    await content.discardDraft('product', String(id));
    req.log.info({ product: id, login: login(res) }, 'product draft discarded');
    await record(req, res, 'product-draft-discarded', `product/${id}`);
    // A product never published is gone with its draft: back to the list.
    if (!entry) return res.redirect(303, `${req.baseUrl}/products?notice=discarded`);
    res.redirect(303, `${productHref(req.baseUrl, id)}?notice=discarded`);
  });

  // Hide (unpublish), show again, move to the bin or restore from it: a revision of its own.
  router.post('/products/:id/visibility', csrf.checkToken, editor, async (req, res) => {
    const { id, entry } = await findProduct(req);
    const visibility = VISIBILITY.find((name) => name === single(req.body?.visibility));
    if (!entry || !visibility) throw new NotFoundError();
    if (visibility === 'shown' && slugTaken(entry.fields.slug, id)) {
      return show(req, res, 409, id, { notice: { key: SLUG_TAKEN, kind: 'error' } });
    }
    const value = contentOf(
      entry.fields,
      entry,
      visibility,
      entry.asShipped && entry.revision > 0 ? { asShipped: true } : {},
    );
    if (!(await publishOver(req, res, id, value))) return show(req, res, 409, id, { notice: STALE });
    req.log.info({ product: id, visibility, login: login(res) }, 'product visibility changed');
    await record(req, res, `product-${visibility}`, `product/${id}`);
    await changed(req, res, id, visibility === 'shown' ? 'shown' : visibility);
  });

  // Back to the shipped product: its fields follow the file again; how it is shown and its old addresses stay.
  router.post('/products/:id/reset', csrf.checkToken, editor, async (req, res) => {
    const { id, entry } = await findProduct(req);
    const shipped = products.shippedFields(id);
    if (!entry || !shipped) throw new NotFoundError();
    const value = contentOf(shipped, entry, entry.visibility, { asShipped: true });
    if (!(await publishOver(req, res, id, value))) return show(req, res, 409, id, { notice: STALE });
    req.log.info({ product: id, login: login(res) }, 'product reset to the shipped one');
    await record(req, res, 'product-reset', `product/${id}`);
    await changed(req, res, id, 'reset');
  });

  // An earlier revision published again, as the newest (its address too: the current one then redirects).
  router.post('/products/:id/restore', csrf.checkToken, editor, async (req, res) => {
    const { id, entry } = await findProduct(req);
    const from = await content.revision('product', String(id), Number(single(req.body?.from)));
    const old = from?.value as ProductContent | null | undefined;
    if (!entry || !from || !old) throw new NotFoundError();
    const { visibility, asShipped } = old;
    const fields = fieldsOf(old);
    const restoredFields = asShipped ? (products.shippedFields(id) ?? fields) : fields;
    if (visibility !== 'deleted' && slugTaken(restoredFields.slug, id)) {
      return show(req, res, 409, id, { notice: { key: SLUG_TAKEN, kind: 'error' } });
    }
    const value = contentOf(restoredFields, entry, visibility, asShipped ? { asShipped } : {});
    if (!(await publishOver(req, res, id, value))) return show(req, res, 409, id, { notice: STALE });
    req.log.info({ product: id, from: from.revision, login: login(res) }, 'product revision restored');
    await record(req, res, 'product-restored', `product/${id}#${from.revision}`);
    await changed(req, res, id, 'restored');
  });

  return router;
}
