import { useTranslation } from 'react-i18next';

type QuotationField = 'name' | 'email' | 'phone';

interface QuotationFieldsProps {
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  /** Translated messages by field. */
  errors?: Partial<Record<QuotationField, string>>;
  /** Marks the name field as the one a dialog focuses first. */
  isInDialog?: boolean;
}

// docs/specification.md §5 quotation form: name, e-mail (type=email) and phone, all required. The phone is type=tel
// with a numeric keypad (docs/specification.md §5: "numeric type"): type=number would drop a leading 0 and the +,
// accept "1e5" and show a spinner, and a phone number is not a quantity. The pattern only hints at the keypad's
// characters; like the server (docs/specification.md §5: no format check) we do not reject other input. It is
// written for the browser's v-flag regular expressions, where ( ) and - inside a class must be escaped.
export function QuotationFields({ idPrefix, errors = {}, isInDialog = false }: QuotationFieldsProps) {
  const { t } = useTranslation('forms');
  const fields = [
    { name: 'name', type: 'text', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'numeric', pattern: '[0-9+\\(\\)\\- ]*' },
  ] as const;
  return (
    <>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className="field">
            <label htmlFor={id}>{t(`fields.${field.name}`)}</label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={'inputMode' in field ? field.inputMode : undefined}
              pattern={'pattern' in field ? field.pattern : undefined}
              required
              data-autofocus={isInDialog && field.name === 'name' ? true : undefined}
              placeholder={t(`placeholders.${field.name}`)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
