import type { CollectionField } from '#shared/collections.ts';
import { inLanguage, type Translate } from './field-parts.tsx';
import { fileName } from './item-fields.tsx';

// How an item's page (a list item's, a product's) names its fields and says their values, as an editor reads
// them (its own texts, admin:<texts>.*: collections.<list>, products): in its form, the summary of what the server
// refused and the versions' changes.

/** The value-choosing words a page gives (definition-fields.tsx's FormState has them). */
interface ValueWords {
  texts: string;
  fieldsOf: readonly CollectionField[];
  choices: Readonly<Record<string, ReadonlyArray<{ value: string; label: string }>>>;
  photoChoices: Readonly<Record<string, { label: string }>>;
}

/** A row's input: its field, row and part, and its language. */
const ROW_INPUT = /^(\w+)\.(\d+)\.(\w+)(?:\.(mn|en))?$/;

/** A field's name as an editor reads it: "name.en" → Name (English), "slug" → Address, "specs.2.value.mn" → row 3's. */
export function fieldLabel(t: Translate, texts: string, fields: readonly CollectionField[], input: string): string {
  if (input === 'slug' || input === 'visibility') return t(`products.fields.${input}`);
  const row = ROW_INPUT.exec(input);
  const rows = row && fields.find((field) => field.name === row[1] && field.labels);
  if (row && rows) {
    const language = row[4] ? { language: t(`languages.${row[4]}`) } : {};
    return t(`${texts}.fields.${rows.labels?.[`${row[3]}In`] ?? row[3]}`, { row: Number(row[2]) + 1, ...language });
  }
  const localized = /^(.+)\.(mn|en)$/.exec(input);
  const name = localized?.[1] ?? input;
  const label = t(`${texts}.fields.${name}`, { defaultValue: name });
  return localized ? inLanguage(t, label, localized[2] ?? '') : label;
}

/** A choice's value as the editor reads it: its own label, else admin:<texts>.options.<field>.<value> ('' "empty"). */
export function optionText(t: Translate, texts: string, field: CollectionField, value: string): string {
  const own = field.optionLabels?.[value];
  return t(own ?? `${texts}.options.${field.name}.${value || 'empty'}`);
}

/** A value as a version changed it: a state in the editor's words, a picture by its file name, a choice's label. */
export function valueText(t: Translate, words: ValueWords, input: string, value: string): string {
  if (/^\w+\.\d+\.same$/.test(input)) return t(value === 'on' ? 'products.yes' : 'products.no');
  const field = words.fieldsOf.find((candidate) => candidate.name === input);
  const given = field && words.choices[field.name];
  // A list's choice has words for none; one with labels of its own (a product's) leaves none empty.
  if (field?.kind === 'choice' && !given && (value !== '' || !field.optionLabels))
    return optionText(t, words.texts, field, value);
  if (value === '') return '';
  if (input === 'visibility') return t(`products.state.${value}`, { defaultValue: value });
  if (given) return given.find((choice) => choice.value === value)?.label ?? value;
  if (/^\w+\.\d+\.id$/.test(input)) return words.photoChoices[value]?.label ?? value;
  if (field?.kind === 'image') return fileName(value);
  return value;
}
