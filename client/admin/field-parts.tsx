import { Fragment, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '#shared/constants.ts';

// The parts of the office's form fields (an item's, the company details'): an input's attributes, its label, hints
// and error, its control, a field typed in both languages, and the summary of what the server refused. The whole
// fields an item's form is built of are in item-fields.tsx.

/** The office's `t`, as the parts and helpers take it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A hint shown under a field: its id (what an input's aria-describedby names) and its text. */
export interface HintText {
  id: string;
  text: string;
}

/** A form's state: its texts, what it holds and what is wrong (input name → error key), and its inputs' ids. */
export interface FieldState {
  t: Translate;
  fields: Record<string, string>;
  errors: Record<string, string>;
  /** An input's id, from its name. */
  idOf: (name: string) => string;
}

/** A field's label in one language: "Name (English)". */
export const inLanguage = (t: Translate, field: string, lng: string) =>
  t('products.fields.inLanguage', { field, language: t(`languages.${lng}`) });

/** An input's own attributes: its id and name, whether it is wrong, and what describes it (hints, then error). */
export function described(state: FieldState, name: string, hints: readonly string[] = []) {
  const id = state.idOf(name);
  const invalid = Boolean(state.errors[name]);
  const ids = [...hints, ...(invalid ? [`${id}-error`] : [])];
  return {
    id,
    name,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

/** What is wrong with an input, under it (none when nothing is). */
export function ErrorLine({ state, name }: { state: FieldState; name: string }) {
  const key = state.errors[name];
  return key ? (
    <p className="field-error" id={`${state.idOf(name)}-error`}>
      {state.t(key)}
    </p>
  ) : null;
}

/** A hint: a paragraph an input names in its aria-describedby. */
export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="hint" id={id}>
      {children}
    </p>
  );
}

/** Hints, one after the other. */
export function Hints({ hints }: { hints: readonly HintText[] }) {
  return hints.map((hint) => (
    <Hint key={hint.id} id={hint.id}>
      {hint.text}
    </Hint>
  ));
}

interface FieldBoxProps {
  state: FieldState;
  name: string;
  label: string;
  hints?: readonly HintText[];
  className?: string;
  /** The control itself. */
  children: ReactNode;
}

/** A labelled control with its hints and its error under it. */
export function FieldBox({ state, name, label, hints = [], className, children }: FieldBoxProps) {
  return (
    <div className={`stack${className ? ` ${className}` : ''}`}>
      <label htmlFor={state.idOf(name)}>{label}</label>
      {children}
      <Hints hints={hints} />
      <ErrorLine state={state} name={name} />
    </div>
  );
}

export interface TextInputProps {
  state: FieldState;
  name: string;
  /** The ids of the hints describing it. */
  hints: readonly string[];
  maxLength: number;
  lang?: Language;
  /** A textarea of these rows; else a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'decimal' | 'numeric' | 'text';
  spellCheck?: boolean;
}

/** A text input (or, given rows, a textarea) holding what the form holds. */
export function TextInput(props: TextInputProps) {
  const { state, name, hints, maxLength, lang, rows, type = 'text', inputMode, spellCheck } = props;
  const control = described(state, name, hints);
  const value = state.fields[name] ?? '';
  return rows ? (
    <textarea {...control} lang={lang} rows={rows} maxLength={maxLength} defaultValue={value} />
  ) : (
    <input
      {...control}
      type={type}
      lang={lang}
      maxLength={maxLength}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={spellCheck}
      defaultValue={value}
    />
  );
}

interface ChoiceProps {
  state: FieldState;
  name: string;
  hints: readonly string[];
  /** The first is the empty one ("choose"). */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A select: the form's value chosen when it is one of the options, else the empty one. */
export function Choice({ state, name, hints, options }: ChoiceProps) {
  const value = state.fields[name] ?? '';
  return (
    <select
      {...described(state, name, hints)}
      defaultValue={options.some((option) => option.value === value) ? value : ''}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

interface LanguagesFieldsetProps {
  legend: string;
  hints?: readonly HintText[];
  /** The field's input in one language. */
  children: (lng: Language) => ReactNode;
}

/** A field typed in both languages: a fieldset, its hints, Mongolian and English side by side on a wide screen. */
export function LanguagesFieldset({ legend, hints = [], children }: LanguagesFieldsetProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Hints hints={hints} />
      <div className="languages-grid">
        {LANGUAGES.map((lng) => (
          <Fragment key={lng}>{children(lng)}</Fragment>
        ))}
      </div>
    </fieldset>
  );
}

interface ErrorSummaryProps {
  state: FieldState;
  titleId: string;
  /** A field's name as an editor reads it. */
  label: (name: string) => string;
  /** Whether the form has the input (a link to it), or the error is of something it does not show. */
  shown: (name: string) => boolean;
}

/** Before it is saved again: every field the server refused, each a link to its input. */
export function ErrorSummary({ state, titleId, label, shown }: ErrorSummaryProps) {
  const { t, errors, idOf } = state;
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return (
    <div className="error-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('products.errorSummary')}</h2>
      <ul>
        {names.map((name) => (
          <li key={name}>
            {shown(name) ? (
              <a href={`#${idOf(name)}`}>
                {label(name)}: {t(errors[name] ?? '')}
              </a>
            ) : (
              `${label(name)}: ${t(errors[name] ?? '')}`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
