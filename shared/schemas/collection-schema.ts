import { z } from 'zod';
import {
  NUMBER_MAX,
  STEPS_MAX,
  stepsOf,
  type CollectionDefinition,
  type CollectionField,
  type CollectionFields,
} from '../collections.ts';
import { isVideoAddress } from '../video.ts';
import { isPlainText } from './contact-schema.ts';
import { slugify, SLUG_MAX } from './product-edit-schema.ts';

// An item of one of the site's lists as the office edits it (docs/content.md, "Lists"), checked field by field
// from the list's definition (shared/collections.ts). The form is flat: a localized field's inputs are
// `<name>.mn` and `<name>.en`, another's `<name>`, the address `slug`. A draft keeps what was typed (checked for
// length and characters only); publishing needs every required field, in both languages where it has two.
// Messages are translation keys (locales/{mn,en}/admin.json).

export type CollectionForm = Record<string, string>;

const err = (key: string) => `admin:collections.errors.${key}`;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^\+?[\d\s()-]{5,40}$/;
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** "12 500" or "12500": a whole number from 0 to `max` (NUMBER_MAX unless the field says less). */
const isWholeNumber = (value: string, max = NUMBER_MAX) =>
  /^\d{1,9}$/.test(value.replace(/[\s\u00a0]/g, '')) && Number(value.replace(/[\s\u00a0]/g, '')) <= max;

/** Steps of STEPS_MAX at most, each with a title (one line, STEP_TITLE_MAX at most) and a text. */
const STEP_TITLE_MAX = 120;
const areSteps = (value: string) => {
  const steps = stepsOf(value);
  return steps.length <= STEPS_MAX && steps.every((step) => step.title.length <= STEP_TITLE_MAX && step.text !== '');
};

/** The input names of a field. */
export const inputsOf = (field: CollectionField): string[] =>
  field.localized ? [`${field.name}.mn`, `${field.name}.en`] : [field.name];

/** Every input name of the definition's form, in order. */
export const collectionFormInputs = (definition: CollectionDefinition): string[] => [
  ...(definition.slugFrom ? ['slug'] : []),
  ...definition.fields.flatMap(inputsOf),
];

/** The longest value each input of the definition's form may hold, by input name. */
export const collectionFormMaxima = (definition: CollectionDefinition): Record<string, number> =>
  Object.fromEntries([
    ...(definition.slugFrom ? [['slug', SLUG_MAX] as const] : []),
    ...definition.fields.flatMap((field) => inputsOf(field).map((input) => [input, field.max] as const)),
  ]);

/** The form's fields out of a posted body: strings only, unknown names dropped, line ends as \n. */
export function readCollectionForm(definition: CollectionDefinition, body: unknown): CollectionForm {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
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
  fields: CollectionFields,
  slug?: string,
): CollectionForm {
  const form: CollectionForm = slug ? { slug } : {};
  for (const field of definition.fields) {
    const value = fields[field.name];
    if (value === undefined) continue;
    if (typeof value === 'string') form[field.name] = value;
    else {
      form[`${field.name}.mn`] = value.mn;
      form[`${field.name}.en`] = value.en;
    }
  }
  return form;
}

/** One input's value, checked: '' when empty (a draft, an optional field). */
function valueSchema(field: CollectionField, required: boolean) {
  return z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length <= field.max, 'forms:errors.tooLong')
    .refine((value) => isPlainText(value, field.kind !== 'line'), err('characters'))
    .refine((value) => !required || value !== '', err('required'))
    .refine((value) => value === '' || field.kind !== 'email' || EMAIL.test(value), err('email'))
    .refine((value) => value === '' || field.kind !== 'phone' || PHONE.test(value), err('phone'))
    .refine((value) => value === '' || field.kind !== 'url' || isWebAddress(value), err('url'))
    .refine(
      (value) => value === '' || field.kind !== 'number' || isWholeNumber(value, field.maxValue),
      field.numberError ?? err('number'),
    )
    .refine((value) => value === '' || field.kind !== 'steps' || areSteps(value), err('steps'))
    .refine((value) => value === '' || field.kind !== 'video' || isVideoAddress(value), err('video'))
    .refine((value) => field.kind !== 'choice' || (field.options ?? []).includes(value), err('choice'));
}

export type CollectionCheck =
  { ok: true; fields: CollectionFields; slug?: string } | { ok: false; errors: Record<string, string> };

/**
 * The form checked for a draft (`complete` false: any field may be empty) or for publishing, with `images` the
 * pictures an image field may take. The address, for a list with pages, is made from the English value of the
 * definition's slugFrom field when left empty.
 */
export function parseCollectionForm(
  definition: CollectionDefinition,
  form: CollectionForm,
  { complete, images }: { complete: boolean; images: readonly string[] },
): CollectionCheck {
  const errors: Record<string, string> = {};
  const fields: CollectionFields = {};
  for (const field of definition.fields) {
    // A picture's description is needed once the picture is chosen.
    const partner = field.requiredWith ? (form[field.requiredWith] ?? '').trim() !== '' : false;
    const values = inputsOf(field).map((input) => {
      const parsed = valueSchema(field, complete && (field.required || partner)).safeParse(form[input] ?? '');
      if (!parsed.success) errors[input] = parsed.error.issues[0]?.message ?? err('required');
      return parsed.success ? parsed.data : '';
    });
    if (field.kind === 'image' && values[0] && !images.includes(values[0])) errors[field.name] = err('image');
    // A number is kept as its digits ("12 500" → "12500").
    if (field.kind === 'number') values[0] = (values[0] ?? '').replace(/[\s\u00a0]/g, '');
    fields[field.name] = field.localized ? { mn: values[0] ?? '', en: values[1] ?? '' } : (values[0] ?? '');
  }
  let slug: string | undefined;
  if (definition.slugFrom) {
    const named = fields[definition.slugFrom];
    slug = (form.slug ?? '').trim() || (complete && typeof named === 'object' ? slugify(named.en) : '');
    if (slug.length > SLUG_MAX) errors.slug = 'forms:errors.tooLong';
    else if (slug !== '' && !SLUG.test(slug)) errors.slug = err('slug');
    else if (complete && slug === '') errors.slug = err('slug');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields, ...(slug ? { slug } : {}) };
}
