import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionItemProps, ProductChange } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { SLUG_MAX } from '#shared/schemas/product-edit-schema.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Field = CollectionItemProps['definition']['fields'][number];

/** The page's one state: its texts, the list's name (its texts' part), what the form holds, what is wrong. */
interface FormState {
  t: Translate;
  /** Whether a text exists (a field's own hint is optional). */
  has: (key: string) => boolean;
  collection: string;
  fields: Record<string, string>;
  errors: Record<string, string>;
  images: readonly string[];
}

/** The rows of a textarea, by kind; the other kinds are one-line inputs. */
const ROWS: Record<string, number | undefined> = { text: 4, markup: 10, lines: 5 };
/** The input type of a one-line kind. */
const INPUT_TYPES: Record<string, 'email' | 'tel' | 'url' | undefined> = { email: 'email', phone: 'tel', url: 'url' };

/** An input's id, from its name ("name.en" → field-name-en). */
const idOf = (name: string) => `field-${name.replace(/\./g, '-')}`;

const inputsOf = (field: Field) => (field.localized ? LANGUAGES.map((lng) => `${field.name}.${lng}`) : [field.name]);

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A field's name as an editor reads it: "name.en" → Name (English), "slug" → Address. */
function fieldLabel(state: Pick<FormState, 't' | 'collection'>, input: string): string {
  const { t, collection } = state;
  if (input === 'slug') return t('products.fields.slug');
  if (input === 'visibility') return t('products.fields.visibility');
  const localized = /^(.+)\.(mn|en)$/.exec(input);
  const name = localized?.[1] ?? input;
  const label = t(`collections.${collection}.fields.${name}`, { defaultValue: name });
  return localized
    ? t('products.fields.inLanguage', { field: label, language: t(`languages.${localized[2]}`) })
    : label;
}

/** A value as a version changed it: a state in the editor's words, a picture by its file name. */
function valueText(t: Translate, fields: readonly Field[], input: string, value: string): string {
  if (value === '') return '';
  if (input === 'visibility') return t(`products.state.${value}`, { defaultValue: value });
  if (fields.some((field) => field.name === input && field.kind === 'image')) return fileName(value);
  return value;
}

/** Under an input: its hints, and what is wrong with it (both named by the input's aria-describedby). */
function described(state: FormState, name: string, hints: readonly string[]) {
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

/** A field's hints: the markup's or the list's ("one per line"), then its own, if the list's texts have one. */
function hintsOf(state: FormState, field: Field): Array<{ id: string; text: string }> {
  const { t, has, collection } = state;
  const base = idOf(field.name);
  const hints: Array<{ id: string; text: string }> = [];
  if (field.kind === 'markup') hints.push({ id: `${base}-markup-hint`, text: t('products.hints.description') });
  if (field.kind === 'lines') hints.push({ id: `${base}-lines-hint`, text: t('collections.hints.lines') });
  const own = `collections.${collection}.hints.${field.name}`;
  if (has(own)) hints.push({ id: `${base}-hint`, text: t(own) });
  return hints;
}

interface ControlProps {
  state: FormState;
  /** What it takes: the field's kind and longest value. */
  kind: string;
  max: number;
  name: string;
  label: string;
  /** Hints shown under the input. */
  hints?: ReadonlyArray<{ id: string; text: string }>;
  /** Hints shown elsewhere (a fieldset's) that the input is described by too. */
  sharedHints?: readonly string[];
  lang?: Language;
}

/** One labelled input of a field, of its kind (a textarea, a typed input, a choice of pictures), with its error. */
function Control({ state, kind, max, name, label, hints = [], sharedHints = [], lang }: ControlProps) {
  const { t } = state;
  const control = described(state, name, [...hints.map((hint) => hint.id), ...sharedHints]);
  const value = state.fields[name] ?? '';
  const rows = ROWS[kind];
  let input: ReactNode;
  if (kind === 'image') {
    const options = [
      { value: '', label: t('products.choose') },
      ...state.images.map((image) => ({ value: image, label: fileName(image) })),
    ];
    input = (
      <select {...control} defaultValue={state.images.includes(value) ? value : ''}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (rows) {
    input = <textarea {...control} lang={lang} rows={rows} maxLength={max} defaultValue={value} />;
  } else {
    const type = INPUT_TYPES[kind];
    input = (
      <input
        {...control}
        type={type ?? 'text'}
        lang={lang}
        maxLength={max}
        autoComplete="off"
        spellCheck={type ? false : undefined}
        defaultValue={value}
      />
    );
  }
  return (
    <div className="stack">
      <label htmlFor={control.id}>{label}</label>
      {input}
      {hints.map((hint) => (
        <Hint key={hint.id} id={hint.id}>
          {hint.text}
        </Hint>
      ))}
      <ErrorLine state={state} name={name} />
    </div>
  );
}

/** A field typed in both languages: a fieldset, Mongolian and English side by side on a wide screen. */
function LocalizedField({ state, field }: { state: FormState; field: Field }) {
  const { t } = state;
  const hints = hintsOf(state, field);
  return (
    <fieldset>
      <legend>{fieldLabel(state, field.name)}</legend>
      {hints.map((hint) => (
        <Hint key={hint.id} id={hint.id}>
          {hint.text}
        </Hint>
      ))}
      <div className="languages-grid">
        {LANGUAGES.map((lng) => (
          <Control
            key={lng}
            state={state}
            kind={field.kind}
            max={field.max}
            name={`${field.name}.${lng}`}
            label={t(`languages.${lng}`)}
            sharedHints={hints.map((hint) => hint.id)}
            lang={lng}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A field with one value for both languages; a picture shows beside its choice, as on the product page. */
function SingleField({ state, field }: { state: FormState; field: Field }) {
  const control = (
    <Control
      state={state}
      kind={field.kind}
      max={field.max}
      name={field.name}
      label={fieldLabel(state, field.name)}
      hints={hintsOf(state, field)}
    />
  );
  if (field.kind !== 'image') return control;
  const picture = state.fields[field.name] ?? '';
  return (
    <div className="product-picture">
      {control}
      {state.images.includes(picture) ? (
        <img src={picture} alt={state.t('products.currentPicture')} width={160} height={120} loading="lazy" />
      ) : null}
    </div>
  );
}

/** The fields in the list's order: each localized one a fieldset, the others grouped as they come. */
function groupsOf(
  fields: readonly Field[],
): Array<{ localized: true; field: Field } | { localized: false; fields: Field[] }> {
  const groups: Array<{ localized: true; field: Field } | { localized: false; fields: Field[] }> = [];
  for (const field of fields) {
    const previous = groups.at(-1);
    if (field.localized) groups.push({ localized: true, field });
    else if (previous && !previous.localized) previous.fields.push(field);
    else groups.push({ localized: false, fields: [field] });
  }
  return groups;
}

/** Before it is saved again: every field the server refused, each a link to its input. */
function ErrorSummary({ state, shown }: { state: FormState; shown: (name: string) => boolean }) {
  const { t, errors } = state;
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return (
    <div className="error-summary" aria-labelledby="collection-errors-title">
      <h2 id="collection-errors-title">{t('products.errorSummary')}</h2>
      <ul>
        {names.map((name) => (
          <li key={name}>
            {shown(name) ? (
              <a href={`#${idOf(name)}`}>
                {fieldLabel(state, name)}: {t(errors[name] ?? '')}
              </a>
            ) : (
              `${fieldLabel(state, name)}: ${t(errors[name] ?? '')}`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field a version changed: what it was struck through, what it became marked (long texts in full, stacked). */
function Change({ state, fields, change }: { state: FormState; fields: readonly Field[]; change: ProductChange }) {
  const { t } = state;
  const before = valueText(t, fields, change.field, change.before);
  const after = valueText(t, fields, change.field, change.after);
  const lang = /\.(mn|en)$/.exec(change.field)?.[1];
  const long = before.length + after.length > 80 || /\n/.test(before + after);
  const empty = <span className="changes__empty">{t('products.emptyValue')}</span>;
  return (
    <div>
      <dt>{fieldLabel(state, change.field)}</dt>
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

/** Links to the item's pages, one per language (a preview opens in a new tab). */
function PageLinks({
  t,
  links,
  textKey,
  newTab,
}: {
  t: Translate;
  links: CollectionItemProps['previews'];
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

/** The visibility changes an item's state allows: hide or show it, move it to the bin or back. */
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
 * One item of one of the site's lists: where it stands (published, draft, shown or not), one form built from the
 * list's fields (save as a draft, or publish), the small forms that hide, show, bin or reset it, and its
 * published versions, each with what it changed and a restore. The product page's sibling, for any list.
 */
export function CollectionItemPage({ csrfToken, props }: { csrfToken: string; props: CollectionItemProps }) {
  const { t, i18n } = useTranslation('admin');
  const { collection, definition } = props;
  const state: FormState = {
    t,
    has: (key) => i18n.exists(key, { ns: 'admin' }),
    collection,
    fields: props.fields,
    errors: props.fieldErrors ?? {},
    images: props.images,
  };
  const inputs = new Set([...(props.hasPages ? ['slug'] : []), ...definition.fields.flatMap(inputsOf)]);
  const visibilityTone =
    props.visibility === 'shown' ? 'handled' : props.visibility === 'deleted' ? 'deleted' : 'default';
  return (
    <>
      <p>
        <a href={props.listHref}>← {t('collections.back', { list: t(`collections.${collection}.title`) })}</a>
      </p>
      <article className="card product-edit">
        <h1>{props.title.trim() || t(`collections.${collection}.newTitle`)}</h1>
        <p className="product-edit__state">
          <span className={`status status--${visibilityTone}`}>
            {t(props.visibility === 'new' ? 'products.state.unpublished' : `products.state.${props.visibility}`)}
          </span>{' '}
          {props.published
            ? t('products.publishedBy', props.published)
            : t(props.visibility === 'new' ? 'products.neverPublished' : 'collections.neverEdited')}
          {props.draft ? ` ${t('products.draftBy', props.draft)}` : ''}
        </p>
        {props.shippedChanged ? <p className="notice notice--warning">{t('collections.shippedChanged')}</p> : null}
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
        <ErrorSummary state={state} shown={(name) => inputs.has(name)} />
        <form method="post" action={props.action} className="product-form collection-form">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="revision" value={props.revision} />

          {groupsOf(definition.fields).map((group) =>
            group.localized ? (
              <LocalizedField key={group.field.name} state={state} field={group.field} />
            ) : (
              <div key={group.fields[0]?.name} className="product-form__grid collection-form__group">
                {group.fields.map((field) => (
                  <SingleField key={field.name} state={state} field={field} />
                ))}
              </div>
            ),
          )}

          {props.hasPages ? (
            <div className="product-form__grid collection-form__group">
              <Control
                state={state}
                kind="line"
                max={SLUG_MAX}
                name="slug"
                label={t('products.fields.slug')}
                hints={[{ id: `${idOf('slug')}-hint`, text: t('products.hints.slug') }]}
                lang="en"
              />
            </div>
          ) : null}

          <div className="text-form__actions">
            <button type="submit" name="action" value="draft" className="button button--quiet">
              {t('texts.saveDraft')}
            </button>
            <button type="submit" name="action" value="publish" className="button">
              {t('texts.publish')}
            </button>
          </div>
          <p className="hint">{t('collections.hints.buttons')}</p>
        </form>

        {props.draft ? (
          <form method="post" action={props.discardAction} className="product-edit__aside">
            <CsrfField token={csrfToken} />
            <button type="submit" className="button button--quiet">
              {t('products.discard')}
            </button>
          </form>
        ) : null}

        <section aria-labelledby="collection-visibility-title">
          <h2 id="collection-visibility-title">{t('products.sections.visibility')}</h2>
          <p>{t(`collections.visibilityNow.${props.visibility}`)}</p>
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
              <p className="hint">{t('collections.resetHint')}</p>
              <button type="submit" className="button button--quiet">
                {t('collections.reset')}
              </button>
            </form>
          ) : null}
        </section>

        {props.history.length > 0 ? (
          <section aria-labelledby="collection-history-title">
            <h2 id="collection-history-title">{t('products.history')}</h2>
            <ol className="history" reversed>
              {props.history.map((entry) => (
                <li key={entry.revision}>
                  <p>
                    <strong>{t('texts.revision', entry)}</strong>{' '}
                    {entry.latest ? <span className="status status--handled">{t('products.latest')}</span> : null}
                  </p>
                  {entry.reset ? <p>{t('collections.wasReset')}</p> : null}
                  {entry.changes.length > 0 ? (
                    <dl className="changes">
                      {entry.changes.map((change) => (
                        <Change key={change.field} state={state} fields={definition.fields} change={change} />
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
