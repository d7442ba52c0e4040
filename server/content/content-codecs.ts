import { z } from 'zod';
import type { MediaRecord } from '#shared/media-library.ts';
import { VISIBILITY, type ProductContent } from '#shared/schemas/product-edit-schema.ts';
import type { CompanyDetails } from '#shared/schemas/company-schema.ts';
import { mediaRecordSchema } from '#shared/schemas/media-schema.ts';
import { productSchema } from '#shared/schemas/product-schema.ts';
import type { PublishedText, TextValue } from '#shared/schemas/text-schema.ts';
import type { ContentKind } from '../storage/content-store.ts';
import type { CollectionItemContent } from './collections.ts';
import type { ProductOrder } from './product-catalogue.ts';
import type { Redirect } from '#shared/redirects.ts';
import { datasheetRecordSchema, type DatasheetRecord } from '#shared/datasheets.ts';

// How each kind of the office's content is read back from the content store (docs/content.md, "The office's content"):
// one codec a kind, for its published revisions and for its drafts, so what the store gives is typed by its kind
// (content-store.ts decodes with them, for both engines). A codec accepts every shape an earlier version of the
// site stored, upgraded to today's (a product stored before prices had a currency is in dollars), and checks the
// shape only, not what the office's forms check before storing: a value stored under an earlier rule still reads.
// What is not the kind's shape at all is undefined: its readers treat it as missing (the shipped default shows).

/** The company's details as stored: every field, or (published when only its links were edited) some of them. */
export type CompanyValue = Partial<CompanyDetails>;

/** A form as the office typed it: input name → value. */
export type TypedForm = Record<string, string>;

/** What each kind stores: a published revision's value, and a draft's. */
export interface ContentValues {
  text: { published: PublishedText; draft: TextValue };
  company: { published: CompanyValue; draft: TypedForm };
  product: { published: ProductContent; draft: TypedForm };
  'product-order': { published: ProductOrder; draft: never };
  'collection-item': { published: CollectionItemContent; draft: TypedForm };
  'collection-order': { published: { ids: number[] }; draft: never };
  media: { published: MediaRecord; draft: never };
  redirects: { published: RedirectsValue; draft: never };
  'page-seo': { published: PageSeoValue; draft: TypedForm };
  datasheet: { published: DatasheetRecord; draft: never };
}
export type PublishedValue<K extends ContentKind> = ContentValues[K]['published'];
export type DraftValue<K extends ContentKind> = ContentValues[K]['draft'];

export interface ContentCodec<Published, Draft> {
  /** A published revision's value (not a reset); undefined when it is not the kind's. */
  published(stored: unknown): Published | undefined;
  /** A draft's value; undefined when it is not the kind's. */
  draft(stored: unknown): Draft | undefined;
}

type Parser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };
const readWith =
  <T>(schema: Parser<T>) =>
  (stored: unknown): T | undefined => {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  };
/** A kind the office never drafts (an order, a photo's record): nothing is read as its draft. */
const noDraft = (): undefined => undefined;

const textValue = z.object({ mn: z.string(), en: z.string() });
const typedForm = z.record(z.string(), z.string());
const orderSchema = z.object({ ids: z.array(z.number()) });

export const textCodec: ContentCodec<PublishedText, TextValue> = {
  // The shipped text it was written over (basis) since the editor tells of a changed default.
  published: readWith(textValue.extend({ basis: textValue.optional() })),
  draft: readWith(textValue),
};

// In the order companyFormOf's fields are stored in (company-schema.ts, detailsOf), so a stored value and a parsed
// form compare equal as JSON.
const companyDetailsSchema = z.object({
  legalName: textValue,
  address: textValue,
  streetAddress: textValue,
  city: textValue,
  postalCode: z.string(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  hours: z.array(z.object({ days: textValue, time: textValue })),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  messengerPageId: z.string(),
  social: z.object({ facebook: z.string(), linkedin: z.string(), youtube: z.string() }),
});

export const companyCodec: ContentCodec<CompanyValue, TypedForm> = {
  published: readWith(companyDetailsSchema.partial()),
  draft: readWith(typedForm),
};

// The catalogue's own schema: a price without a currency is in dollars (its default), placed after the price as
// withCurrency places it. A basis that no longer reads (the shipped product of a much older site) is left out: it
// only tells the office that the shipped product changed since.
const productFields = productSchema.omit({ id: true });
const productContentSchema = productFields.extend({
  visibility: z.enum(VISIBILITY),
  formerSlugs: z.array(z.string()),
  basis: productFields.optional().catch(undefined),
  asShipped: z.literal(true).optional(),
});

export const productCodec: ContentCodec<ProductContent, TypedForm> = {
  published: readWith(productContentSchema),
  draft: readWith(typedForm),
};

const collectionFields = z.record(z.string(), z.union([z.string(), textValue]));
const collectionItemSchema = z.object({
  fields: collectionFields,
  slug: z.string().optional(),
  visibility: z.enum(VISIBILITY),
  formerSlugs: z.array(z.string()),
  basis: z.object({ fields: collectionFields, slug: z.string().optional() }).optional().catch(undefined),
  asShipped: z.literal(true).optional(),
});

export const collectionItemCodec: ContentCodec<CollectionItemContent, TypedForm> = {
  published: readWith(collectionItemSchema),
  draft: readWith(typedForm),
};

/** The office's redirects (docs/content.md, "Redirects"): one item holding the list, published with each change. */
export interface RedirectsValue {
  redirects: Redirect[];
}
const redirectsSchema = z.object({ redirects: z.array(z.object({ from: z.string(), to: z.string() })) });

/** A site page's SEO record (docs/content.md, "SEO of the site's pages"): its fields, as a list item's are stored. */
export interface PageSeoValue {
  fields: Record<string, string | { mn: string; en: string }>;
}

const orderCodec: ContentCodec<{ ids: number[] }, never> = { published: readWith(orderSchema), draft: noDraft };

const CODECS: { [K in ContentKind]: ContentCodec<PublishedValue<K>, DraftValue<K>> } = {
  text: textCodec,
  company: companyCodec,
  product: productCodec,
  'product-order': orderCodec,
  'collection-item': collectionItemCodec,
  'collection-order': orderCodec,
  media: { published: readWith(mediaRecordSchema), draft: noDraft },
  redirects: { published: readWith(redirectsSchema), draft: noDraft },
  'page-seo': { published: readWith(z.object({ fields: collectionFields })), draft: readWith(typedForm) },
  // A product's datasheets (docs/content.md, "Datasheets"): published at once, never drafted.
  datasheet: { published: readWith(datasheetRecordSchema), draft: noDraft },
};

/** The codec of `kind`. */
export const codecOf = <K extends ContentKind>(kind: K): ContentCodec<PublishedValue<K>, DraftValue<K>> => CODECS[kind];
