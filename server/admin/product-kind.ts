import type { Request } from 'express';
import type { ProductDatasheetsProps } from '#shared/datasheets.ts';
import { mediaRefId } from '#shared/media-library.ts';
import {
  draftErrors,
  parseProductForm,
  photoIdsOf,
  productFormOf,
  readProductForm,
  withPhotoAltDefaults,
  type ProductContent,
  type ProductFields,
  type ProductForm,
} from '#shared/schemas/product-edit-schema.ts';
import { withCurrency } from '#shared/schemas/product-schema.ts';
import { pathsIn } from '#shared/routes.ts';
import { productCodec } from '../content/content-codecs.ts';
import { PRODUCT_ORDER_KEY, type CatalogueEntry, type ProductCatalogue } from '../content/product-catalogue.ts';
import { requestLanguage } from '../request-language.ts';
import { revisionWith, type Checked, type ItemKind } from './item-kind.ts';
import { productEditProps, productHref, productsProps } from './product-props.ts';
import { itemNotices } from './versioned-items.ts';

// The catalogue's products as an office kind (item-routes.ts runs their lifecycle): a product's fields hold its
// address (slug); its picture must be a shipped drawing and each photo one the site may show.

const NEW_PRODUCT: ProductForm = { currency: 'USD', discount: '100' };

/** A revision's product fields, without how it is shown and where it came from (dollars when it names no currency). */
function fieldsOf(value: ProductContent): ProductFields {
  const { visibility, formerSlugs, basis, asShipped, ...fields } = value;
  return withCurrency(fields);
}

type Catalogue = Pick<
  ProductCatalogue,
  'entries' | 'entry' | 'order' | 'nextId' | 'shippedFields' | 'refresh' | 'shownPhotos'
>;

export function productKind(
  products: Catalogue,
  images: readonly string[],
  /** The datasheets' part of a product's page (server/datasheets/datasheet-props.ts); none: not shown. */
  datasheets?: (req: Request, id: number) => ProductDatasheetsProps,
): ItemKind<CatalogueEntry, ProductFields, ProductForm> {
  /** The picture must be a shipped drawing, and each photo (the share picture too) one the site may show. */
  function pictureErrors(fields: ProductFields, form: ProductForm): Record<string, string> | undefined {
    if (!images.includes(fields.image)) return { image: 'admin:products.errors.image' };
    const shown = products.shownPhotos();
    const share = fields.shareImage && mediaRefId(fields.shareImage);
    if (fields.shareImage && !(share && shown.has(share))) return { shareImage: 'admin:products.errors.photo' };
    const unknown = photoIdsOf(form).find((photoId) => !shown.has(photoId));
    if (unknown === undefined) return undefined;
    const row = Object.keys(form).find((name) => /^photos\.\d+\.id$/.test(name) && form[name]?.trim() === unknown);
    return { [row ?? 'photos.0.id']: 'admin:products.errors.photo' };
  }

  return {
    contentKind: 'product',
    key: String,
    draftId: Number,
    draftForm: productCodec.draft,
    orderItem: { kind: 'product-order', key: PRODUCT_ORDER_KEY },
    order: () => products.order(),
    entries: () => products.entries(),
    entry: (id) => products.entry(id),
    nextId: (draftIds) => products.nextId([...draftIds]),
    refresh: () => products.refresh(),
    listHref: (base) => `${base}/products`,
    itemHref: productHref,
    audit: { prefix: 'product', target: (id) => `product/${id}`, reordered: 'products-reordered' },
    log: { name: 'product', fields: (id) => ({ product: id }), orderFields: (id) => ({ product: id }) },
    slugTaken: 'admin:products.errors.slugTaken',
    published: (entry) => entry.fields,
    shipped: (id) => products.shippedFields(id),
    revisionOf: revisionWith(productCodec.published, fieldsOf),
    slugOf: (fields) => fields.slug,
    titleOf: (fields, lng) => fields.name[lng],
    contentOf(fields, entry, visibility, asShipped): ProductContent {
      const before = entry ? [...entry.formerSlugs, entry.fields.slug] : [];
      return {
        ...fields,
        visibility,
        formerSlugs: [...new Set(before)].filter((slug) => slug !== fields.slug),
        ...(entry?.shipped ? { basis: entry.shipped } : {}),
        ...(asShipped ? { asShipped: true } : {}),
      };
    },
    // A chosen photo's descriptions left empty are the photo's own (docs/photos.md, "Products' photos").
    readForm: (req) => {
      const shown = products.shownPhotos();
      return withPhotoAltDefaults(readProductForm(req.body), (photoId) => shown.get(photoId)?.alt);
    },
    check(form, publish): Checked<ProductFields> {
      if (!publish) {
        const errors = draftErrors(form);
        return Object.keys(errors).length > 0 ? { ok: false, status: 400, errors } : { ok: true };
      }
      const parsed = parseProductForm(form);
      if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
      const badPicture = pictureErrors(parsed.fields, form);
      return badPicture ? { ok: false, status: 400, errors: badPicture } : { ok: true, published: parsed.fields };
    },
    listPage: (req, listed, query) => ({
      title: req.t('admin:products.title'),
      page: 'products',
      props: productsProps(req.baseUrl, requestLanguage(req), listed, query),
    }),
    formOf: productFormOf,
    newForm: NEW_PRODUCT,
    images: () => images,
    publicPath: (fields, lng) => pathsIn(lng).product(fields.slug),
    // The address a draft will have: its slug as typed (the server makes one from the English name when empty).
    previewPath: (draft, entry, lng) => pathsIn(lng).product(draft.slug?.trim() || entry?.fields.slug || ''),
    shippedChanged: (entry) => Boolean(entry.outdatedBasis),
    itemPage(req, { id, entry }, frame) {
      const props = productEditProps(frame, {
        lng: requestLanguage(req),
        photos: products.shownPhotos(),
        ...(id !== undefined ? { id } : {}),
        ...(entry ? { entry } : {}),
      });
      if (datasheets && entry && id !== undefined) props.datasheets = datasheets(req, id);
      const title = props.name
        ? req.t('admin:products.editTitle', { name: props.name })
        : req.t('admin:products.newTitle');
      return { title, page: 'product', props };
    },
    notice: itemNotices('products'),
  };
}
