import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaRow, MediaThumb } from '#shared/media-view.ts';

// What the photo library and one photo's page share: sizes, the state line, its pictures, and its form's inputs.

export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US');

export function StatusText({ row }: { row: Pick<MediaRow, 'status' | 'missingAlt'> }) {
  const { t } = useTranslation('admin');
  return <>{t(row.missingAlt ? 'media.status.missingAlt' : `media.status.${row.status}`)}</>;
}

/** One of a photo's own files as a picture: the list's small one (loaded when scrolled to), a photo's preview. */
export function MediaPicture({
  className,
  file,
  alt,
  lazy,
}: {
  className: string;
  file: MediaThumb;
  alt: string;
  lazy?: boolean;
}) {
  return (
    <img
      className={className}
      src={file.src}
      width={file.width}
      height={file.height}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}

/** A form's refusals: each field's message under it, and the ids an input is described by. */
export function useFieldErrors(fieldErrors: Readonly<Record<string, string>>) {
  const { t } = useTranslation('admin');
  const error = (name: string) =>
    fieldErrors[name] ? (
      <p className="field-error" id={`media-${name}-error`}>
        {t(fieldErrors[name])}
      </p>
    ) : null;
  const describedBy = (name: string, hint?: string) =>
    [hint, fieldErrors[name] ? `media-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return { error, describedBy };
}

interface MediaFieldProps {
  /** The input's id, its label, what it holds, and the hint (under the fields) that describes it. */
  id: string;
  label: string;
  value: string | undefined;
  hint: string;
  /** Its name, type and limits. */
  input: InputHTMLAttributes<HTMLInputElement> & { name: string };
  fieldErrors: Readonly<Record<string, string>>;
}

/** One labelled input of a photo's form, with its message when refused. */
export function MediaField({ id, label, value, hint, input, fieldErrors }: MediaFieldProps) {
  const { error, describedBy } = useFieldErrors(fieldErrors);
  return (
    <div className="stack">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        defaultValue={value}
        aria-invalid={fieldErrors[input.name] ? true : undefined}
        aria-describedby={describedBy(input.name, hint)}
      />
      {error(input.name)}
    </div>
  );
}

/** The photo's alt texts, Mongolian and English, each with its message when refused, and their hint. */
export function AltFields({
  fields,
  fieldErrors,
}: {
  fields: Readonly<Record<string, string | undefined>>;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {(['mn', 'en'] as const).map((lng) => (
        <MediaField
          key={lng}
          id={`media-alt-${lng}`}
          label={t(lng === 'mn' ? 'media.upload.altMn' : 'media.upload.altEn')}
          value={fields[`alt_${lng}`]}
          hint="media-alt-hint"
          input={{ type: 'text', name: `alt_${lng}`, lang: lng, maxLength: 250 }}
          fieldErrors={fieldErrors}
        />
      ))}
      <p className="hint" id="media-alt-hint">
        {t('media.upload.altHint')}
      </p>
    </>
  );
}
