import type { ReactNode } from 'react';
import type { CollectionDefinition, CollectionField, FieldSection } from '#shared/collections.ts';
import type { Language } from '#shared/constants.ts';
import { SLUG_MAX } from '#shared/schemas/slug.ts';
import { fieldLabel, optionText } from './collection-words.ts';
import { Hint, LanguagesFieldset, type FieldState, type HintText } from './field-parts.tsx';
import { fieldPictureOptions, ownHint, SelectField, TextField, WithPicture, withChoose } from './item-fields.tsx';
import { PhotoRows, SpecRows } from './row-fields.tsx';

// The office's field renderer: an item's form (a list item's, a product's) built from its definition
// (shared/collections.ts, shared/product-fields.ts), each field by its kind, in its sections where it has them.

/** The form's one state: what it holds and what is wrong, where its texts are, and what its fields may choose. */
export interface FormState extends FieldState {
  /** Whether a text exists (a field's own hint is optional). */
  has: (key: string) => boolean;
  /** Where its texts are (admin:<texts>.fields.<name>, .hints.<name>): products, collections.<list>. */
  texts: string;
  fieldsOf: readonly CollectionField[];
  images: readonly string[];
  /** The uploaded photos a field may name, by value: what each shows and a small file of it. */
  photoChoices: Readonly<Record<string, { label: string; src: string }>>;
  /** A choice's values and labels given with the page (a product's categories), by field. */
  choices: Readonly<Record<string, ReadonlyArray<{ value: string; label: string }>>>;
  /** How many rows the form offers of each rows field. */
  rows: Readonly<Record<string, number>>;
}

/** The rows of a textarea, by kind; the other kinds are one-line inputs. */
const ROWS: Record<string, number | undefined> = { text: 4, markup: 10, lines: 5, steps: 14 };
/** The input type of a one-line kind. */
const INPUT_TYPES: Record<string, 'email' | 'tel' | 'url' | undefined> = { email: 'email', phone: 'tel', url: 'url' };
const INPUT_MODES: Record<string, 'decimal' | 'numeric' | undefined> = {
  number: 'numeric',
  decimal: 'decimal',
  money: 'decimal',
};
const MARKUP_HINT = 'products.hints.description';

/** A field's hints: the markup's or the list's ("one per line"), then its own, each said once. */
function hintsOf(state: FormState, field: CollectionField): HintText[] {
  const { t, has, texts } = state;
  const base = state.idOf(field.name);
  const own = `${texts}.hints.${field.name}`;
  const hints: HintText[] = [];
  if (field.kind === 'markup' && own !== MARKUP_HINT) hints.push({ id: `${base}-markup-hint`, text: t(MARKUP_HINT) });
  if (field.kind === 'lines') hints.push({ id: `${base}-lines-hint`, text: t('collections.hints.lines') });
  return [...hints, ...ownHint(state, field.name, has(own) ? t(own) : undefined)];
}

interface ControlProps {
  state: FormState;
  field: CollectionField;
  /** The input's name and label. */
  name: string;
  label: string;
  /** Hints shown under the input. */
  hints?: readonly HintText[];
  /** Hints shown elsewhere (a fieldset's, a section's) that the input is described by too. */
  sharedHints?: readonly string[];
  lang?: Language;
}

/** A choice's options: its own (the page's, else its values'), "choose…" first unless it may be empty. */
function choiceOptions(state: FormState, field: CollectionField) {
  const values = field.options ?? [];
  const given = state.choices[field.name];
  const choices = given ?? values.map((value) => ({ value, label: optionText(state.t, state.texts, field, value) }));
  return values.includes('') || field.emptyAs !== undefined ? choices : withChoose(state.t, choices);
}

/** One labelled input of a field, of its kind (a textarea, a typed input, a choice of pictures), with its error. */
function Control({ state, field, lang, ...input }: ControlProps) {
  const { t } = state;
  const { kind } = field;
  if (kind === 'image')
    return <SelectField state={state} {...input} options={fieldPictureOptions(t, state, field.photosOnly)} />;
  if (kind === 'choice') return <SelectField state={state} {...input} options={choiceOptions(state, field)} />;
  const type = INPUT_TYPES[kind];
  return (
    <TextField
      state={state}
      {...input}
      maxLength={field.max}
      lang={lang}
      rows={ROWS[kind]}
      type={type}
      inputMode={kind === 'decimal' && field.whole ? 'numeric' : INPUT_MODES[kind]}
      spellCheck={type || kind === 'video' ? false : undefined}
    />
  );
}

/** A field typed in both languages: a fieldset, Mongolian and English side by side on a wide screen. */
function LocalizedField({ state, field }: { state: FormState; field: CollectionField }) {
  const hints = hintsOf(state, field);
  return (
    <LanguagesFieldset legend={fieldLabel(state.t, state.texts, state.fieldsOf, field.name)} hints={hints}>
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

/** A field with one value for both languages; a picture shows beside its choice. */
function SingleField({
  state,
  field,
  sharedHints,
}: {
  state: FormState;
  field: CollectionField;
  sharedHints?: string[];
}) {
  if (field.kind === 'rows') return <SpecRows state={state} field={field} sharedHints={sharedHints ?? []} />;
  if (field.kind === 'photos') return <PhotoRows state={state} field={field} sharedHints={sharedHints ?? []} />;
  const label = fieldLabel(state.t, state.texts, state.fieldsOf, field.name);
  const hints = hintsOf(state, field);
  const control = (
    <Control
      state={state}
      field={field}
      name={field.name}
      label={label}
      hints={hints}
      {...(sharedHints ? { sharedHints } : {})}
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

/** The address of an item with a page of its own: a one-line input, in Latin letters (across a section's grid). */
function SlugField({ state, wide = false }: { state: FormState; wide?: boolean }) {
  return (
    <TextField
      state={state}
      name="slug"
      label={state.t('products.fields.slug')}
      hints={ownHint(state, 'slug', state.t('products.hints.slug'))}
      maxLength={SLUG_MAX}
      lang="en"
      {...(wide ? { className: 'product-form__wide' } : {})}
    />
  );
}

type Group = { localized: true; field: CollectionField } | { localized: false; fields: CollectionField[] };

/** The fields in the definition's order: each localized one a fieldset, the others grouped as they come. */
function groupsOf(fields: readonly CollectionField[]): Group[] {
  const groups: Group[] = [];
  for (const field of fields) {
    const previous = groups.at(-1);
    if (field.localized) groups.push({ localized: true, field });
    else if (previous && !previous.localized) previous.fields.push(field);
    else groups.push({ localized: false, fields: [field] });
  }
  return groups;
}

const Grid = ({ children }: { children: ReactNode }) => (
  <div className="product-form__grid collection-form__group">{children}</div>
);

/**
 * A section: its legend, its hint (its fields' inputs name it), its fields; it folds under its name (open as the
 * page comes), so a long form reads as its sections. The summary says the name; the legend, kept for the group's
 * name, is for a screen reader only.
 */
function Section({ state, section }: { state: FormState; section: FieldSection }) {
  const { t, texts } = state;
  const hint = section.hinted ? `${state.idOf(section.name)}-hint` : undefined;
  const fields = section.fields.map((name) =>
    name === 'slug' ? (
      <SlugField key={name} state={state} wide />
    ) : (
      state.fieldsOf
        .filter((field) => field.name === name)
        .map((field) =>
          field.localized ? (
            <LocalizedField key={name} state={state} field={field} />
          ) : (
            <SingleField key={name} state={state} field={field} {...(hint ? { sharedHints: [hint] } : {})} />
          ),
        )
    ),
  );
  const name = t(`${texts}.sections.${section.name}`);
  return (
    <details className="form-section" open>
      <summary>{name}</summary>
      <fieldset>
        <legend className="visually-hidden">{name}</legend>
        {hint ? <Hint id={hint}>{t(`${texts}.hints.${section.name}`)}</Hint> : null}
        {section.grid ? <div className="product-form__grid">{fields}</div> : fields}
      </fieldset>
    </details>
  );
}

/** Every field of the definition: those in no section, a list's address, then its sections. */
export function DefinitionFields({ state, definition }: { state: FormState; definition: CollectionDefinition }) {
  const sectioned = new Set(definition.sections?.flatMap((section) => section.fields));
  return (
    <>
      {groupsOf(definition.fields.filter((field) => !sectioned.has(field.name))).map((group) =>
        group.localized ? (
          <LocalizedField key={group.field.name} state={state} field={group.field} />
        ) : (
          <Grid key={group.fields[0]?.name}>
            {group.fields.map((field) => (
              <SingleField key={field.name} state={state} field={field} />
            ))}
          </Grid>
        ),
      )}
      {definition.slugFrom && !sectioned.has('slug') ? (
        <Grid>
          <SlugField state={state} />
        </Grid>
      ) : null}
      {definition.sections?.map((section) => (
        <Section key={section.name} state={state} section={section} />
      ))}
    </>
  );
}
