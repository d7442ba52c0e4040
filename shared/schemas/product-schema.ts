import { z } from 'zod';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../collections.ts';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../money.ts';
import { specNamed } from '../product-specs.ts';
import { PRODUCT_GROUPS } from '../site.ts';

// One catalogue entry of data/products.json. The operator edits that file; the server validates it at
// start-up with this schema and refuses to start on a bad entry, naming the entry and the field.
//
// Dimensions are millimetres:
//   length    overall length (bits, hammers, rods, parts) or overall height (tyres)
//   diameter  outside diameter (bit gauge, rod or hammer body, tyre outside diameter)
//   length1   working length: thread or shank length (bits, rods, hammers), section width (tyres),
//             working width or reach (equipment parts)
// price is in `currency` (US dollars or tögrög; absent: US dollars, as the shipped file has them) before discount;
// discount is the percentage of the price charged (docs/specification.md §4: line sum = price × discount / 100 ×
// quantity, so 100 means no discount). price 0 = on request. Pages convert it with the day's rate (shared/money.ts).
//
// availability (optional): 'in-stock', or 'on-order' with leadWeeks, the weeks from order to delivery; absent: not
// said. partNumber, alternativeNumbers (optional): the maker's part number, and OEM numbers and cross
// references, as written (search reads them whichever way they are typed). specs (optional): rows the catalogue shows after the dimensions, each a label and a value in both languages.
// The specifications of its category (shared/product-specs.ts, docs/content.md, "Specifications"), each optional: a
// drilling bit's IADC code, thread, bearing and formation (its diameter is `diameter` above, in millimetres), a
// tyre's size, construction, TRA code, rating, load index and rim, a piece of equipment's type (both languages),
// make, model, power in kW, operating weight in t and capacity in capacityUnit.
// The office edits all of this in /admin/products (docs/content.md, "Products"); the file is the initial content.

export const PRODUCT_CATEGORIES = PRODUCT_GROUPS.map((group) => group.category) as [string, ...string[]];

const localized = z.object({
  mn: z.string().trim().min(1, 'Mongolian text is missing'),
  en: z.string().trim().min(1, 'English text is missing'),
});

export const AVAILABILITY = ['in-stock', 'on-order'] as const;
/** A part number's longest form, and how many alternative numbers (OEM numbers, cross references) a product has. */
export const PART_NUMBER_MAX = 60;
export const MAX_ALTERNATIVE_NUMBERS = 10;
const partNumber = z.string().trim().min(1).max(PART_NUMBER_MAX);
export const MAX_LEAD_WEEKS = 52;
export const MAX_SPEC_ROWS = 12;
const SPEC_TEXT_MAX = 120;

const specText = z.object({
  mn: z.string().trim().min(1, 'Mongolian text is missing').max(SPEC_TEXT_MAX),
  en: z.string().trim().min(1, 'English text is missing').max(SPEC_TEXT_MAX),
});

/** An SEO field's text: either language may be left empty (the page's own is shown in it). */
const seoText = (max: number) => z.object({ mn: z.string().trim().max(max), en: z.string().trim().max(max) });

/** Photos of a product: ordered, the first the main one (docs/photos.md, "Products' photos"). */
export const MAX_PRODUCT_PHOTOS = 12;
/** As long as a photo's own description may be (shared/schemas/media-schema.ts). */
export const PHOTO_ALT_MAX = 250;
/** A photo of the office's library (its id, the first 16 hex digits of its upload's SHA-256) and what it shows
 *  on this product, in both languages. */
export const productPhotoSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, 'must be a photo id (16 hex digits)'),
  alt: z.object({
    mn: z.string().trim().min(1, 'Mongolian text is missing').max(PHOTO_ALT_MAX),
    en: z.string().trim().min(1, 'English text is missing').max(PHOTO_ALT_MAX),
  }),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** A spec's value as its definition allows it (product-specs.ts). */
const specNumber = (name: string) => {
  const spec = specNamed(name);
  return z
    .number()
    .min(spec.min ?? 0)
    .max(spec.max ?? 10_000)
    .optional();
};
const specCode = (name: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(specNamed(name).maxLength ?? 40)
    .optional();
const specChoice = (name: string) => z.enum((specNamed(name).options ?? []) as [string, ...string[]]).optional();

const millimetres = z.number().positive('must be a positive number of millimetres').max(10_000);

/** The highest price in each currency (ten million dollars, and about as much in tögrög). */
export const MAX_PRICE: Record<Currency, number> = { USD: 10_000_000, MNT: 50_000_000_000 };

/** A price within its currency's limit; checked beside the fields, which are each checked alone. */
export const isPriceWithinLimit = ({ price, currency }: { price: number; currency: Currency }) =>
  price <= MAX_PRICE[currency];

export const productSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  name: localized,
  description: localized,
  image: z.string().regex(/^\/images\/catalogue\/[a-z0-9-]+\.svg$/, 'must be /images/catalogue/<name>.svg'),
  category: z.enum(PRODUCT_CATEGORIES),
  length: millimetres,
  diameter: millimetres,
  length1: millimetres,
  price: z.number().min(0).max(MAX_PRICE.MNT),
  currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  discount: z.number().min(1).max(100),
  // Its part number and other numbers it is known by (docs/content.md, "Part numbers"): the office's form gives
  // them one a line.
  partNumber: partNumber.optional(),
  alternativeNumbers: z
    .preprocess(
      // One a line as typed; a blank line or a number said twice is left out.
      (value) =>
        typeof value === 'string'
          ? [...new Set(value.split('\n').map((line) => line.trim()))].filter((line) => line !== '')
          : value,
      z.array(partNumber).max(MAX_ALTERNATIVE_NUMBERS),
    )
    .optional(),
  availability: z.enum(AVAILABILITY).optional(),
  leadWeeks: z.number().int().min(1).max(MAX_LEAD_WEEKS).optional(),
  specs: z
    .array(z.object({ label: specText, value: specText }))
    .max(MAX_SPEC_ROWS)
    .optional(),
  // The office's uploaded photos (absent: the drawing alone). The drawing stays the picture while none can be shown.
  photos: z.array(productPhotoSchema).max(MAX_PRODUCT_PHOTOS).optional(),
  iadc: specCode('iadc'),
  thread: specCode('thread'),
  bearing: specChoice('bearing'),
  hardness: specChoice('hardness'),
  tyreSize: specCode('tyreSize'),
  construction: specChoice('construction'),
  traCode: specChoice('traCode'),
  rating: specCode('rating'),
  loadIndex: specCode('loadIndex'),
  rim: specCode('rim'),
  equipmentType: z
    .object({
      mn: z
        .string()
        .trim()
        .min(1, 'Mongolian text is missing')
        .max(specNamed('equipmentType').maxLength ?? 80),
      en: z
        .string()
        .trim()
        .min(1, 'English text is missing')
        .max(specNamed('equipmentType').maxLength ?? 80),
    })
    .optional(),
  make: specCode('make'),
  model: specCode('model'),
  powerKw: specNumber('powerKw'),
  weightT: specNumber('weightT'),
  capacity: specNumber('capacity'),
  capacityUnit: specChoice('capacityUnit'),
  // What search engines and shares show (docs/content.md, "SEO fields"): absent, the page's own; never in the API.
  seoTitle: seoText(SEO_TITLE_MAX).optional(),
  seoDescription: seoText(SEO_DESCRIPTION_MAX).optional(),
  shareImage: z
    .string()
    .regex(/^media:[0-9a-f]{16}$/)
    .optional(),
});

export const productsFileSchema = z.array(productSchema).superRefine((products, ctx) => {
  products.forEach((product, index) => {
    if (!isPriceWithinLimit(product)) {
      ctx.addIssue({ code: 'custom', path: [index, 'price'], message: `at most ${MAX_PRICE[product.currency]}` });
    }
  });
  for (const key of ['id', 'slug'] as const) {
    const seen = new Set<unknown>();
    products.forEach((product, index) => {
      if (seen.has(product[key])) ctx.addIssue({ code: 'custom', path: [index, key], message: `duplicate ${key}` });
      seen.add(product[key]);
    });
  }
});

export type Product = z.infer<typeof productSchema>;

/**
 * Product fields stored before prices had a currency (the office's published revisions, content files) were in US
 * dollars: read them so. The currency comes right after the price, where the schemas put it, so stored fields and
 * parsed ones compare equal as JSON.
 */
export function withCurrency<T extends { price: number; currency?: Currency }>(fields: T): T & { currency: Currency } {
  if (fields.currency !== undefined) return fields as T & { currency: Currency };
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    read[key] = value;
    if (key === 'price') read.currency = DEFAULT_CURRENCY;
  }
  return read as T & { currency: Currency };
}
