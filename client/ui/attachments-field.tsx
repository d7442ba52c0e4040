import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, ATTACHMENT_FIELD } from '#shared/attachments.ts';
import { FieldError, fieldErrorId } from './form-field.tsx';

interface AttachmentsFieldProps {
  /** The input's id (unique on the page). */
  id: string;
  error?: string;
  /** Spans both columns of the enquiry form grid. */
  isWide?: boolean;
}

/** A form with this field posted without script sends its files as multipart (the server reads both bodies). */
export const POSTS_FILES = { encType: 'multipart/form-data' } as const;

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** The files left once `removed` is taken out, as an input's FileList (a DataTransfer is the one way to make one). */
function without(files: FileList, removed: number): FileList {
  const kept = new DataTransfer();
  Array.from(files).forEach((file, index) => {
    if (index !== removed) kept.items.add(file);
  });
  return kept.files;
}

// Drawings and specifications sent with a request (docs/privacy.md, "Attachments"). The native input sits inside its
// label, visually hidden: the styled button beside it says "choose" in the page's language, never the browser's own
// "Choose File". Without script the form posts the files as multipart; with it, the chosen files are listed, each with
// a button that removes it, and the form checks them (client/lib/attachment-check.ts) before sending.
export function AttachmentsField({ id, error, isWide = false }: AttachmentsFieldProps) {
  const { t } = useTranslation('forms');
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<readonly File[]>([]);
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;

  // Files chosen before the island hydrated are listed too; a reset form (sent) lists none.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    setFiles(Array.from(input.files ?? []));
    const form = input.form;
    const cleared = () => setFiles([]);
    form?.addEventListener('reset', cleared);
    return () => form?.removeEventListener('reset', cleared);
  }, []);

  function remove(index: number) {
    const input = inputRef.current;
    if (!input?.files) return;
    input.files = without(input.files, index);
    setFiles(Array.from(input.files));
    input.focus();
  }

  const describedBy = [hintId, error ? fieldErrorId(id) : undefined].filter(Boolean).join(' ');
  return (
    <div className={isWide ? 'field attachments-field enquiry-form__wide' : 'field attachments-field'}>
      <label className="attachments-field__picker" htmlFor={id}>
        <span id={labelId} className="attachments-field__label">
          {t('attachments.label')}
        </span>
        <input
          ref={inputRef}
          id={id}
          className="attachments-field__input"
          type="file"
          name={ATTACHMENT_FIELD}
          multiple
          accept={ATTACHMENT_ACCEPT}
          // Named by the label's own text alone, not the button's beside it (hidden from the tree, but still text).
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          {...(error ? { 'aria-invalid': true } : {})}
          onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
        />
        <span className="attachments-field__button" aria-hidden="true">
          {t('attachments.choose')}
        </span>
      </label>
      <p id={hintId} className="attachments-field__hint">
        {t('attachments.hint')}
      </p>
      {files.length > 0 ? (
        <ul className="attachments-field__files" aria-label={t('attachments.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className="attachments-field__name">{file.name}</span>
              <span className="attachments-field__size">
                {t('attachments.kilobytes', { size: kilobytes(file.size) })}
              </span>
              <button
                type="button"
                className="attachments-field__remove"
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
