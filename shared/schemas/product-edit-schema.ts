import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../money.ts';
import { isPlainText } from './contact-schema.ts';
import {
  AVAILABILITY,
  isPriceWithinLimit,
  MAX_LEAD_WEEKS,
  MAX_PRICE,
  MAX_PRODUCT_PHOTOS,
  MAX_SPEC_ROWS,
  PHOTO_ALT_MAX,
  PRODUCT_CATEGORIES,
  withCurrency,
  type Product,
  type ProductPhoto,
} from './product-schema.ts';

// A product as the office edits it in /admin/products (docs/content.md, "Products"). The form is flat: each input's
// name is the path of the field it fills ("name.mn", "specs.2.value.en"), so a refusal names the input it is
// about. A draft keeps what was typed, checked only for length and characters; publishing needs every field valid
// and both languages filled. Messages are translation keys (locales/{mn,en}/admin.json).

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

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 4000;
export const SLUG_MAX = 100;
const NUMBER_MAX_LENGTH = 20;
/** A spec row's label and value, each language. */
const SPEC_TEXT_MAX = 120;

const LANGS = ['mn', 'en'] as const;
const SINGLE_FIELDS = [
  'slug',
  'image',
  'category',
  'length',
  'diameter',
  'length1',
  'price',
  'currency',
  'discount',
] as const;
const OPTIONAL_FIELDS = ['availability', 'leadWeeks'] as const;
const SPEC_PARTS = ['label.mn', 'label.en', 'value.mn', 'value.en', 'same'] as const;
// A photo row (docs/photos.md, "Products' photos"): the photo chosen from the library (empty: none, which removes it),
// its place (rows are sorted by it; the first is the main photo) and what it shows on this product in both languages.
const PHOTO_PARTS = ['id', 'order', 'alt.mn', 'alt.en'] as const;

/** The spec rows a form offers: the product's rows and two empty ones, at most MAX_SPEC_ROWS. */
export const specRowsShown = (filled: number) => Math.min(MAX_SPEC_ROWS, filled + 2);
/** The photo rows a form offers: the product's photos and two empty rows, at most MAX_PRODUCT_PHOTOS. */
export const photoRowsShown = (filled: number) => Math.min(MAX_PRODUCT_PHOTOS, filled + 2);

/** Every input name of the form, in order. */
export function productFormFields(): string[] {
  const specs = Array.from({ length: MAX_SPEC_ROWS }, (_, i) => SPEC_PARTS.map((part) => `specs.${i}.${part}`));
  const photos = Array.from({ length: MAX_PRODUCT_PHOTOS }, (_, i) => PHOTO_PARTS.map((part) => `photos.${i}.${part}`));
  return [
    ...SINGLE_FIELDS,
    ...LANGS.map((lng) => `name.${lng}`),
    ...LANGS.map((lng) => `description.${lng}`),
    ...OPTIONAL_FIELDS,
    ...specs.flat(),
    ...photos.flat(),
  ];
}
const FORM_FIELDS = productFormFields();

/** The longest value each input of the form may hold, by input name (a choice's or a number's as typed). */
export function productFormMaxima(): Record<string, number> {
  const longest = (field: string): number => {
    if (field === 'slug') return SLUG_MAX;
    if (/^name\./.test(field)) return NAME_MAX;
    if (/^description\./.test(field)) return DESCRIPTION_MAX;
    if (/^specs\.\d+\.(label|value)\./.test(field)) return SPEC_TEXT_MAX;
    if (/^photos\.\d+\.alt\./.test(field)) return PHOTO_ALT_MAX;
    return NUMBER_MAX_LENGTH;
  };
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, longest(field)]));
}

/** The form's fields out of a posted body: strings only, unknown names dropped. */
export function readProductForm(body: unknown): ProductForm {
  const form: ProductForm = {};
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  for (const field of FORM_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value !== '') form[field] = value;
  }
  return form;
}

/** A product's fields as the form shows them. */
export function productFormOf(fields: ProductFields): ProductForm {
  const form: ProductForm = {
    slug: fields.slug,
    image: fields.image,
    category: fields.category,
    length: String(fields.length),
    diameter: String(fields.diameter),
    length1: String(fields.length1),
    price: String(fields.price),
    // A revision stored before prices had a currency was in dollars.
    currency: withCurrency(fields).currency,
    discount: String(fields.discount),
    'name.mn': fields.name.mn,
    'name.en': fields.name.en,
    'description.mn': fields.description.mn,
    'description.en': fields.description.en,
  };
  if (fields.availability) form.availability = fields.availability;
  if (fields.leadWeeks !== undefined) form.leadWeeks = String(fields.leadWeeks);
  (fields.specs ?? []).forEach((row, i) => {
    form[`specs.${i}.label.mn`] = row.label.mn;
    form[`specs.${i}.label.en`] = row.label.en;
    form[`specs.${i}.value.mn`] = row.value.mn;
    form[`specs.${i}.value.en`] = row.value.en;
    if (row.value.mn === row.value.en) form[`specs.${i}.same`] = 'on';
  });
  (fields.photos ?? []).forEach((photo, i) => {
    form[`photos.${i}.id`] = photo.id;
    form[`photos.${i}.order`] = String(i + 1);
    form[`photos.${i}.alt.mn`] = photo.alt.mn;
    form[`photos.${i}.alt.en`] = photo.alt.en;
  });
  return form;
}

/** The photo ids a form names, in its rows' order (not yet sorted by place). */
export function photoIdsOf(form: ProductForm): string[] {
  return Array.from({ length: MAX_PRODUCT_PHOTOS }, (_, i) => (form[`photos.${i}.id`] ?? '').trim()).filter(Boolean);
}

/**
 * The form with each chosen photo's empty descriptions filled with the photo's own (the library's alt texts are
 * the defaults; docs/photos.md, "Products' photos"). `altOf` gives them for a photo of the library, undefined for an
 * unknown id.
 */
export function withPhotoAltDefaults(
  form: ProductForm,
  altOf: (id: string) => { mn: string; en: string } | undefined,
): ProductForm {
  const filled: ProductForm = { ...form };
  for (let i = 0; i < MAX_PRODUCT_PHOTOS; i += 1) {
    const defaults = altOf((form[`photos.${i}.id`] ?? '').trim());
    if (!defaults) continue;
    for (const lng of LANGS) {
      const name = `photos.${i}.alt.${lng}`;
      if ((filled[name] ?? '').trim() === '' && defaults[lng].trim() !== '') filled[name] = defaults[lng];
    }
  }
  return filled;
}

/** "Tricone Bit 9 7/8\" (251 mm)" → "tricone-bit-9-7-8-251-mm": lower-case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** "7 850", "7850,5" → 7850, 7850.5; NaN for anything else. */
function readNumber(text: string | undefined): number {
  const cleaned = (text ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE = /^\/images\/catalogue\/[a-z0-9-]+\.svg$/;
const err = (key: string) => `admin:products.errors.${key}`;

function textCheck(max: number) {
  return z
    .string()
    .refine((value) => isPlainText(value, true), err('characters'))
    .refine((value) => value.length <= max, 'forms:errors.tooLong');
}

/** What a draft may hold: any field empty, none too long or with control characters. */
const draftSchema = z.record(z.string(), textCheck(DESCRIPTION_MAX));

export type FormCheck = { ok: true; fields: ProductFields } | { ok: false; errors: Record<string, string> };

/** A draft's errors (input name → message key); empty when it may be kept. */
export function draftErrors(form: ProductForm): Record<string, string> {
  const parsed = draftSchema.safeParse(form);
  return parsed.success ? {} : errorsOf(parsed.error);
}

function errorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

const localizedOf = (form: ProductForm, prefix: string) => ({
  mn: (form[`${prefix}.mn`] ?? '').trim(),
  en: (form[`${prefix}.en`] ?? '').trim(),
});

/** A spec row is left out when all of it is empty. */
function specRowsOf(form: ProductForm) {
  const rows: Array<{ index: number; label: { mn: string; en: string }; value: { mn: string; en: string } }> = [];
  for (let i = 0; i < MAX_SPEC_ROWS; i += 1) {
    const label = localizedOf(form, `specs.${i}.label`);
    const value = localizedOf(form, `specs.${i}.value`);
    if (form[`specs.${i}.same`] === 'on') value.en = value.mn;
    if (label.mn || label.en || value.mn || value.en) rows.push({ index: i, label, value });
  }
  return rows;
}

interface PhotoRow {
  index: number;
  id: string;
  alt: { mn: string; en: string };
  place: number;
}

/** The rows naming a photo, sorted by their place (a row's own position when left empty; ties keep the form's
 *  order). A place that is not a whole number is NaN, refused by the schema. */
function photoRowsOf(form: ProductForm): PhotoRow[] {
  const rows: PhotoRow[] = [];
  for (let i = 0; i < MAX_PRODUCT_PHOTOS; i += 1) {
    const id = (form[`photos.${i}.id`] ?? '').trim();
    if (!id) continue;
    const typed = (form[`photos.${i}.order`] ?? '').trim();
    const place = typed === '' ? i + 1 : /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
    rows.push({ index: i, id, alt: localizedOf(form, `photos.${i}.alt`), place });
  }
  return rows.sort((a, b) => (a.place || 0) - (b.place || 0) || a.index - b.index);
}

const required = (max: number) =>
  z
    .string()
    .min(1, err('required'))
    .max(max, 'forms:errors.tooLong')
    .refine((value) => isPlainText(value, true), err('characters'));
const localized = (max: number) => z.object({ mn: required(max), en: required(max) });
const number = (key: string, min: number, max: number, integer = false) =>
  z
    .number()
    .refine((value) => Number.isFinite(value), err('number'))
    .refine((value) => value >= min && value <= max && (!integer || Number.isInteger(value)), err(key));

const publishSchema = z
  .object({
    slug: z.string().max(SLUG_MAX, 'forms:errors.tooLong').regex(SLUG, err('slug')),
    name: localized(NAME_MAX),
    description: localized(DESCRIPTION_MAX),
    image: z.string().regex(IMAGE, err('image')),
    category: z.enum(PRODUCT_CATEGORIES, err('category')),
    length: number('millimetres', 0.001, 10_000),
    diameter: number('millimetres', 0.001, 10_000),
    length1: number('millimetres', 0.001, 10_000),
    price: number('price', 0, MAX_PRICE.MNT),
    currency: z.enum(CURRENCIES, err('currency')),
    discount: number('discount', 1, 100),
    availability: z.enum(AVAILABILITY, err('availability')).optional(),
    leadWeeks: number('leadWeeks', 1, MAX_LEAD_WEEKS, true).optional(),
    specs: z.array(z.object({ label: localized(SPEC_TEXT_MAX), value: localized(SPEC_TEXT_MAX) })),
    photos: z.array(
      z.object({
        id: z.string().regex(/^[0-9a-f]{16}$/, err('photo')),
        alt: localized(PHOTO_ALT_MAX),
        place: z.number({ error: err('photoOrder') }).int(err('photoOrder')),
      }),
    ),
  })
  .refine((fields) => fields.availability !== 'on-order' || fields.leadWeeks !== undefined, {
    path: ['leadWeeks'],
    message: err('leadWeeks'),
  })
  .refine(isPriceWithinLimit, { path: ['price'], message: err('price') });

/**
 * The form as a product to publish, or the errors of each input. An empty address is made from the English name;
 * a lead time is kept only for a product on order; an empty price is 0, on request; no currency (a draft saved
 * before prices had one) is US dollars.
 */
export function parseProductForm(form: ProductForm): FormCheck {
  const tooLong = SINGLE_FIELDS.concat(OPTIONAL_FIELDS as never).find(
    (field) => field !== 'slug' && field !== 'image' && (form[field] ?? '').length > NUMBER_MAX_LENGTH,
  );
  if (tooLong) return { ok: false, errors: { [tooLong]: 'forms:errors.tooLong' } };
  const name = localizedOf(form, 'name');
  const rows = specRowsOf(form);
  const photoRows = photoRowsOf(form);
  const availability = form.availability || undefined;
  const candidate = {
    slug: (form.slug ?? '').trim() || slugify(name.en),
    name,
    description: localizedOf(form, 'description'),
    image: form.image ?? '',
    category: form.category ?? '',
    length: readNumber(form.length),
    diameter: readNumber(form.diameter),
    length1: readNumber(form.length1),
    price: (form.price ?? '').trim() === '' ? 0 : readNumber(form.price),
    currency: form.currency || DEFAULT_CURRENCY,
    discount: readNumber(form.discount),
    availability,
    leadWeeks: availability === 'on-order' && form.leadWeeks ? readNumber(form.leadWeeks) : undefined,
    specs: rows.map(({ label, value }) => ({ label, value })),
    photos: photoRows.map(({ id, alt, place }) => ({ id, alt, place })),
  };
  const parsed = publishSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors = errorsOf(parsed.error);
    // specs.<n> (photos.<n>) of the parsed list is row specs.<index> (photos.<index>) of the form; a photo's
    // place is its input `order`.
    const renamed: Record<string, string> = {};
    for (const [field, message] of Object.entries(errors)) {
      const match = /^(specs|photos)\.(\d+)\.(.*)$/.exec(field);
      const row = match ? (match[1] === 'specs' ? rows : photoRows)[Number(match[2])] : undefined;
      const part = match?.[3] === 'place' ? 'order' : match?.[3];
      renamed[row && match ? `${match[1]}.${row.index}.${part}` : field] = message;
    }
    return { ok: false, errors: renamed };
  }
  const { availability: stock, leadWeeks, specs, photos, ...rest } = parsed.data;
  const uniquePhotos = [...new Map(photos.map(({ id, alt }): [string, ProductPhoto] => [id, { id, alt }])).values()];
  const fields: ProductFields = {
    ...rest,
    ...(stock ? { availability: stock } : {}),
    ...(stock === 'on-order' && leadWeeks !== undefined ? { leadWeeks } : {}),
    ...(specs.length > 0 ? { specs } : {}),
    ...(uniquePhotos.length > 0 ? { photos: uniquePhotos } : {}),
  };
  return { ok: true, fields };
}
