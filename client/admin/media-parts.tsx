import { useTranslation } from 'react-i18next';
import type { MediaRow } from '#shared/media-view.ts';

// What the photo library and one photo's page share: sizes, the state line, and the alt texts' inputs.

export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US');

export function StatusText({ row }: { row: Pick<MediaRow, 'status' | 'missingAlt'> }) {
  const { t } = useTranslation('admin');
  return <>{t(row.missingAlt ? 'media.status.missingAlt' : `media.status.${row.status}`)}</>;
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

/** The photo's alt texts, Mongolian and English, each with its message when refused, and their hint. */
export function AltFields({
  fields,
  fieldErrors,
}: {
  fields: Readonly<Record<string, string | undefined>>;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('admin');
  const { error, describedBy } = useFieldErrors(fieldErrors);
  return (
    <>
      {(['mn', 'en'] as const).map((lng) => (
        <div key={lng} className="stack">
          <label htmlFor={`media-alt-${lng}`}>{t(lng === 'mn' ? 'media.upload.altMn' : 'media.upload.altEn')}</label>
          <input
            id={`media-alt-${lng}`}
            type="text"
            name={`alt_${lng}`}
            lang={lng}
            maxLength={250}
            defaultValue={fields[`alt_${lng}`]}
            aria-invalid={fieldErrors[`alt_${lng}`] ? true : undefined}
            aria-describedby={describedBy(`alt_${lng}`, 'media-alt-hint')}
          />
          {error(`alt_${lng}`)}
        </div>
      ))}
      <p className="hint" id="media-alt-hint">
        {t('media.upload.altHint')}
      </p>
    </>
  );
}
