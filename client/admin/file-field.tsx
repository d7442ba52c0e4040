import { useTranslation } from 'react-i18next';

interface FileFieldProps {
  id: string;
  name: string;
  /** The field's visible label (its accessible name). */
  label: string;
  accept: string;
  /** Ids of the hints and errors that describe it. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A file input in the page's language (as the request forms' attachments field does, client/ui/attachments-field.tsx):
 * the native input visually hidden, a label styled as a button saying "choose" in the staff's language in place of
 * the browser's own "Choose File", and, with no script, whether a file is chosen (the required input's validity:
 * admin/files.css).
 */
export function FileField({ id, name, label, accept, describedBy, invalid }: FileFieldProps) {
  const { t } = useTranslation('admin');
  const labelId = `${id}-label`;
  return (
    <div className="file-field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className="file-field__picker">
        <input
          id={id}
          className="file-field__input visually-hidden"
          type="file"
          name={name}
          accept={accept}
          required
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
        />
        <label htmlFor={id} className="button button--quiet file-field__button" aria-hidden="true">
          {t('files.choose')}
        </label>
        <span className="file-field__state file-field__state--none" aria-hidden="true">
          {t('files.none')}
        </span>
        <span className="file-field__state file-field__state--chosen" aria-hidden="true">
          {t('files.chosen')}
        </span>
      </div>
    </div>
  );
}
