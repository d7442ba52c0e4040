import { useTranslation } from 'react-i18next';
import type { ProductEditProps } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { CURRENCIES } from '#shared/money.ts';
import { DESCRIPTION_MAX, NAME_MAX, SLUG_MAX, productFormFields } from '#shared/schemas/product-edit-schema.ts';
import { PHOTO_ALT_MAX } from '#shared/schemas/product-schema.ts';
import { ItemPage } from './edit-parts.tsx';
import {
  Choice,
  ErrorLine,
  FieldBox,
  Hint,
  LanguagesFieldset,
  TextInput,
  WithPicture,
  described,
  inLanguage,
  type FieldState,
  type Translate,
} from './field-parts.tsx';

type Categories = ProductEditProps['categories'];
type PhotoChoices = ProductEditProps['photoChoices'];

/** What the form's number inputs and spec texts may hold (the schema's limits: 20 characters, 120 for a spec). */
const NUMBER_MAX_LENGTH = 20;
const SPEC_MAX_LENGTH = 120;
const AVAILABILITY_CHOICES = ['', 'in-stock', 'on-order'] as const;
const SPEC_PARTS = ['label', 'value'] as const;
/** A photo's place: a whole number, 1 first. */
const ORDER_MAX_LENGTH = 3;
const FORM_FIELDS = new Set(productFormFields());

/** An input's id, from its name ("specs.2.value.mn" → product-specs-2-value-mn). */
const idOf = (name: string) => `product-${name.replace(/\./g, '-')}`;

/** A field's name as an editor reads it: "name.en" → Name (English), "specs.2.value.mn" → row 3's value (Mongolian). */
function fieldLabel(t: Translate, field: string): string {
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
function valueText(t: Translate, categories: Categories, photos: PhotoChoices, field: string, value: string): string {
  if (/^specs\.\d+\.same$/.test(field)) return t(value === 'on' ? 'products.yes' : 'products.no');
  if (value === '') return '';
  if (/^photos\.\d+\.id$/.test(field)) return photos[value]?.label ?? value;
  if (field === 'visibility') return t(`products.state.${value}`, { defaultValue: value });
  if (field === 'availability') return t(`products.availability.${value}`, { defaultValue: value });
  if (field === 'currency') return t(`products.currencies.${value}`, { defaultValue: value });
  if (field === 'category') {
    const category = categories.find((choice) => choice.value === value);
    return category ? t(`common:productGroups.${category.groupKey}.title`) : value;
  }
  return value;
}

/** The field's own hint, shown under its input. */
const ownHint = (name: string, hint: string | undefined) => (hint ? [{ id: `${idOf(name)}-hint`, text: hint }] : []);

interface TextFieldProps {
  state: FieldState;
  name: string;
  label: string;
  /** A hint of its own, shown under the input. */
  hint?: string;
  /** Hints shown elsewhere (a fieldset's) that the input is described by too. */
  sharedHints?: readonly string[];
  lang?: Language;
  maxLength: number;
  inputMode?: 'decimal' | 'numeric' | 'text';
  rows?: number;
  className?: string;
}

/** A labelled input (or textarea, given rows) with its hint and error. */
/** A number the product's form takes, labelled and hinted by its name (products.fields / products.hints). */
function NumberField({
  state,
  name,
  inputMode,
}: {
  state: FieldState;
  name: string;
  inputMode: 'decimal' | 'numeric';
}) {
  const { t } = state;
  return (
    <TextField
      state={state}
      name={name}
      label={t(`products.fields.${name}`)}
      hint={t(`products.hints.${name}`)}
      inputMode={inputMode}
      maxLength={NUMBER_MAX_LENGTH}
    />
  );
}

function TextField({ state, name, label, hint, sharedHints = [], className, ...input }: TextFieldProps) {
  const hints = ownHint(name, hint);
  return (
    <FieldBox state={state} name={name} label={label} hints={hints} className={className}>
      <TextInput state={state} name={name} hints={[...hints.map((own) => own.id), ...sharedHints]} {...input} />
    </FieldBox>
  );
}

interface SelectFieldProps {
  state: FieldState;
  name: string;
  label: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled choice with its hint and error. */
function SelectField({ state, name, label, hint, options }: SelectFieldProps) {
  const hints = ownHint(name, hint);
  return (
    <FieldBox state={state} name={name} label={label} hints={hints}>
      <Choice state={state} name={name} hints={hints.map((own) => own.id)} options={options} />
    </FieldBox>
  );
}

/** One spec row: its label and value in both languages, and whether the value is the same in both. */
function SpecRow({ state, index }: { state: FieldState; index: number }) {
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

/**
 * One photo row (README, "Photos"): the photo chosen from the library (none removes it), its place (the lowest is
 * the main photo) and what it shows on this product in both languages (left empty: the photo's own). A plain
 * form: without script the office reorders by typing places and saving.
 */
function PhotoRow({ state, index, choices }: { state: FieldState; index: number; choices: PhotoChoices }) {
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
          <FieldBox state={state} name={`photos.${index}.id`} label={t('products.fields.photo_id')}>
            <Choice state={state} name={`photos.${index}.id`} hints={['product-photos-hint']} options={options} />
          </FieldBox>
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

/**
 * One product: where it stands (published, draft, shown or not), one form of all its fields (save as a draft, or
 * publish), the small forms that hide, show, bin or reset it, and its published versions, each with what it
 * changed and a restore.
 */
export function ProductEditPage({ csrfToken, props }: { csrfToken: string; props: ProductEditProps }) {
  const { t } = useTranslation('admin');
  const state: FieldState = { t, fields: props.fields, errors: props.fieldErrors ?? {}, idOf };
  const rendered = (name: string) => {
    const spec = /^specs\.(\d+)\./.exec(name);
    const photo = /^photos\.(\d+)\./.exec(name);
    return (
      FORM_FIELDS.has(name) &&
      (!spec || Number(spec[1]) < props.specRows) &&
      (!photo || Number(photo[1]) < props.photoRows)
    );
  };
  const categoryOptions = [
    { value: '', label: t('products.choose') },
    ...props.categories.map((category) => ({
      value: category.value,
      label: t(`common:productGroups.${category.groupKey}.title`),
    })),
  ];
  const imageOptions = [
    { value: '', label: t('products.choose') },
    ...props.images.map((image) => ({ value: image, label: image.slice(image.lastIndexOf('/') + 1) })),
  ];
  const availabilityOptions = AVAILABILITY_CHOICES.map((value) => ({
    value,
    label: t(`products.availability.${value || 'unsaid'}`),
  }));
  // The price's own currency (issue #26): pages show ₮ first and $ beside it, one of them converted.
  const currencyOptions = CURRENCIES.map((value) => ({ value, label: t(`products.currencies.${value}`) }));
  const words = {
    label: (name: string) => fieldLabel(t, name),
    value: (name: string, value: string) => valueText(t, props.categories, props.photoChoices, name, value),
  };
  return (
    <ItemPage
      kind="product"
      item={props}
      csrfToken={csrfToken}
      back={t('products.back')}
      title={props.name.trim() || t('products.newTitle')}
      state={state}
      shown={rendered}
      words={words}
      formClassName="product-form"
    >
      <LanguagesFieldset legend={t('products.fields.name')}>
        {(lng) => (
          <TextField state={state} name={`name.${lng}`} label={t(`languages.${lng}`)} lang={lng} maxLength={NAME_MAX} />
        )}
      </LanguagesFieldset>

      <LanguagesFieldset
        legend={t('products.fields.description')}
        hints={[{ id: 'product-description-hint', text: t('products.hints.description') }]}
      >
        {(lng) => (
          <TextField
            state={state}
            name={`description.${lng}`}
            label={t(`languages.${lng}`)}
            lang={lng}
            rows={10}
            maxLength={DESCRIPTION_MAX}
            sharedHints={['product-description-hint']}
          />
        )}
      </LanguagesFieldset>

      <fieldset>
        <legend>{t('products.sections.placing')}</legend>
        <div className="product-form__grid">
          <TextField
            state={state}
            name="slug"
            label={t('products.fields.slug')}
            hint={t('products.hints.slug')}
            maxLength={SLUG_MAX}
            lang="en"
            className="product-form__wide"
          />
          <SelectField state={state} name="category" label={t('products.fields.category')} options={categoryOptions} />
          <WithPicture picture={props.fields.image ?? ''} images={props.images}>
            <SelectField
              state={state}
              name="image"
              label={t('products.fields.image')}
              hint={t('products.hints.image')}
              options={imageOptions}
            />
          </WithPicture>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('products.sections.photos')}</legend>
        <Hint id="product-photos-hint">{t('products.hints.photos')}</Hint>
        {Object.keys(props.photoChoices).length === 0 ? <p>{t('products.noPhotos')}</p> : null}
        {Array.from({ length: props.photoRows }, (_, index) => (
          <PhotoRow key={index} state={state} index={index} choices={props.photoChoices} />
        ))}
      </fieldset>

      <fieldset>
        <legend>{t('products.sections.dimensions')}</legend>
        <Hint id="product-dimensions-hint">{t('products.hints.dimensions')}</Hint>
        <div className="product-form__grid">
          {(['length', 'diameter', 'length1'] as const).map((name) => (
            <TextField
              key={name}
              state={state}
              name={name}
              label={t(`products.fields.${name}`)}
              inputMode="decimal"
              maxLength={NUMBER_MAX_LENGTH}
              sharedHints={['product-dimensions-hint']}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('products.sections.price')}</legend>
        <div className="product-form__grid">
          <NumberField state={state} name="price" inputMode="decimal" />
          <SelectField
            state={state}
            name="currency"
            label={t('products.fields.currency')}
            hint={t('products.hints.currency')}
            options={currencyOptions}
          />
          <NumberField state={state} name="discount" inputMode="decimal" />
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('products.sections.availability')}</legend>
        <div className="product-form__grid">
          <SelectField
            state={state}
            name="availability"
            label={t('products.fields.availability')}
            options={availabilityOptions}
          />
          <NumberField state={state} name="leadWeeks" inputMode="numeric" />
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('products.sections.specs')}</legend>
        <Hint id="product-specs-hint">{t('products.hints.specs')}</Hint>
        {Array.from({ length: props.specRows }, (_, index) => (
          <SpecRow key={index} state={state} index={index} />
        ))}
      </fieldset>
    </ItemPage>
  );
}
