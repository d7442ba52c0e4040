import { PRODUCT } from '../product-fields.ts';
import {
  checkForm,
  collectionFormInputs,
  collectionFormMaxima,
  collectionFormOf,
  readCollectionForm,
  shapedAs,
  type FormCheck,
} from './collection-schema.ts';
import { isLocalized, withPhotoDefaults } from './field-rows.ts';
import { productSchema, withCurrency, type Product } from './product-schema.ts';

// A product as the office edits it in /admin/products (docs/content.md, "Products"): its form is the field
// engine's (collection-schema.ts) for the product's definition (shared/product-fields.ts). Each input's name is
// the path of the field it fills ("name.mn", "specs.2.value.en"), so a refusal names the input it is about. What
// publishing gives is the catalogue's own shape (product-schema.ts).

/** A product's fields without its id (the id is the item's key, never edited). */
export type ProductFields = Omit<Product, 'id'>;

/** Shown on the site; hidden (unpublished, kept in the office's list); deleted (in the bin, restorable). */
export const VISIBILITY = ['shown', 'hidden', 'deleted'] as const;
export type Visibility = (typeof VISIBILITY)[number];

/** A published revision of a product (content kind 'product', keyed by its id). */
export interface ProductContent extends ProductFields {
  visibility: Visibility;
  /** Addresses the product had before: each answers 301 to the current one. */
  formerSlugs: string[];
  /** The shipped product this revision was written over (none for a product the office added). */
  basis?: ProductFields;
  /**
   * Gone back to the shipped product: the site shows the shipped fields (today's, not these), while keeping the
   * office's visibility and old addresses.
   */
  asShipped?: true;
}

/** The form as typed: input name → value. */
export type ProductForm = Record<string, string>;

const productFieldsSchema = productSchema.omit({ id: true });

/** Every input name of the form, in order. */
export const productFormFields = (): string[] => collectionFormInputs(PRODUCT);

/** The longest value each input of the form may hold, by input name. */
export const productFormMaxima = (): Record<string, number> => collectionFormMaxima(PRODUCT);

/** The form's fields out of a posted body: strings only, unknown names dropped. */
export const readProductForm = (body: unknown): ProductForm => readCollectionForm(PRODUCT, body);

/** A product's fields as the form shows them (a revision stored before prices had a currency was in dollars). */
export const productFormOf = (fields: ProductFields): ProductForm =>
  collectionFormOf(PRODUCT, withCurrency(fields), fields.slug);

/** A draft's errors (input name → message key); empty when it may be kept. */
export function draftErrors(form: ProductForm): Record<string, string> {
  const checked = checkForm(PRODUCT, form, { complete: false });
  return checked.ok ? {} : checked.errors;
}

/** Text in both languages, empty in both (an SEO field left empty). */
const isEmptyText = (value: unknown) => isLocalized(value) && value.mn === '' && value.en === '';

/**
 * The form as a product to publish, or the errors of each input. An empty address is made from the English name;
 * a lead time is kept only for a product on order; an empty price is 0, on request; no currency (a draft saved
 * before prices had one) is US dollars. What is not said (no availability, no spec rows, no photos, no SEO field) is left out.
 */
export function parseProductForm(form: ProductForm): FormCheck<ProductFields> {
  const checked = checkForm(PRODUCT, form, { complete: true });
  if (!checked.ok) return checked;
  const said = Object.entries({ slug: checked.slug ?? '', ...checked.fields }).filter(
    ([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0) && !isEmptyText(value),
  );
  return shapedAs(PRODUCT, productFieldsSchema, Object.fromEntries(said));
}

const PHOTOS = PRODUCT.fields.find((field) => field.kind === 'photos');

/** The photo ids a form names, in its rows' order (not yet sorted by place). */
export const photoIdsOf = (form: ProductForm): string[] =>
  Array.from({ length: PHOTOS?.rows ?? 0 }, (_, i) => (form[`photos.${i}.id`] ?? '').trim()).filter(Boolean);

/** The form with each chosen photo's empty descriptions filled with the photo's own (field-rows.ts). */
export const withPhotoAltDefaults = (
  form: ProductForm,
  altOf: (id: string) => { mn: string; en: string } | undefined,
): ProductForm => (PHOTOS ? withPhotoDefaults(PHOTOS, form, altOf) : form);
