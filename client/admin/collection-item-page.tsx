import { useTranslation } from 'react-i18next';
import type { CollectionItemProps } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { SLUG_MAX } from '#shared/schemas/product-edit-schema.ts';
import { ItemPage } from './edit-parts.tsx';
import {
  Choice,
  FieldBox,
  LanguagesFieldset,
  TextInput,
  WithPicture,
  inLanguage,
  type FieldState,
  type HintText,
  type Translate,
} from './field-parts.tsx';

type Field = CollectionItemProps['definition']['fields'][number];

/** The page's one state: the form's, the list's name (its texts' part), whether a text exists, the pictures. */
interface FormState extends FieldState {
  /** Whether a text exists (a field's own hint is optional). */
  has: (key: string) => boolean;
  collection: string;
  images: readonly string[];
  /** The uploaded photos among `images`, by value: what each shows and a small file of it. */
  photoChoices: Readonly<Record<string, { label: string; src: string }>>;
}

/** The rows of a textarea, by kind; the other kinds are one-line inputs. */
const ROWS: Record<string, number | undefined> = { text: 4, markup: 10, lines: 5, steps: 14 };
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
  return localized ? inLanguage(t, label, localized[2] ?? '') : label;
}

/** A choice's value as the editor reads it: admin:collections.<list>.options.<field>.<value> ('' is "empty"). */
const optionLabel = (t: Translate, collection: string, field: string, value: string) =>
  t(`collections.${collection}.options.${field}.${value || 'empty'}`);

/** A value as a version changed it: a state in the editor's words, a picture by its file name, a choice's label. */
function valueText(t: Translate, collection: string, fields: readonly Field[], input: string, value: string): string {
  const field = fields.find((candidate) => candidate.name === input);
  if (field?.kind === 'choice') return optionLabel(t, collection, input, value);
  if (value === '') return '';
  if (input === 'visibility') return t(`products.state.${value}`, { defaultValue: value });
  if (field?.kind === 'image') return fileName(value);
  return value;
}

/** A field's hints: the markup's or the list's ("one per line"), then its own, if the list's texts have one. */
function hintsOf(state: FormState, field: Field): HintText[] {
  const { t, has, collection } = state;
  const base = idOf(field.name);
  const hints: HintText[] = [];
  if (field.kind === 'markup') hints.push({ id: `${base}-markup-hint`, text: t('products.hints.description') });
  if (field.kind === 'lines') hints.push({ id: `${base}-lines-hint`, text: t('collections.hints.lines') });
  const own = `collections.${collection}.hints.${field.name}`;
  if (has(own)) hints.push({ id: `${base}-hint`, text: t(own) });
  return hints;
}

interface ControlProps {
  state: FormState;
  /** What it takes: the field's kind and longest value, and a choice's values. */
  kind: string;
  options?: readonly string[];
  /** The field's name (a choice's labels are under it). */
  field: string;
  max: number;
  name: string;
  label: string;
  /** Hints shown under the input. */
  hints?: readonly HintText[];
  /** Hints shown elsewhere (a fieldset's) that the input is described by too. */
  sharedHints?: readonly string[];
  lang?: Language;
}

/** One labelled input of a field, of its kind (a textarea, a typed input, a choice of pictures), with its error. */
function Control(props: ControlProps) {
  const { state, kind, max, name, label, hints = [], sharedHints = [], lang } = props;
  const { t } = state;
  const described = [...hints.map((hint) => hint.id), ...sharedHints];
  const type = INPUT_TYPES[kind];
  const images = [
    { value: '', label: t('products.choose') },
    ...state.images.map((image) => ({ value: image, label: state.photoChoices[image]?.label ?? fileName(image) })),
  ];
  // A choice that may be empty offers "none" first; one that may not, "choose…".
  const values = props.options ?? [];
  const choices = [
    ...(values.includes('') ? [] : [{ value: '', label: t('products.choose') }]),
    ...values.map((value) => ({ value, label: optionLabel(t, state.collection, props.field, value) })),
  ];
  return (
    <FieldBox state={state} name={name} label={label} hints={hints}>
      {kind === 'image' || kind === 'choice' ? (
        <Choice state={state} name={name} hints={described} options={kind === 'image' ? images : choices} />
      ) : (
        <TextInput
          state={state}
          name={name}
          hints={described}
          maxLength={max}
          lang={lang}
          rows={ROWS[kind]}
          type={type}
          inputMode={kind === 'number' ? 'numeric' : undefined}
          spellCheck={type || kind === 'video' ? false : undefined}
        />
      )}
    </FieldBox>
  );
}

/** A field typed in both languages: a fieldset, Mongolian and English side by side on a wide screen. */
function LocalizedField({ state, field }: { state: FormState; field: Field }) {
  const hints = hintsOf(state, field);
  return (
    <LanguagesFieldset legend={fieldLabel(state, field.name)} hints={hints}>
      {(lng) => (
        <Control
          state={state}
          kind={field.kind}
          field={field.name}
          max={field.max}
          name={`${field.name}.${lng}`}
          label={state.t(`languages.${lng}`)}
          sharedHints={hints.map((hint) => hint.id)}
          lang={lng}
        />
      )}
    </LanguagesFieldset>
  );
}

/** A field with one value for both languages; a picture shows beside its choice, as on the product page. */
function SingleField({ state, field }: { state: FormState; field: Field }) {
  const control = (
    <Control
      state={state}
      kind={field.kind}
      field={field.name}
      {...(field.options ? { options: field.options } : {})}
      max={field.max}
      name={field.name}
      label={fieldLabel(state, field.name)}
      hints={hintsOf(state, field)}
    />
  );
  if (field.kind !== 'image') return control;
  return (
    <WithPicture
      picture={state.fields[field.name] ?? ''}
      images={state.images}
      previewOf={(value) => state.photoChoices[value]?.src ?? value}
    >
      {control}
    </WithPicture>
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
    photoChoices: props.photoChoices ?? {},
    idOf,
  };
  const inputs = new Set([...(props.hasPages ? ['slug'] : []), ...definition.fields.flatMap(inputsOf)]);
  const words = {
    label: (name: string) => fieldLabel(state, name),
    value: (name: string, value: string) => valueText(t, collection, definition.fields, name, value),
  };
  return (
    <ItemPage
      kind="collection"
      item={props}
      csrfToken={csrfToken}
      back={t('collections.back', { list: t(`collections.${collection}.title`) })}
      title={props.title.trim() || t(`collections.${collection}.newTitle`)}
      state={state}
      shown={(name) => inputs.has(name)}
      words={words}
      formClassName="product-form collection-form"
    >
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
            field="slug"
            max={SLUG_MAX}
            name="slug"
            label={t('products.fields.slug')}
            hints={[{ id: `${idOf('slug')}-hint`, text: t('products.hints.slug') }]}
            lang="en"
          />
        </div>
      ) : null}
    </ItemPage>
  );
}
