import type { ProductEditProps } from '#shared/admin-view.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { PHOTO_ALT_MAX } from '#shared/schemas/product-schema.ts';
import { ErrorLine, described, inLanguage, type FieldState } from './field-parts.tsx';
import { SelectField, TextField, WithPicture } from './item-fields.tsx';

// The rows the product's form repeats: its specs, its photos.

/** What a spec's texts may hold (the schema's limit). */
const SPEC_MAX_LENGTH = 120;
const SPEC_PARTS = ['label', 'value'] as const;
/** A photo's place: a whole number, 1 first. */
const ORDER_MAX_LENGTH = 3;

/** One spec row: its label and value in both languages, and whether the value is the same in both. */
export function SpecRow({ state, index }: { state: FieldState; index: number }) {
  const { t } = state;
  const same = `specs.${index}.same`;
  const sameControl = described(state, same, ['product-specs-hint']);
  return (
    <fieldset className="spec-row">
      <legend>{t('products.fields.specRow', { row: index + 1 })}</legend>
      <div className="spec-row__grid">
        {SPEC_PARTS.flatMap((part) =>
          LANGUAGES.map((lng) => (
            <TextField
              key={`${part}.${lng}`}
              state={state}
              name={`specs.${index}.${part}.${lng}`}
              label={inLanguage(t, t(`products.fields.spec_${part}`), lng)}
              lang={lng}
              maxLength={SPEC_MAX_LENGTH}
            />
          )),
        )}
      </div>
      <div className="check">
        <input {...sameControl} type="checkbox" value="on" defaultChecked={state.fields[same] === 'on'} />
        <label htmlFor={sameControl.id}>{t('products.fields.specSame')}</label>
      </div>
      <ErrorLine state={state} name={same} />
    </fieldset>
  );
}

type PhotoChoices = ProductEditProps['photoChoices'];

/**
 * One photo row (docs/photos.md, "Products' photos"): the photo chosen from the library (none removes it), its place
 * (the lowest is the main photo) and what it shows on this product in both languages (left empty: the photo's own). A
 * plain form: without script the office reorders by typing places and saving.
 */
export function PhotoRow({ state, index, choices }: { state: FieldState; index: number; choices: PhotoChoices }) {
  const { t } = state;
  const chosen = state.fields[`photos.${index}.id`] ?? '';
  // A photo the product names that the site cannot show now stays chosen (saving does not drop it unseen).
  const options = [
    { value: '', label: t('products.noPhoto') },
    ...(chosen && !choices[chosen] ? [{ value: chosen, label: t('products.photoNotShown', { id: chosen }) }] : []),
    ...Object.entries(choices).map(([value, choice]) => ({ value, label: choice.label })),
  ];
  return (
    <fieldset className="photo-row">
      <legend>{t('products.fields.photoRow', { row: index + 1 })}</legend>
      <div className="photo-row__grid">
        <WithPicture picture={chosen} images={Object.keys(choices)} previewOf={(value) => choices[value]?.src ?? ''}>
          <SelectField
            state={state}
            name={`photos.${index}.id`}
            label={t('products.fields.photo_id')}
            sharedHints={['product-photos-hint']}
            options={options}
          />
        </WithPicture>
        <TextField
          state={state}
          name={`photos.${index}.order`}
          label={t('products.fields.photo_order')}
          inputMode="numeric"
          maxLength={ORDER_MAX_LENGTH}
          sharedHints={['product-photos-hint']}
        />
        {LANGUAGES.map((lng) => (
          <TextField
            key={lng}
            state={state}
            name={`photos.${index}.alt.${lng}`}
            label={inLanguage(t, t('products.fields.photo_alt'), lng)}
            lang={lng}
            maxLength={PHOTO_ALT_MAX}
            sharedHints={['product-photos-hint']}
          />
        ))}
      </div>
    </fieldset>
  );
}
