import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaRef, mediaRefId } from '#shared/media-library.ts';
import {
  Choice,
  FieldBox,
  TextInput,
  type FieldState,
  type HintText,
  type TextInputProps,
  type Translate,
} from './field-parts.tsx';

// The whole fields of an item's form (a product's, a list item's): a labelled text input or choice with its hints
// and error, and a picture's choice with the chosen picture beside it.

/** A field's own hint, shown under its input (its id is the input's, -hint): none without a text. */
export const ownHint = (state: FieldState, name: string, text: string | undefined): HintText[] =>
  text ? [{ id: `${state.idOf(name)}-hint`, text }] : [];

/** A choice's options, "choose…" (the empty value) first. */
export const withChoose = (t: Translate, options: ReadonlyArray<{ value: string; label: string }>) => [
  { value: '', label: t('products.choose') },
  ...options,
];

interface FieldHints {
  /** Hints shown under the input. */
  hints?: readonly HintText[];
  /** Hints shown elsewhere (a fieldset's) that the input is described by too. */
  sharedHints?: readonly string[];
}

type TextFieldProps = Omit<TextInputProps, 'hints'> & FieldHints & { label: string; className?: string };

/** A labelled text input (or, given rows, a textarea) with its hints and error. */
export function TextField({ label, hints = [], sharedHints = [], className, ...input }: TextFieldProps) {
  return (
    <FieldBox state={input.state} name={input.name} label={label} hints={hints} className={className}>
      <TextInput {...input} hints={[...hints.map((hint) => hint.id), ...sharedHints]} />
    </FieldBox>
  );
}

interface SelectFieldProps extends FieldHints {
  state: FieldState;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled choice with its hints and error. */
export function SelectField({ state, name, label, hints = [], sharedHints = [], options }: SelectFieldProps) {
  return (
    <FieldBox state={state} name={name} label={label} hints={hints}>
      <Choice state={state} name={name} hints={[...hints.map((hint) => hint.id), ...sharedHints]} options={options} />
    </FieldBox>
  );
}

/** A picture's file name, from its address. */
export const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A picture's options: "choose…", then each picture by what it shows, else by its file's name. */
export const pictureOptions = (
  t: Translate,
  images: readonly string[],
  labelOf?: (image: string) => string | undefined,
) =>
  withChoose(
    t,
    images.map((image) => ({ value: image, label: labelOf?.(image) ?? fileName(image) })),
  );

/**
 * An image field's options: the pictures offered, or for one taking only the library's photos, those (a list's
 * keyed `media:<id>`, a product's by id), each by what it shows.
 */
export function fieldPictureOptions(
  t: Translate,
  { images, photoChoices }: { images: readonly string[]; photoChoices: Readonly<Record<string, { label: string }>> },
  photosOnly = false,
) {
  const offered = photosOnly ? Object.keys(photoChoices).map((key) => (mediaRefId(key) ? key : mediaRef(key))) : images;
  return pictureOptions(t, offered, (image) => (photoChoices[image] ?? photoChoices[mediaRefId(image) ?? ''])?.label);
}

/** A picture's choice with the chosen picture beside it (when it is one of those offered). */
export function WithPicture({
  picture,
  images,
  previewOf = (value) => value,
  children,
}: {
  picture: string;
  images: readonly string[];
  /** The address of the chosen picture's preview (an uploaded photo's value is no address). */
  previewOf?: (value: string) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="product-picture">
      {children}
      {images.includes(picture) ? (
        <img src={previewOf(picture)} alt={t('products.currentPicture')} width={160} height={120} loading="lazy" />
      ) : null}
    </div>
  );
}
