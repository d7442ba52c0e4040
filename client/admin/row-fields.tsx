import type { CollectionField } from '#shared/collections.ts';
import { LANGUAGES } from '#shared/constants.ts';
import type { FormState } from './definition-fields.tsx';
import { ErrorLine, described, inLanguage } from './field-parts.tsx';
import { SelectField, TextField, WithPicture } from './item-fields.tsx';

// The field renderer's repeated rows (definition-fields.tsx): a rows field's rows of parts (a product's spec
// rows), and a photos field's rows of the library's photos. Their words are the field's `labels`.

interface RowsProps {
  state: FormState;
  field: CollectionField;
  /** The section's hint: a rows field's box names it, each input of a photo row does. */
  sharedHints: readonly string[];
}

/** A row's word (admin:<texts>.fields.<labels[key]>). */
const word = (state: FormState, field: CollectionField, key: string, values?: Record<string, unknown>) =>
  state.t(`${state.texts}.fields.${field.labels?.[key] ?? key}`, values);

const rowsOf = (state: FormState, field: CollectionField) =>
  Array.from({ length: state.rows[field.name] ?? 0 }, (_, index) => index);

/** Each row: its parts in both languages, and whether its `sameIn` part is the same in both. */
export function SpecRows({ state, field, sharedHints }: RowsProps) {
  return rowsOf(state, field).map((index) => {
    const same = `${field.name}.${index}.same`;
    const sameControl = described(state, same, sharedHints);
    return (
      <fieldset key={index} className="spec-row">
        <legend>{word(state, field, 'row', { row: index + 1 })}</legend>
        <div className="spec-row__grid">
          {(field.parts ?? []).flatMap((part) =>
            LANGUAGES.map((lng) => (
              <TextField
                key={`${part.name}.${lng}`}
                state={state}
                name={`${field.name}.${index}.${part.name}.${lng}`}
                label={inLanguage(state.t, word(state, field, part.name), lng)}
                lang={lng}
                maxLength={part.max}
              />
            )),
          )}
        </div>
        {field.sameIn ? (
          <>
            <div className="check">
              <input {...sameControl} type="checkbox" value="on" defaultChecked={state.fields[same] === 'on'} />
              <label htmlFor={sameControl.id}>{word(state, field, 'same')}</label>
            </div>
            <ErrorLine state={state} name={same} />
          </>
        ) : null}
      </fieldset>
    );
  });
}

/**
 * Each photo row (docs/photos.md, "Products' photos"): the photo chosen from the library (none removes it), its
 * place (the lowest is the main photo) and what it shows in both languages (left empty: the photo's own). A plain
 * form: without script the office reorders by typing places and saving.
 */
export function PhotoRows({ state, field, sharedHints }: RowsProps) {
  const { t, photoChoices: choices } = state;
  const part = (name: string) => field.parts?.find((candidate) => candidate.name === name);
  const rows = rowsOf(state, field).map((index) => {
    const at = `${field.name}.${index}`;
    const chosen = state.fields[`${at}.id`] ?? '';
    // A photo the item names that the site cannot show now stays chosen (saving does not drop it unseen).
    const options = [
      { value: '', label: t('products.noPhoto') },
      ...(chosen && !choices[chosen] ? [{ value: chosen, label: t('products.photoNotShown', { id: chosen }) }] : []),
      ...Object.entries(choices).map(([value, choice]) => ({ value, label: choice.label })),
    ];
    return (
      <fieldset key={index} className="photo-row">
        <legend>{word(state, field, 'row', { row: index + 1 })}</legend>
        <div className="photo-row__grid">
          <WithPicture picture={chosen} images={Object.keys(choices)} previewOf={(value) => choices[value]?.src ?? ''}>
            <SelectField
              state={state}
              name={`${at}.id`}
              label={word(state, field, 'id')}
              sharedHints={sharedHints}
              options={options}
            />
          </WithPicture>
          <TextField
            state={state}
            name={`${at}.order`}
            label={word(state, field, 'order')}
            inputMode="numeric"
            maxLength={part('order')?.max ?? 0}
            sharedHints={sharedHints}
          />
          {LANGUAGES.map((lng) => (
            <TextField
              key={lng}
              state={state}
              name={`${at}.alt.${lng}`}
              label={inLanguage(t, word(state, field, 'alt'), lng)}
              lang={lng}
              maxLength={part('alt')?.max ?? 0}
              sharedHints={sharedHints}
            />
          ))}
        </div>
      </fieldset>
    );
  });
  return (
    <>
      {Object.keys(choices).length === 0 ? <p>{t('products.noPhotos')}</p> : null}
      {rows}
    </>
  );
}
