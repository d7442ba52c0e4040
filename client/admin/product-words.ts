import type { ProductEditProps } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { inLanguage, type Translate } from './field-parts.tsx';

// How the product's page names its fields and says their values, as an editor reads them: in the summary of what
// the server refused and in the versions' changes.

/** A field's name as an editor reads it: "name.en" → Name (English), "specs.2.value.mn" → row 3's value (Mongolian). */
export function fieldLabel(t: Translate, field: string): string {
  const spec = /^specs\.(\d+)\.(label|value|same)(?:\.(mn|en))?$/.exec(field);
  if (spec) {
    const row = Number(spec[1]) + 1;
    if (spec[2] === 'same') return t('products.fields.sameIn', { row });
    return t(`products.fields.${spec[2]}In`, { row, language: t(`languages.${spec[3]}`) });
  }
  const photo = /^photos\.(\d+)\.(id|order|alt)(?:\.(mn|en))?$/.exec(field);
  if (photo) {
    const row = Number(photo[1]) + 1;
    if (photo[2] === 'alt') return t('products.fields.photoAltIn', { row, language: t(`languages.${photo[3]}`) });
    return t(`products.fields.photo_${photo[2]}In`, { row });
  }
  const localized = /^(name|description)\.(mn|en)$/.exec(field);
  if (localized) return inLanguage(t, t(`products.fields.${localized[1]}`), localized[2] as Language);
  return t(`products.fields.${field}`, { defaultValue: field });
}

/** A value as a version changed it, in the editor's words where it is one of a few choices. */
export function valueText(
  t: Translate,
  { categories, photoChoices }: Pick<ProductEditProps, 'categories' | 'photoChoices'>,
  field: string,
  value: string,
): string {
  if (/^specs\.\d+\.same$/.test(field)) return t(value === 'on' ? 'products.yes' : 'products.no');
  if (value === '') return '';
  if (/^photos\.\d+\.id$/.test(field)) return photoChoices[value]?.label ?? value;
  if (field === 'visibility') return t(`products.state.${value}`, { defaultValue: value });
  if (field === 'availability') return t(`products.availability.${value}`, { defaultValue: value });
  if (field === 'currency') return t(`products.currencies.${value}`, { defaultValue: value });
  if (field === 'category') {
    const category = categories.find((choice) => choice.value === value);
    return category ? t(`common:productGroups.${category.groupKey}.title`) : value;
  }
  return value;
}
