import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductChange, ProductEditProps } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { DESCRIPTION_MAX, NAME_MAX, SLUG_MAX, productFormFields } from '#shared/schemas/product-edit-schema.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Categories = ProductEditProps['categories'];

/** What the form's number inputs and spec texts may hold (the schema's limits: 20 characters, 120 for a spec). */
const NUMBER_MAX_LENGTH = 20;
const SPEC_MAX_LENGTH = 120;
const AVAILABILITY_CHOICES = ['', 'in-stock', 'on-order'] as const;
const SPEC_PARTS = ['label', 'value'] as const;
const FORM_FIELDS = new Set(productFormFields());

/** The page's one state: its texts, what the form holds, what is wrong with it. */
interface FormState {
  t: Translate;
  fields: Record<string, string>;
  errors: Record<string, string>;
}

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
  const localized = /^(name|description)\.(mn|en)$/.exec(field);
  if (localized) return inLanguage(t, `products.fields.${localized[1]}`, localized[2] as Language);
  return t(`products.fields.${field}`, { defaultValue: field });
}

const inLanguage = (t: Translate, key: string, lng: Language) =>
  t('products.fields.inLanguage', { field: t(key), language: t(`languages.${lng}`) });

/** A value as a version changed it, in the editor's words where it is one of a few choices. */
function valueText(t: Translate, categories: Categories, field: string, value: string): string {
  if (/^specs\.\d+\.same$/.test(field)) return t(value === 'on' ? 'products.yes' : 'products.no');
  if (value === '') return '';
  if (field === 'visibility') return t(`products.state.${value}`, { defaultValue: value });
  if (field === 'availability') return t(`products.availability.${value}`, { defaultValue: value });
  if (field === 'category') {
    const category = categories.find((choice) => choice.value === value);
    return category ? t(`common:productGroups.${category.groupKey}.title`) : value;
  }
  return value;
}

/** Under an input: its hint, and what is wrong with it (both named by the input's aria-describedby). */
function described(state: FormState, name: string, hints: readonly string[] = []) {
  const id = idOf(name);
  const invalid = Boolean(state.errors[name]);
  const ids = [...hints, ...(invalid ? [`${id}-error`] : [])];
  return {
    id,
    name,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

function ErrorLine({ state, name }: { state: FormState; name: string }) {
  const key = state.errors[name];
  return key ? (
    <p className="field-error" id={`${idOf(name)}-error`}>
      {state.t(key)}
    </p>
  ) : null;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="hint" id={id}>
      {children}
    </p>
  );
}

interface TextFieldProps {
  state: FormState;
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
function TextField({
  state,
  name,
  label,
  hint,
  sharedHints = [],
  lang,
  maxLength,
  inputMode,
  rows,
  className,
}: TextFieldProps) {
  const hintId = hint ? `${idOf(name)}-hint` : undefined;
  const control = described(state, name, [...(hintId ? [hintId] : []), ...sharedHints]);
  const value = state.fields[name] ?? '';
  return (
    <div className={`stack${className ? ` ${className}` : ''}`}>
      <label htmlFor={control.id}>{label}</label>
      {rows ? (
        <textarea {...control} lang={lang} rows={rows} maxLength={maxLength} defaultValue={value} />
      ) : (
        <input
          {...control}
          type="text"
          lang={lang}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete="off"
          defaultValue={value}
        />
      )}
      {hint && hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      <ErrorLine state={state} name={name} />
    </div>
  );
}

interface SelectFieldProps {
  state: FormState;
  name: string;
  label: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

function SelectField({ state, name, label, hint, options }: SelectFieldProps) {
  const hintId = hint ? `${idOf(name)}-hint` : undefined;
  const control = described(state, name, hintId ? [hintId] : []);
  const value = state.fields[name] ?? '';
  return (
    <div className="stack">
      <label htmlFor={control.id}>{label}</label>
      <select {...control} defaultValue={options.some((option) => option.value === value) ? value : ''}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      <ErrorLine state={state} name={name} />
    </div>
  );
}

/** One spec row: its label and value in both languages, and whether the value is the same in both. */
function SpecRow({ state, index }: { state: FormState; index: number }) {
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
              label={inLanguage(t, `products.fields.spec_${part}`, lng)}
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

/** Before it is saved again: every field the server refused, each a link to its input. */
function ErrorSummary({ state, shown }: { state: FormState; shown: (name: string) => boolean }) {
  const { t, errors } = state;
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return (
    <div className="error-summary" aria-labelledby="product-errors-title">
      <h2 id="product-errors-title">{t('products.errorSummary')}</h2>
      <ul>
        {names.map((name) => (
          <li key={name}>
            {shown(name) ? (
              <a href={`#${idOf(name)}`}>
                {fieldLabel(t, name)}: {t(errors[name] ?? '')}
              </a>
            ) : (
              `${fieldLabel(t, name)}: ${t(errors[name] ?? '')}`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field a version changed: what it was struck through, what it became marked (long texts in full, stacked). */
function Change({ t, categories, change }: { t: Translate; categories: Categories; change: ProductChange }) {
  const before = valueText(t, categories, change.field, change.before);
  const after = valueText(t, categories, change.field, change.after);
  const lang = /\.(mn|en)$/.exec(change.field)?.[1];
  const long = before.length + after.length > 80 || /\n/.test(before + after);
  const empty = <span className="changes__empty">{t('products.emptyValue')}</span>;
  return (
    <div>
      <dt>{fieldLabel(t, change.field)}</dt>
      <dd className={`diff changes__values${long ? ' changes__values--long' : ''}`} lang={lang}>
        <span className="visually-hidden">{t('products.before')} </span>
        {before === '' ? empty : <del>{before}</del>}
        <span className="changes__arrow" aria-hidden="true">
          {' → '}
        </span>
        <span className="visually-hidden"> {t('products.after')} </span>
        {after === '' ? empty : <ins>{after}</ins>}
      </dd>
    </div>
  );
}

/** Links to the product's pages, one per language (a preview opens in a new tab). */
function PageLinks({
  t,
  links,
  textKey,
  newTab,
}: {
  t: Translate;
  links: ProductEditProps['previews'];
  textKey: string;
  newTab: boolean;
}) {
  return (
    <>
      {links.map((link) => (
        <a
          key={link.lng}
          href={link.href}
          hrefLang={link.lng}
          {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {t(textKey, { language: t(`languages.${link.lng}`) })}
          {newTab ? <span className="visually-hidden"> ({t('products.newTab')})</span> : null}
        </a>
      ))}
    </>
  );
}

/** The visibility changes a product's state allows: hide or show it, move it to the bin or back. */
const VISIBILITY_CHANGES = {
  shown: [
    { to: 'hidden', key: 'products.hide' },
    { to: 'deleted', key: 'products.toBin' },
  ],
  hidden: [
    { to: 'shown', key: 'products.showOnSite' },
    { to: 'deleted', key: 'products.toBin' },
  ],
  deleted: [{ to: 'shown', key: 'products.fromBin' }],
  new: [],
} as const;

/**
 * One product: where it stands (published, draft, shown or not), one form of all its fields (save as a draft, or
 * publish), the small forms that hide, show, bin or reset it, and its published versions, each with what it
 * changed and a restore.
 */
export function ProductEditPage({ csrfToken, props }: { csrfToken: string; props: ProductEditProps }) {
  const { t } = useTranslation('admin');
  const state: FormState = { t, fields: props.fields, errors: props.fieldErrors ?? {} };
  const rendered = (name: string) => {
    const spec = /^specs\.(\d+)\./.exec(name);
    return FORM_FIELDS.has(name) && (!spec || Number(spec[1]) < props.specRows);
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
  const picture = props.fields.image ?? '';
  const visibilityTone =
    props.visibility === 'shown' ? 'handled' : props.visibility === 'deleted' ? 'deleted' : 'default';
  return (
    <>
      <p>
        <a href={props.listHref}>← {t('products.back')}</a>
      </p>
      <article className="card product-edit">
        <h1>{props.name.trim() || t('products.newTitle')}</h1>
        <p className="product-edit__state">
          <span className={`status status--${visibilityTone}`}>
            {t(props.visibility === 'new' ? 'products.state.unpublished' : `products.state.${props.visibility}`)}
          </span>{' '}
          {props.published
            ? t('products.publishedBy', props.published)
            : t(props.visibility === 'new' ? 'products.neverPublished' : 'products.neverEdited')}
          {props.draft ? ` ${t('products.draftBy', props.draft)}` : ''}
        </p>
        {props.shippedChanged ? <p className="notice notice--warning">{t('products.shippedChanged')}</p> : null}
        {props.notice ? <Notice notice={props.notice} /> : null}
        {props.previews.length > 0 || props.publicLinks.length > 0 ? (
          <ul className="product-links">
            {props.previews.length > 0 ? (
              <li>
                <PageLinks t={t} links={props.previews} textKey="products.previewIn" newTab />
              </li>
            ) : null}
            {props.publicLinks.length > 0 ? (
              <li>
                <PageLinks t={t} links={props.publicLinks} textKey="products.publicIn" newTab={false} />
              </li>
            ) : null}
          </ul>
        ) : null}
        <ErrorSummary state={state} shown={rendered} />
        <form method="post" action={props.action} className="product-form">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="revision" value={props.revision} />

          <fieldset>
            <legend>{t('products.fields.name')}</legend>
            <div className="languages-grid">
              {LANGUAGES.map((lng) => (
                <TextField
                  key={lng}
                  state={state}
                  name={`name.${lng}`}
                  label={t(`languages.${lng}`)}
                  lang={lng}
                  maxLength={NAME_MAX}
                />
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend>{t('products.fields.description')}</legend>
            <Hint id="product-description-hint">{t('products.hints.description')}</Hint>
            <div className="languages-grid">
              {LANGUAGES.map((lng) => (
                <TextField
                  key={lng}
                  state={state}
                  name={`description.${lng}`}
                  label={t(`languages.${lng}`)}
                  lang={lng}
                  rows={10}
                  maxLength={DESCRIPTION_MAX}
                  sharedHints={['product-description-hint']}
                />
              ))}
            </div>
          </fieldset>

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
              <SelectField
                state={state}
                name="category"
                label={t('products.fields.category')}
                options={categoryOptions}
              />
              <div className="product-picture">
                <SelectField
                  state={state}
                  name="image"
                  label={t('products.fields.image')}
                  hint={t('products.hints.image')}
                  options={imageOptions}
                />
                {props.images.includes(picture) ? (
                  <img src={picture} alt={t('products.currentPicture')} width={160} height={120} loading="lazy" />
                ) : null}
              </div>
            </div>
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
              <TextField
                state={state}
                name="price"
                label={t('products.fields.price')}
                hint={t('products.hints.price')}
                inputMode="decimal"
                maxLength={NUMBER_MAX_LENGTH}
              />
              <TextField
                state={state}
                name="discount"
                label={t('products.fields.discount')}
                hint={t('products.hints.discount')}
                inputMode="decimal"
                maxLength={NUMBER_MAX_LENGTH}
              />
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
              <TextField
                state={state}
                name="leadWeeks"
                label={t('products.fields.leadWeeks')}
                hint={t('products.hints.leadWeeks')}
                inputMode="numeric"
                maxLength={NUMBER_MAX_LENGTH}
              />
            </div>
          </fieldset>

          <fieldset>
            <legend>{t('products.sections.specs')}</legend>
            <Hint id="product-specs-hint">{t('products.hints.specs')}</Hint>
            {Array.from({ length: props.specRows }, (_, index) => (
              <SpecRow key={index} state={state} index={index} />
            ))}
          </fieldset>

          <div className="text-form__actions">
            <button type="submit" name="action" value="draft" className="button button--quiet">
              {t('texts.saveDraft')}
            </button>
            <button type="submit" name="action" value="publish" className="button">
              {t('texts.publish')}
            </button>
          </div>
          <p className="hint">{t('products.hints.buttons')}</p>
        </form>

        {props.draft ? (
          <form method="post" action={props.discardAction} className="product-edit__aside">
            <CsrfField token={csrfToken} />
            <button type="submit" className="button button--quiet">
              {t('products.discard')}
            </button>
          </form>
        ) : null}

        <section aria-labelledby="product-visibility-title">
          <h2 id="product-visibility-title">{t('products.sections.visibility')}</h2>
          <p>{t(`products.visibilityNow.${props.visibility}`)}</p>
          {VISIBILITY_CHANGES[props.visibility].length > 0 ? (
            <form method="post" action={props.visibilityAction} className="product-edit__buttons">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="revision" value={props.revision} />
              {VISIBILITY_CHANGES[props.visibility].map((change) => (
                <button
                  key={change.to}
                  type="submit"
                  name="visibility"
                  value={change.to}
                  className="button button--quiet"
                >
                  {t(change.key)}
                </button>
              ))}
            </form>
          ) : null}
          {props.shipped && props.published && !props.history.find((entry) => entry.latest)?.reset ? (
            <form method="post" action={props.resetAction} className="product-edit__aside">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="revision" value={props.revision} />
              <p className="hint">{t('products.resetHint')}</p>
              <button type="submit" className="button button--quiet">
                {t('products.reset')}
              </button>
            </form>
          ) : null}
        </section>

        {props.history.length > 0 ? (
          <section aria-labelledby="product-history-title">
            <h2 id="product-history-title">{t('products.history')}</h2>
            <ol className="history" reversed>
              {props.history.map((entry) => (
                <li key={entry.revision}>
                  <p>
                    <strong>{t('texts.revision', entry)}</strong>{' '}
                    {entry.latest ? <span className="status status--handled">{t('products.latest')}</span> : null}
                  </p>
                  {entry.reset ? <p>{t('products.wasReset')}</p> : null}
                  {entry.changes.length > 0 ? (
                    <dl className="changes">
                      {entry.changes.map((change) => (
                        <Change key={change.field} t={t} categories={props.categories} change={change} />
                      ))}
                    </dl>
                  ) : (
                    <p className="hint">{t('products.noChanges')}</p>
                  )}
                  {entry.latest ? null : (
                    <form method="post" action={props.restoreAction}>
                      <CsrfField token={csrfToken} />
                      <input type="hidden" name="revision" value={props.revision} />
                      <input type="hidden" name="from" value={entry.revision} />
                      <button type="submit" className="button button--quiet">
                        {t('products.restore', entry)}
                      </button>
                    </form>
                  )}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </article>
    </>
  );
}
