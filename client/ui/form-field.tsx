import type { ReactNode } from 'react';

/** The attributes that tie a control to its label and to its error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export const fieldErrorId = (id: string) => `${id}-error`;

/** `extraDescribedBy`: ids of other lines that describe the control (a privacy note), always linked. */
export function fieldControlProps(id: string, error: string | undefined, extraDescribedBy?: string): FieldControlProps {
  const describedBy = [error ? fieldErrorId(id) : undefined, extraDescribedBy].filter(Boolean).join(' ');
  return {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Spans both columns of the enquiry form grid. */
  isWide?: boolean;
  /** Renders the control with the id and aria attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

// A label, its control and the control's error line, linked by for/id and aria-describedby.
export function FormField({ id, label, error, isWide = false, children }: FormFieldProps) {
  return (
    <div className={isWide ? 'field enquiry-form__wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(fieldControlProps(id, error))}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The error line of the control `id`, when it has one (its aria-describedby names it: fieldControlProps). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={fieldErrorId(id)} className="field__error">
      {error}
    </p>
  ) : null;
}
