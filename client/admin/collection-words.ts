import type { CollectionItemProps } from '#shared/admin-view.ts';
import { inLanguage, type Translate } from './field-parts.tsx';
import { fileName } from './item-fields.tsx';

// How a list item's page names its fields and says their values, as an editor reads them (the list's own texts,
// admin:collections.<list>.*): in its form, the summary of what the server refused and the versions' changes.

type Field = CollectionItemProps['definition']['fields'][number];

/** A field's name as an editor reads it: "name.en" → Name (English), "slug" → Address. */
export function fieldLabel(t: Translate, collection: string, input: string): string {
  if (input === 'slug') return t('products.fields.slug');
  if (input === 'visibility') return t('products.fields.visibility');
  const localized = /^(.+)\.(mn|en)$/.exec(input);
  const name = localized?.[1] ?? input;
  const label = t(`collections.${collection}.fields.${name}`, { defaultValue: name });
  return localized ? inLanguage(t, label, localized[2] ?? '') : label;
}

/** A choice's value as the editor reads it: admin:collections.<list>.options.<field>.<value> ('' is "empty"). */
export const optionLabel = (t: Translate, collection: string, field: string, value: string) =>
  t(`collections.${collection}.options.${field}.${value || 'empty'}`);

/** A value as a version changed it: a state in the editor's words, a picture by its file name, a choice's label. */
export function valueText(
  t: Translate,
  collection: string,
  fields: readonly Field[],
  input: string,
  value: string,
): string {
  const field = fields.find((candidate) => candidate.name === input);
  if (field?.kind === 'choice') return optionLabel(t, collection, input, value);
  if (value === '') return '';
  if (input === 'visibility') return t(`products.state.${value}`, { defaultValue: value });
  if (field?.kind === 'image') return fileName(value);
  return value;
}
