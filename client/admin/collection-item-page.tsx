import { useTranslation } from 'react-i18next';
import type { CollectionItemProps } from '#shared/admin-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { SLUG_MAX } from '#shared/schemas/slug.ts';
import { fieldLabel, optionLabel, valueText } from './collection-words.ts';
import { LanguagesFieldset, type FieldState, type HintText } from './field-parts.tsx';
import { ownHint, pictureOptions, SelectField, TextField, WithPicture, withChoose } from './item-fields.tsx';
import { ItemPage } from './item-page.tsx';

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

/** A field's hints: the markup's or the list's ("one per line"), then its own, if the list's texts have one. */
function hintsOf(state: FormState, field: Field): HintText[] {
  const { t, has, collection } = state;
  const base = idOf(field.name);
  const hints: HintText[] = [];
  if (field.kind === 'markup') hints.push({ id: `${base}-markup-hint`, text: t('products.hints.description') });
  if (field.kind === 'lines') hints.push({ id: `${base}-lines-hint`, text: t('collections.hints.lines') });
  const own = `collections.${collection}.hints.${field.name}`;
  return [...hints, ...ownHint(state, field.name, has(own) ? t(own) : undefined)];
}

interface ControlProps {
  state: FormState;
  /** The field: its kind, its longest value and a choice's values (its labels are under its name). */
  field: Pick<Field, 'name' | 'kind' | 'max' | 'options'>;
  /** The input's name and label. */
  name: string;
  label: string;
  /** Hints shown under the input. */
  hints?: readonly HintText[];
  /** Hints shown elsewhere (a fieldset's) that the input is described by too. */
  sharedHints?: readonly string[];
  lang?: Language;
}

/** One labelled input of a field, of its kind (a textarea, a typed input, a choice of pictures), with its error. */
function Control({ state, field, lang, ...input }: ControlProps) {
  const { t } = state;
  const { kind } = field;
  if (kind === 'image')
    return (
      <SelectField
        state={state}
        {...input}
        options={pictureOptions(t, state.images, (image) => state.photoChoices[image]?.label)}
      />
    );
  if (kind === 'choice') {
    // A choice that may be empty offers "none" first; one that may not, "choose…".
    const values = field.options ?? [];
    const choices = values.map((value) => ({ value, label: optionLabel(t, state.collection, field.name, value) }));
    return <SelectField state={state} {...input} options={values.includes('') ? choices : withChoose(t, choices)} />;
  }
  const type = INPUT_TYPES[kind];
  return (
    <TextField
      state={state}
      {...input}
      maxLength={field.max}
      lang={lang}
      rows={ROWS[kind]}
      type={type}
      inputMode={kind === 'number' ? 'numeric' : undefined}
      spellCheck={type || kind === 'video' ? false : undefined}
    />
  );
}

/** A field typed in both languages: a fieldset, Mongolian and English side by side on a wide screen. */
function LocalizedField({ state, field }: { state: FormState; field: Field }) {
  const hints = hintsOf(state, field);
  return (
    <LanguagesFieldset legend={fieldLabel(state.t, state.collection, field.name)} hints={hints}>
      {(lng) => (
        <Control
          state={state}
          field={field}
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
  const label = fieldLabel(state.t, state.collection, field.name);
  const control = <Control state={state} field={field} name={field.name} label={label} hints={hintsOf(state, field)} />;
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

type Group = { localized: true; field: Field } | { localized: false; fields: Field[] };

/** The fields in the list's order: each localized one a fieldset, the others grouped as they come. */
function groupsOf(fields: readonly Field[]): Group[] {
  const groups: Group[] = [];
  for (const field of fields) {
    const previous = groups.at(-1);
    if (field.localized) groups.push({ localized: true, field });
    else if (previous && !previous.localized) previous.fields.push(field);
    else groups.push({ localized: false, fields: [field] });
  }
  return groups;
}

/** The address of an item with a page of its own: a one-line input, in Latin letters. */
const SLUG_FIELD = { name: 'slug', kind: 'line', max: SLUG_MAX } as const;

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
    label: (name: string) => fieldLabel(t, collection, name),
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
            field={SLUG_FIELD}
            name="slug"
            label={t('products.fields.slug')}
            hints={ownHint(state, 'slug', t('products.hints.slug'))}
            lang="en"
          />
        </div>
      ) : null}
    </ItemPage>
  );
}
