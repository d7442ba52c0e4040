import { z } from 'zod';
import {
  NUMBER_MAX,
  STEPS_MAX,
  stepsOf,
  type CollectionDefinition,
  type CollectionField,
  type CollectionFields,
} from '../collections.ts';
import { MEDIA_REF_PREFIX } from '../media-library.ts';
import { isCurrency } from '../money.ts';
import { isVideoAddress } from '../video.ts';
import { isPlainText } from './contact-schema.ts';
import { formValues, isLocalized, maximaOf, readPhotos, readRows, type Localized } from './field-rows.ts';
import { isPriceWithinLimit } from './product-schema.ts';
import { slugify, SLUG_MAX } from './slug.ts';

// The field engine: an item of one of the site's lists, or a product of the catalogue, as the office edits it
// (docs/content.md, "Lists", "Products"), checked field by field from its definition (shared/collections.ts,
// shared/product-fields.ts). The form is flat: a localized field's inputs are `<name>.mn` and `<name>.en`, another's
// `<name>`, a row's `<name>.<row>.<part>`, the address `slug`. A draft keeps what was typed (checked for length
// and characters, and a list's for what each value's kind can say of it); publishing needs every required field,
// in both languages where it has two. Messages are translation keys (locales/{mn,en}/admin.json).

export type CollectionForm = Record<string, string>;

/** A value as checked: text, text in both languages, a number, rows. */
export type FieldValue = string | Localized | number | ReadonlyArray<Record<string, unknown>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^\+?[\d\s()-]{5,40}$/;
const TOO_LONG = 'forms:errors.tooLong';
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};
const withoutSpaces = (value: string) => value.replace(/[\s\u00a0]/g, '');

/** "12 500" or "12500": a whole number from 0 to `max`. */
const isWholeNumber = (value: string, max: number) =>
  /^\d{1,9}$/.test(withoutSpaces(value)) && Number(withoutSpaces(value)) <= max;

/** "7 850", "7850,5" → 7850, 7850.5; NaN for anything else. */
export function readNumber(text: string | undefined): number {
  const cleaned = withoutSpaces(text ?? '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Steps of STEPS_MAX at most, each with a title (one line, STEP_TITLE_MAX at most) and a text. */
const STEP_TITLE_MAX = 120;
const areSteps = (value: string) => {
  const steps = stepsOf(value);
  return steps.length <= STEPS_MAX && steps.every((step) => step.title.length <= STEP_TITLE_MAX && step.text !== '');
};

/** The input names of a field. */
export const inputsOf = (field: CollectionField): string[] => maximaOf(field).map(([input]) => input);

/** Every input name of the definition's form, in order. */
export const collectionFormInputs = (definition: CollectionDefinition): string[] => [
  ...(definition.slugFrom ? ['slug'] : []),
  ...definition.fields.flatMap(inputsOf),
];

/** The longest value each input of the definition's form may hold, by input name. */
export const collectionFormMaxima = (definition: CollectionDefinition): Record<string, number> =>
  Object.fromEntries([
    ...(definition.slugFrom ? [['slug', SLUG_MAX] as const] : []),
    ...definition.fields.flatMap(maximaOf),
  ]);

/** The form's fields out of a posted body: strings only, unknown names dropped, line ends as \n. */
export function readCollectionForm(definition: CollectionDefinition, body: unknown): CollectionForm {
  const source: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  const form: CollectionForm = {};
  for (const input of collectionFormInputs(definition)) {
    const value = source[input];
    if (typeof value === 'string' && value !== '') form[input] = value.replace(/\r\n?/g, '\n');
  }
  return form;
}

/** An item's stored fields as the form shows them. */
export function collectionFormOf(
  definition: CollectionDefinition,
  fields: Readonly<Record<string, unknown>>,
  slug?: string,
): CollectionForm {
  const form: CollectionForm = slug ? { slug } : {};
  for (const field of definition.fields) Object.assign(form, Object.fromEntries(formValues(field, fields[field.name])));
  return form;
}

type Messages = (key: string) => string;

/** One input's value, checked: '' when empty (a draft, an optional field). */
function valueSchema(field: CollectionField, required: boolean, err: Messages) {
  // A choice or a picture with a message of its own says it for an empty one too.
  const missing =
    field.kind === 'choice' || field.kind === 'image' ? (field.invalid ?? err('required')) : err('required');
  return z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length <= field.max, TOO_LONG)
    .refine((value) => isPlainText(value, field.kind !== 'line'), err('characters'))
    .refine((value) => !required || value !== '', missing)
    .refine((value) => value === '' || field.kind !== 'email' || EMAIL.test(value), err('email'))
    .refine((value) => value === '' || field.kind !== 'phone' || PHONE.test(value), err('phone'))
    .refine((value) => value === '' || field.kind !== 'url' || isWebAddress(value), err('url'))
    .refine(
      (value) => value === '' || field.kind !== 'number' || isWholeNumber(value, field.maxValue ?? NUMBER_MAX),
      field.invalid ?? err('number'),
    )
    .refine((value) => value === '' || field.kind !== 'steps' || areSteps(value), err('steps'))
    .refine((value) => value === '' || field.kind !== 'video' || isVideoAddress(value), err('video'))
    .refine(
      (value) => field.kind !== 'choice' || (field.options ?? []).includes(value),
      field.invalid ?? err('choice'),
    );
}

export type FormCheck<Fields> =
  { ok: true; fields: Fields; slug?: string } | { ok: false; errors: Record<string, string> };

interface Reading {
  form: CollectionForm;
  complete: boolean;
  images: readonly string[] | undefined;
  err: Messages;
  refuse: (input: string, message: string | undefined) => undefined;
}

/** A decimal (money: empty is 0, on request; a needed one only while its field says so: empty is refused). */
function readDecimal(field: CollectionField, { form, complete, err, refuse }: Reading): number | undefined {
  const typed = form[field.name] ?? '';
  if (typed.length > field.max) return refuse(field.name, TOO_LONG);
  if (!complete) return undefined;
  const empty = typed.trim() === '';
  // One not needed (a product's power) is left out when empty.
  if (empty && !field.required && field.kind === 'decimal') return undefined;
  if (empty && field.onlyWhen) return refuse(field.name, field.invalid);
  const value = empty && field.kind === 'money' ? 0 : readNumber(typed);
  if (Number.isNaN(value)) return refuse(field.name, err('number'));
  const inRange = value >= (field.minValue ?? 0) && value <= (field.maxValue ?? Infinity);
  if (!inRange || (field.whole && !Number.isInteger(value))) return refuse(field.name, field.invalid);
  return value;
}

/** A field of one input, or of one in each language: text of its kind, a choice, a picture, a number's digits. */
function readText(field: CollectionField, reading: Reading): string | Localized {
  const { form, complete, images, err, refuse } = reading;
  // A picture's description is needed once the picture is chosen.
  const partner = field.requiredWith ? (form[field.requiredWith] ?? '').trim() !== '' : false;
  const values = inputsOf(field).map((input) => {
    const typed = form[input] ?? '';
    const value = field.emptyAs !== undefined && typed.trim() === '' ? field.emptyAs : typed;
    const parsed = valueSchema(field, complete && (field.required || partner), err).safeParse(value);
    if (!parsed.success) refuse(input, parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : '';
  });
  const offered = images?.includes(values[0] ?? '') ?? true;
  const photo = !field.photosOnly || values[0]?.startsWith(MEDIA_REF_PREFIX);
  if (field.kind === 'image' && values[0] && (!offered || !photo)) refuse(field.name, field.invalid ?? err('image'));
  // A number is kept as its digits ("12 500" → "12500").
  if (field.kind === 'number') values[0] = withoutSpaces(values[0] ?? '');
  return field.localized ? { mn: values[0] ?? '', en: values[1] ?? '' } : (values[0] ?? '');
}

function readField(field: CollectionField, reading: Reading): FieldValue | undefined {
  const rows = {
    read: (part: CollectionField, input: string, value: string) => {
      const parsed = valueSchema(part, reading.complete, reading.err).safeParse(value);
      if (!parsed.success) reading.refuse(input, parsed.error.issues[0]?.message);
      return parsed.success ? parsed.data : '';
    },
    refuse: reading.refuse,
  };
  if (field.kind === 'rows') return readRows(field, reading.form, rows);
  if (field.kind === 'photos') return readPhotos(field, reading.form, rows);
  if (field.kind === 'decimal' || field.kind === 'money') return readDecimal(field, reading);
  return readText(field, reading);
}

/** A draft kept as typed: each input no longer than its field takes, without control characters. */
function draftErrors(definition: CollectionDefinition, form: CollectionForm, err: Messages) {
  const errors: Record<string, string> = {};
  for (const [input, max] of Object.entries(collectionFormMaxima(definition))) {
    const value = form[input];
    if (value === undefined) continue;
    if (!isPlainText(value, true)) errors[input] = err('characters');
    else if (value.length > max) errors[input] = TOO_LONG;
  }
  return errors;
}

/**
 * The form checked for a draft (`complete` false: any field may be empty) or for publishing, with `images` the
 * pictures an image field may take (unchecked without). The address, for an item with pages, is made from the
 * English value of the definition's slugFrom field when left empty. A field needed only while another has a
 * value is left out otherwise; a money field's limit is its currency's.
 */
export function checkForm(
  definition: CollectionDefinition,
  form: CollectionForm,
  { complete, images }: { complete: boolean; images?: readonly string[] },
): FormCheck<Record<string, FieldValue>> {
  const err: Messages = (key) => `${definition.errors ?? 'admin:collections.errors'}.${key}`;
  if (!complete && definition.draftsAsTyped) {
    const errors = draftErrors(definition, form, err);
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields: {} };
  }
  const errors: Record<string, string> = {};
  const refuse = (input: string, message: string | undefined) => {
    errors[input] ??= message ?? err('required');
    return undefined;
  };
  const reading: Reading = { form, complete, images, err, refuse };
  const fields: Record<string, FieldValue> = {};
  for (const field of definition.fields) {
    // Not needed now, it is left out: held only to its input's length.
    if (field.onlyWhen && (form[field.onlyWhen.field] ?? '') !== field.onlyWhen.value) {
      if ((form[field.name] ?? '').length > field.max) refuse(field.name, TOO_LONG);
      continue;
    }
    const value = readField(field, reading);
    if (value !== undefined) fields[field.name] = value;
  }
  for (const field of definition.fields) {
    const price = fields[field.name];
    const currency = field.currencyField ? fields[field.currencyField] : undefined;
    if (typeof price === 'number' && isCurrency(currency) && !isPriceWithinLimit({ price, currency }))
      refuse(field.name, field.invalid);
  }
  let slug: string | undefined;
  if (definition.slugFrom) {
    const named = fields[definition.slugFrom];
    slug = (form.slug ?? '').trim() || (complete && isLocalized(named) ? slugify(named.en) : '');
    if (slug.length > SLUG_MAX) errors.slug = TOO_LONG;
    else if (slug !== '' && !SLUG.test(slug)) errors.slug = err('slug');
    else if (complete && slug === '') errors.slug = err('slug');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields, ...(slug ? { slug } : {}) };
}

/**
 * The checked fields in the shape the item is stored in (a list's text, a product's), or, should they not fit it,
 * the refusal of each field that does not (with its own message).
 */
export function shapedAs<Fields>(
  definition: CollectionDefinition,
  shape: z.ZodType<Fields>,
  values: Readonly<Record<string, unknown>>,
): { ok: true; fields: Fields } | { ok: false; errors: Record<string, string> } {
  const parsed = shape.safeParse(values);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = definition.fields.find((candidate) => candidate.name === issue.path[0]);
    errors[issue.path.map(String).join('.')] ??=
      field?.invalid ?? `${definition.errors ?? 'admin:collections.errors'}.required`;
  }
  return { ok: false, errors };
}

/** A list item's stored fields: text, or text in both languages. */
export const collectionFieldsSchema = z.record(
  z.string(),
  z.union([z.string(), z.object({ mn: z.string(), en: z.string() })]),
);

export type CollectionCheck = FormCheck<CollectionFields>;

/** A list item's form checked (checkForm), its fields as a list stores them. */
export function parseCollectionForm(
  definition: CollectionDefinition,
  form: CollectionForm,
  options: { complete: boolean; images: readonly string[] },
): CollectionCheck {
  const checked = checkForm(definition, form, options);
  if (!checked.ok) return checked;
  const shaped = shapedAs(definition, collectionFieldsSchema, checked.fields);
  return shaped.ok ? { ...shaped, ...(checked.slug ? { slug: checked.slug } : {}) } : shaped;
}
