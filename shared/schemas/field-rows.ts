import type { CollectionField } from '../collections.ts';

// The field engine's repeated rows (collection-schema.ts): a rows field's rows of parts (a product's spec rows:
// label and value in both languages, and a box saying the value is the same in both), and a photos field's rows
// of the library's photos (docs/photos.md, "Products' photos"). A row's inputs are <field>.<row>.<part>[.<lng>].

const LANGS = ['mn', 'en'] as const;
/** What a row's "same in both languages" box holds when ticked; its input's length. */
const TICKED = 'on';
const SAME_MAX = 20;
/** A photo's place as typed: a whole number of three digits at most. */
const PLACE = /^\d{1,3}$/;
const PHOTO_ID = /^[0-9a-f]{16}$/;

export type Localized = { mn: string; en: string };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isLocalized = (value: unknown): value is Localized =>
  isRecord(value) && typeof value.mn === 'string' && typeof value.en === 'string';

/** Each input of a field (a localized one's two, a row field's every row's) with its longest value. */
export function maximaOf(field: CollectionField): Array<[string, number]> {
  if (!field.parts)
    return (field.localized ? LANGS.map((lng) => `${field.name}.${lng}`) : [field.name]).map((input) => [
      input,
      field.max,
    ]);
  const parts = [...field.parts.flatMap(maximaOf), ...(field.sameIn ? [['same', SAME_MAX] as [string, number]] : [])];
  return Array.from({ length: field.rows ?? 0 }, (_, row) =>
    parts.map(([part, max]): [string, number] => [`${field.name}.${row}.${part}`, max]),
  ).flat();
}

/** A stored value's inputs and what the form shows in each: a number as typed, a row's place from 1. */
export function formValues(field: CollectionField, value: unknown, prefix = field.name): Array<[string, string]> {
  if (typeof value === 'string' || typeof value === 'number') return [[prefix, String(value)]];
  if (isLocalized(value)) return LANGS.map((lng) => [`${prefix}.${lng}`, value[lng]]);
  // Lines stored as a list (a product's alternative numbers): one a line.
  if (field.kind === 'lines' && Array.isArray(value)) return [[prefix, value.map(String).join('\n')]];
  if (!Array.isArray(value) || !field.parts) return [];
  return value.flatMap((row: unknown, index) => {
    if (!isRecord(row)) return [];
    const at = `${prefix}.${index}`;
    const parts = field.parts ?? [];
    const same = field.sameIn ? row[field.sameIn] : undefined;
    return [
      ...parts.flatMap((part) =>
        field.kind === 'photos' && part.name === 'order'
          ? [[`${at}.order`, String(index + 1)] as [string, string]]
          : formValues(part, row[part.name], `${at}.${part.name}`),
      ),
      ...(isLocalized(same) && same.mn === same.en ? [[`${at}.same`, TICKED] as [string, string]] : []),
    ];
  });
}

/** Whether a row holds anything: a photo row its photo, another row any of its parts. */
function rowFilled(field: CollectionField, form: Readonly<Record<string, string>>, row: number): boolean {
  if (field.kind === 'photos') return Boolean(form[`${field.name}.${row}.id`]);
  return (field.parts ?? []).flatMap(maximaOf).some(([part]) => form[`${field.name}.${row}.${part}`]);
}

/** The rows a form offers of a field: up to its last filled row, and two empty ones, at most the field's rows. */
export function rowsShown(field: CollectionField, form: Readonly<Record<string, string>>): number {
  const rows = field.rows ?? 0;
  const filled = Array.from({ length: rows }, (_, row) => row).filter((row) => rowFilled(field, form, row));
  return Math.min(rows, (filled.length === 0 ? 0 : Math.max(...filled) + 1) + 2);
}

/** How the field engine reads a row's part (checked as its values are, a refusal under the input's name: '' then)
 *  and refuses an input with a message. */
export interface RowReading {
  read: (part: CollectionField, input: string, value: string) => string;
  refuse: (input: string, message: string | undefined) => undefined;
}

const localizedOf = (form: Readonly<Record<string, string>>, prefix: string): Localized => ({
  mn: (form[`${prefix}.mn`] ?? '').trim(),
  en: (form[`${prefix}.en`] ?? '').trim(),
});

/** A rows field's rows; a row left empty is dropped, a ticked box's value is its Mongolian one in both. */
export function readRows(field: CollectionField, form: Readonly<Record<string, string>>, { read }: RowReading) {
  const rows: Array<Record<string, string | Localized>> = [];
  for (let index = 0; index < (field.rows ?? 0); index += 1) {
    const at = `${field.name}.${index}`;
    const typed = Object.fromEntries(
      (field.parts ?? []).flatMap(maximaOf).map(([part]) => [part, (form[`${at}.${part}`] ?? '').trim()]),
    );
    if (field.sameIn && form[`${at}.same`] === TICKED) typed[`${field.sameIn}.en`] = typed[`${field.sameIn}.mn`] ?? '';
    if (Object.values(typed).every((value) => value === '')) continue;
    const row: Record<string, string | Localized> = {};
    for (const part of field.parts ?? []) {
      const value = (lng?: string) => {
        const input = lng ? `${part.name}.${lng}` : part.name;
        return read(part, `${at}.${input}`, typed[input] ?? '');
      };
      row[part.name] = part.localized ? { mn: value('mn'), en: value('en') } : value();
    }
    rows.push(row);
  }
  return rows;
}

/**
 * A photos field's photos, sorted by their place (a row's own position when left empty; ties keep the form's
 * order), each photo once. A row without a photo is dropped.
 */
export function readPhotos(
  field: CollectionField,
  form: Readonly<Record<string, string>>,
  { read, refuse }: RowReading,
) {
  const part = (name: string) => field.parts?.find((candidate) => candidate.name === name);
  const rows: Array<{ index: number; id: string; alt: Localized; place: number }> = [];
  for (let index = 0; index < (field.rows ?? 0); index += 1) {
    const at = `${field.name}.${index}`;
    const id = (form[`${at}.id`] ?? '').trim();
    if (!id) continue;
    const typed = (form[`${at}.order`] ?? '').trim();
    const place = typed === '' ? index + 1 : PLACE.test(typed) ? Number(typed) : Number.NaN;
    if (!PHOTO_ID.test(id)) refuse(`${at}.id`, field.invalid);
    const typedAlt = localizedOf(form, `${at}.alt`);
    const altPart = part('alt');
    const alt = altPart
      ? { mn: read(altPart, `${at}.alt.mn`, typedAlt.mn), en: read(altPart, `${at}.alt.en`, typedAlt.en) }
      : typedAlt;
    if (Number.isNaN(place)) refuse(`${at}.order`, part('order')?.invalid);
    rows.push({ index, id, alt, place });
  }
  rows.sort((a, b) => (a.place || 0) - (b.place || 0) || a.index - b.index);
  return [...new Map(rows.map(({ id, alt }) => [id, { id, alt }])).values()];
}

/**
 * The form with each chosen photo's empty descriptions filled with the photo's own (the library's alt texts are
 * the defaults; docs/photos.md, "Products' photos"). `altOf` gives them for a photo of the library, undefined for
 * an unknown id.
 */
export function withPhotoDefaults(
  field: CollectionField,
  form: Readonly<Record<string, string>>,
  altOf: (id: string) => Localized | undefined,
): Record<string, string> {
  const filled = { ...form };
  for (let index = 0; index < (field.rows ?? 0); index += 1) {
    const defaults = altOf((form[`${field.name}.${index}.id`] ?? '').trim());
    if (!defaults) continue;
    for (const lng of LANGS) {
      const input = `${field.name}.${index}.alt.${lng}`;
      if ((filled[input] ?? '').trim() === '' && defaults[lng].trim() !== '') filled[input] = defaults[lng];
    }
  }
  return filled;
}
