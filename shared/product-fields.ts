import { withSeo, type CollectionDefinition, type CollectionField } from './collections.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from './money.ts';
import { PRODUCT_SPECS, SPEC_CATEGORIES, type ProductSpec } from './product-specs.ts';
import {
  AVAILABILITY,
  MAX_LEAD_WEEKS,
  MAX_PRICE,
  MAX_PRODUCT_PHOTOS,
  MAX_ALTERNATIVE_NUMBERS,
  MAX_SPEC_ROWS,
  PART_NUMBER_MAX,
  PHOTO_ALT_MAX,
  PRODUCT_CATEGORIES,
} from './schemas/product-schema.ts';

// A product of the catalogue as the office edits it (docs/content.md, "Products"), one definition of the field
// engine as each list is (collections.ts): its fields, their checks and its form's parts. Its labels are
// admin:products.fields.<name>, its hints admin:products.hints.<name>, its messages admin:products.errors.*.
// The fields are in the order of its stored revisions, so a form read and a revision compare field by field.

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 4000;
/** What a number's input may hold, as typed. */
const NUMBER_INPUT_MAX = 20;
/** A spec row's label and value, each language. */
const SPEC_TEXT_MAX = 120;

const err = (key: string) => `admin:products.errors.${key}`;
const text = (name: string, max: number): CollectionField => ({
  name,
  kind: 'line',
  localized: true,
  required: true,
  max,
});
const decimal = (name: string, minValue: number, maxValue: number, message: string): CollectionField => ({
  name,
  kind: 'decimal',
  localized: false,
  required: true,
  max: NUMBER_INPUT_MAX,
  minValue,
  maxValue,
  invalid: err(message),
});
const choice = (name: string, options: readonly string[], extra: Partial<CollectionField> = {}): CollectionField => ({
  name,
  kind: 'choice',
  localized: false,
  required: true,
  max: NUMBER_INPUT_MAX,
  options,
  invalid: err(name),
  ...extra,
});

/**
 * A spec of product-specs.ts as a field of the engine: kept only for its category (the form's other categories'
 * specs are left out when published), and never needed: a spec not said is not shown.
 */
function specField(spec: ProductSpec): CollectionField {
  const only = { required: false, onlyWhen: { field: 'category', value: spec.category } };
  if (spec.kind === 'number')
    return { ...decimal(spec.name, spec.min ?? 0, spec.max ?? 10_000, 'specNumber'), ...only };
  if (spec.kind === 'choice') {
    const options = ['', ...(spec.options ?? [])];
    const optionLabels = Object.fromEntries(
      options.map((value) => [value, value ? `common:specs.options.${spec.name}.${value}` : 'products.specUnsaid']),
    );
    return { ...choice(spec.name, options, { optionLabels, invalid: err('specChoice') }), ...only };
  }
  return { name: spec.name, kind: 'line', localized: spec.localized ?? false, max: spec.maxLength ?? 40, ...only };
}

/** The form's part for each category's specs (a bit's diameter stays with the dimensions). */
const specSections = Object.entries(SPEC_CATEGORIES).map(([key, category]) => ({
  name: `${key}Specs`,
  hinted: true,
  grid: true,
  fields: PRODUCT_SPECS.filter((spec) => spec.category === category && !spec.carried).map((spec) => spec.name),
}));

export const PRODUCT: CollectionDefinition = withSeo({
  titleField: 'name',
  slugFrom: 'name',
  errors: 'admin:products.errors',
  draftsAsTyped: true,
  fields: [
    // The catalogue's drawing: one of the shipped ones (product-kind.ts holds it to them).
    { name: 'image', kind: 'image', localized: false, required: true, max: 200, invalid: err('image') },
    // Its labels are the groups' (common:productGroups), given with the page.
    choice('category', PRODUCT_CATEGORIES),
    decimal('length', 0.001, 10_000, 'millimetres'),
    decimal('diameter', 0.001, 10_000, 'millimetres'),
    decimal('length1', 0.001, 10_000, 'millimetres'),
    { ...decimal('price', 0, MAX_PRICE.MNT, 'price'), kind: 'money', currencyField: 'currency' },
    // The price's own currency (docs/content.md, "Prices"): none (a draft saved before prices had one) is dollars.
    choice('currency', CURRENCIES, {
      emptyAs: DEFAULT_CURRENCY,
      optionLabels: Object.fromEntries(CURRENCIES.map((value) => [value, `products.currencies.${value}`])),
    }),
    decimal('discount', 1, 100, 'discount'),
    text('name', NAME_MAX),
    { name: 'description', kind: 'markup', localized: true, required: true, max: DESCRIPTION_MAX },
    // docs/content.md, "Part numbers": the same in both languages; the alternatives one a line.
    { name: 'partNumber', kind: 'line', localized: false, required: false, max: PART_NUMBER_MAX },
    {
      name: 'alternativeNumbers',
      kind: 'lines',
      localized: false,
      required: false,
      max: MAX_ALTERNATIVE_NUMBERS * (PART_NUMBER_MAX + 1),
      invalid: err('alternativeNumbers'),
    },
    choice('availability', ['', ...AVAILABILITY], {
      required: false,
      optionLabels: Object.fromEntries(
        ['', ...AVAILABILITY].map((value) => [value, `products.availability.${value || 'unsaid'}`]),
      ),
    }),
    {
      ...decimal('leadWeeks', 1, MAX_LEAD_WEEKS, 'leadWeeks'),
      whole: true,
      onlyWhen: { field: 'availability', value: 'on-order' },
    },
    {
      name: 'specs',
      kind: 'rows',
      localized: false,
      required: false,
      max: SPEC_TEXT_MAX,
      rows: MAX_SPEC_ROWS,
      parts: [text('label', SPEC_TEXT_MAX), text('value', SPEC_TEXT_MAX)],
      sameIn: 'value',
      labels: {
        row: 'specRow',
        label: 'spec_label',
        labelIn: 'labelIn',
        value: 'spec_value',
        valueIn: 'valueIn',
        same: 'specSame',
        sameIn: 'sameIn',
      },
    },
    // docs/photos.md, "Products' photos": the photo chosen from the library (none removes the row), its place (the
    // lowest is the main photo) and what it shows on this product in both languages.
    {
      name: 'photos',
      kind: 'photos',
      localized: false,
      required: false,
      max: PHOTO_ALT_MAX,
      rows: MAX_PRODUCT_PHOTOS,
      invalid: err('photo'),
      labels: {
        row: 'photoRow',
        id: 'photo_id',
        idIn: 'photo_idIn',
        order: 'photo_order',
        orderIn: 'photo_orderIn',
        alt: 'photo_alt',
        altIn: 'photoAltIn',
      },
      parts: [
        { name: 'id', kind: 'line', localized: false, required: true, max: NUMBER_INPUT_MAX },
        {
          name: 'order',
          kind: 'number',
          localized: false,
          required: false,
          // A place: a whole number of three digits at most, 1 first.
          max: 3,
          invalid: err('photoOrder'),
        },
        text('alt', PHOTO_ALT_MAX),
      ],
    },
    ...PRODUCT_SPECS.filter((spec) => !spec.carried).map(specField),
  ],
  sections: [
    { name: 'placing', grid: true, fields: ['slug', 'category', 'image'] },
    { name: 'numbers', hinted: true, grid: true, fields: ['partNumber', 'alternativeNumbers'] },
    { name: 'photos', hinted: true, fields: ['photos'] },
    { name: 'dimensions', hinted: true, grid: true, fields: ['length', 'diameter', 'length1'] },
    { name: 'price', grid: true, fields: ['price', 'currency', 'discount'] },
    { name: 'availability', grid: true, fields: ['availability', 'leadWeeks'] },
    ...specSections,
    { name: 'specs', hinted: true, fields: ['specs'] },
  ],
});
