import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';

interface TextFieldProps {
  /** The enquiry form's id prefix: ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The posted field name; also picks the label (forms:fields.*) and placeholder (forms:placeholders.*). */
  name: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  error?: string;
  isWide?: boolean;
}

// One required enquiry field. Uncontrolled on purpose: text typed before hydration survives it.
export function TextField({ idPrefix, name, type = 'text', autoComplete, rows, error, isWide }: TextFieldProps) {
  const { t } = useTranslation('forms');
  const id = `${idPrefix}-${name}`;
  const placeholder = t(`placeholders.${name}`);
  return (
    <FormField id={id} label={t(`fields.${name}`)} error={error} isWide={isWide}>
      {(control) =>
        rows ? (
          <textarea {...control} name={name} rows={rows} required placeholder={placeholder} />
        ) : (
          <input {...control} name={name} type={type} autoComplete={autoComplete} required placeholder={placeholder} />
        )
      }
    </FormField>
  );
}
