import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductEditProps } from '#shared/admin-view.ts';
import { CURRENCIES } from '#shared/money.ts';
import { productFormFields } from '#shared/schemas/product-edit-schema.ts';
import { DESCRIPTION_MAX, NAME_MAX } from '#shared/product-fields.ts';
import { SLUG_MAX } from '#shared/schemas/slug.ts';
import { Hint, LanguagesFieldset, type FieldState, type Translate } from './field-parts.tsx';
import { ownHint, pictureOptions, SelectField, TextField, WithPicture, withChoose } from './item-fields.tsx';
import { ItemPage } from './item-page.tsx';
import { PhotoRow, SpecRow } from './product-rows.tsx';
import { fieldLabel, valueText } from './product-words.ts';

/** What the form's number inputs may hold (the schema's limit: 20 characters). */
const NUMBER_MAX_LENGTH = 20;
const AVAILABILITY_CHOICES = ['', 'in-stock', 'on-order'] as const;
const FORM_FIELDS = new Set(productFormFields());

/** An input's id, from its name ("specs.2.value.mn" → product-specs-2-value-mn). */
const idOf = (name: string) => `product-${name.replace(/\./g, '-')}`;

interface SectionProps {
  t: Translate;
  /** Its legend is products.sections.<name>; its hint, if it has one, products.hints.<name>. */
  name: string;
  hinted?: boolean;
  /** Its fields side by side on a wide screen (else its rows, one under the other). */
  grid?: boolean;
  children: ReactNode;
}

/** A part of the product's form: its legend, its hint (its fields' inputs name it), its fields. */
function Section({ t, name, hinted = false, grid = false, children }: SectionProps) {
  return (
    <fieldset>
      <legend>{t(`products.sections.${name}`)}</legend>
      {hinted ? <Hint id={`product-${name}-hint`}>{t(`products.hints.${name}`)}</Hint> : null}
      {grid ? <div className="product-form__grid">{children}</div> : children}
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
  /** A field labelled by its name (products.fields.<name>), with its own hint (products.hints.<name>) if hinted. */
  const named = (name: string, hinted = false) => ({
    state,
    name,
    label: t(`products.fields.${name}`),
    hints: hinted ? ownHint(state, name, t(`products.hints.${name}`)) : [],
  });
  const categoryOptions = withChoose(
    t,
    props.categories.map((category) => ({
      value: category.value,
      label: t(`common:productGroups.${category.groupKey}.title`),
    })),
  );
  const availabilityOptions = AVAILABILITY_CHOICES.map((value) => ({
    value,
    label: t(`products.availability.${value || 'unsaid'}`),
  }));
  // The price's own currency (docs/content.md, "Prices"): pages show ₮ first and $ beside it, one of them converted.
  const currencyOptions = CURRENCIES.map((value) => ({ value, label: t(`products.currencies.${value}`) }));
  const words = {
    label: (name: string) => fieldLabel(t, name),
    value: (name: string, value: string) => valueText(t, props, name, value),
  };
  const number = (inputMode: 'decimal' | 'numeric') => ({ inputMode, maxLength: NUMBER_MAX_LENGTH });
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

      <Section t={t} name="placing" grid>
        <TextField {...named('slug', true)} maxLength={SLUG_MAX} lang="en" className="product-form__wide" />
        <SelectField {...named('category')} options={categoryOptions} />
        <WithPicture picture={props.fields.image ?? ''} images={props.images}>
          <SelectField {...named('image', true)} options={pictureOptions(t, props.images)} />
        </WithPicture>
      </Section>

      <Section t={t} name="photos" hinted>
        {Object.keys(props.photoChoices).length === 0 ? <p>{t('products.noPhotos')}</p> : null}
        {Array.from({ length: props.photoRows }, (_, index) => (
          <PhotoRow key={index} state={state} index={index} choices={props.photoChoices} />
        ))}
      </Section>

      <Section t={t} name="dimensions" hinted grid>
        {(['length', 'diameter', 'length1'] as const).map((name) => (
          <TextField key={name} {...named(name)} {...number('decimal')} sharedHints={['product-dimensions-hint']} />
        ))}
      </Section>

      <Section t={t} name="price" grid>
        <TextField {...named('price', true)} {...number('decimal')} />
        <SelectField {...named('currency', true)} options={currencyOptions} />
        <TextField {...named('discount', true)} {...number('decimal')} />
      </Section>

      <Section t={t} name="availability" grid>
        <SelectField {...named('availability')} options={availabilityOptions} />
        <TextField {...named('leadWeeks', true)} {...number('numeric')} />
      </Section>

      <Section t={t} name="specs" hinted>
        {Array.from({ length: props.specRows }, (_, index) => (
          <SpecRow key={index} state={state} index={index} />
        ))}
      </Section>
    </ItemPage>
  );
}
